import { Alert, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { memo } from 'react';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import type { ReadBody } from '@/components/reports/useServerRead';
import { numberFormat } from '@/lib/formats';
import type { StorePerformance } from './data/dashboardReads';
import { formatPct } from '@/components/reports/ChangeBadge';
import { ReadState } from '@/components/reports/ReadState';
import { StoreCard, type Store } from './StoreCard';
import type { DashboardMoney } from './useDashboardMoney';
import type { LocationLookup } from './data/useLocationLookup';

interface StorePerformanceCardProps {
  read: ReadBody<StorePerformance>;
  money: DashboardMoney;
  places: LocationLookup;
  activeLocationId: string | null;
}

/**
 * Every location the user may see, each against its own comparison, with its daily trend and a
 * sentence on how it is doing. SPEC section 9 allows it up to 60 seconds, so while it loads the
 * screen says so.
 */
export const StorePerformanceCard = memo(function StorePerformanceCard({
  read,
  money,
  places,
  activeLocationId,
}: StorePerformanceCardProps) {
  const { t } = useTranslation('dashboard');
  const title = t('stores.title');
  const stores = read.data?.data ?? [];
  const name = (store: Store) => places.name(store.location_id, store.name);
  const loading = read.data === undefined && read.loading;

  return (
    <ChartCard
      title={title}
      description={t('stores.description')}
      data-testid="store-performance"
      empty={
        loading ? (
          <Alert
            variant="light"
            color="blue"
            icon={<IconHourglass size={18} />}
            data-testid="store-performance-loading"
          >
            <Group gap="sm" wrap="nowrap">
              <Loader size="xs" />
              <Text size="sm">{t('stores.loading')}</Text>
            </Group>
          </Alert>
        ) : read.data === undefined ? (
          <ReadState read={read} height={160}>
            {() => null}
          </ReadState>
        ) : stores.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('stores.none')}
          </Text>
        ) : undefined
      }
      chart={
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {stores.map((store) => (
            <StoreCard
              key={store.location_id}
              store={store}
              name={name(store)}
              active={store.location_id === activeLocationId}
              money={money}
            />
          ))}
        </SimpleGrid>
      }
      table={
        <FiguresTable
          caption={title}
          rows={stores}
          rowKey={(s) => s.location_id}
          columns={[
            { key: 'store', label: t('columns.store'), value: name },
            {
              key: 'net',
              label: t('columns.net_sales'),
              value: (s) => money.formatIn(s.figures.net_sales, s.currency),
              numeric: true,
            },
            {
              key: 'change',
              label: t('columns.change'),
              value: (s) =>
                s.change_pct === null ? '' : formatPct(s.change_pct, money.lang, true),
              numeric: true,
            },
            {
              key: 'transactions',
              label: t('kpis.transactions'),
              value: (s) => numberFormat(money.lang).format(s.figures.transactions),
              numeric: true,
            },
            {
              key: 'insight',
              label: t('columns.insight'),
              value: (s) => t(`stores.kinds.${s.insight}`),
            },
          ]}
        />
      }
    />
  );
});
