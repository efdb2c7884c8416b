import { can } from '@contract/access';
import { Grid, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import {
  useLatestTransactions,
  useOpenOrders,
  usePaymentsChart,
  useSalesByTime,
  useStorePerformance,
  useSummaryMetrics,
  useTopProducts,
} from './data/dashboardReads';
import { DashboardHeader } from './DashboardHeader';
import { periodOf, periodSearch, type Period } from '@/components/reports/periods';
import { useReadBody } from '@/components/reports/useServerRead';
import { salesQueryOf, type DashboardSearch } from './dashboardSearch';
import { DashboardStatus } from './DashboardStatus';
import { KpiCards } from './KpiCards';
import { LatestTransactionsCard } from './LatestTransactionsCard';
import { NoReportingAccess } from './NoReportingAccess';
import { OrderFulfilmentCard } from './OrderFulfilmentCard';
import { PaymentMethodsCard } from './PaymentMethodsCard';
import { SalesBridgeCard } from './SalesBridgeCard';
import { SalesByTimeCard } from './SalesByTimeCard';
import { StorePerformanceCard } from './StorePerformanceCard';
import { TopProductsCard } from './TopProductsCard';
import classes from './dashboard.module.css';
import { useDashboardMoney } from './useDashboardMoney';
import { useLocationLookup } from './data/useLocationLookup';
import { TodayCard } from './today/TodayCard';

const route = getRouteApi('/dashboard/');

/**
 * `/dashboard`: the manager's first screen (SPEC section 1). Every figure is the server's, read for
 * the period and place in the URL, refreshed while the screen is open and kept for offline use.
 */
export function DashboardScreen() {
  const grant = useGrant();
  if (grant && !can(grant, 'reporting.read')) return <NoReportingAccess />;
  return <Dashboard />;
}

function Dashboard() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { locationId, several } = useActiveLocation();
  const day = useBusinessDay(locationId);
  const today = day.today();
  // The reads of a day's figures wait for the location's own day: the device's guess may be another
  // date. The newest invoices and the open orders are the same whatever the day.
  const readDay = day.known ? today : null;
  const period = useMemo(() => periodOf(search, today), [search, today]);
  const scope = search.scope === 'all' ? 'all' : 'location';
  const query = salesQueryOf(period, scope, locationId);
  const by = search.by ?? 'hour';
  const topBy = search.top ?? 'net_sales';
  // The cards are memoised (`memo`), and what they are handed stays the same from one render to
  // the next: these handlers, and their reads' bodies while the figures are unchanged (below).
  const show = useCallback(
    (next: Partial<DashboardSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
    [navigate],
  );
  const onPeriodChange = useCallback((next: Period) => show(periodSearch(next)), [show]);
  const onScopeChange = useCallback(
    (next: 'all' | 'location') => show({ scope: next === 'all' ? 'all' : undefined }),
    [show],
  );
  const onByChange = useCallback(
    (next: 'hour' | 'block') => show({ by: next === 'hour' ? undefined : next }),
    [show],
  );
  const onTopByChange = useCallback(
    (next: 'net_sales' | 'quantity') => show({ top: next === 'net_sales' ? undefined : next }),
    [show],
  );

  const summary = useSummaryMetrics(query, readDay);
  // Nothing read and nothing saved (offline, a choice never read on this device).
  const summaryFailed = summary.error !== null && !summary.loading;
  // The cards draw their figures only: a refresh starting, or bringing the same figures, leaves
  // what they are handed the same (`useReadBody`).
  const byTime = useReadBody(useSalesByTime(query, readDay, by));
  const payments = useReadBody(usePaymentsChart(query, readDay));
  const top = useReadBody(useTopProducts(query, readDay, topBy));
  const stores = useReadBody(useStorePerformance({ ...query, loc: 'all' }, readDay));
  const latest = useReadBody(useLatestTransactions(query.loc, today));
  const orders = useReadBody(useOpenOrders(query.loc, today));
  const money = useDashboardMoney(locationId, scope, byTime.data?.currencies);
  const places = useLocationLookup();
  // The cards under the headline figures (four charts, two tables, the stores) render just after
  // the screen's first commit, at a lower priority and in slices: the figures a manager opens the
  // screen for show without waiting for them (bench/dashboard.ts), and the page stays responsive
  // while they draw (Lighthouse's blocking time). Their reads above start at once all the same.
  const withCards = useDeferredValue(true, false);

  return (
    <>
      <DashboardHeader
        period={period}
        today={today}
        scope={scope}
        canSeeAll={several}
        onPeriodChange={onPeriodChange}
        onScopeChange={onScopeChange}
      />
      <Stack gap="md" data-testid="dashboard">
        <DashboardStatus
          preset={period.preset}
          summary={summary}
          stale={summary.stale}
          money={money}
        />
        <KpiCards metrics={summary.data} money={money} failed={summaryFailed} />
        <TodayCard />
        {withCards && (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 7 }} className={classes.card}>
              <SalesByTimeCard read={byTime} by={by} onByChange={onByChange} money={money} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }} className={classes.card}>
              <SalesBridgeCard metrics={summary.data} money={money} failed={summaryFailed} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }} className={classes.card}>
              <PaymentMethodsCard read={payments} money={money} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }} className={classes.card}>
              <TopProductsCard read={top} by={topBy} onByChange={onTopByChange} money={money} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }} className={classes.card}>
              <OrderFulfilmentCard
                read={orders}
                money={money}
                places={places}
                withPlace={scope === 'all'}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }} className={classes.card}>
              <LatestTransactionsCard
                read={latest}
                money={money}
                places={places}
                withPlace={scope === 'all'}
                otherPeriod={period.from !== today || period.to !== today}
              />
            </Grid.Col>
            <Grid.Col span={12} className={classes.card}>
              <StorePerformanceCard
                read={stores}
                money={money}
                places={places}
                activeLocationId={locationId}
              />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </>
  );
}
