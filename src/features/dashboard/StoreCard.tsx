import { Badge, Card, useMantineTheme } from '@mantine/core';
import {
  IconChartLine,
  IconEqual,
  IconMoodEmpty,
  IconTrendingDown,
  IconTrendingUp,
} from '@tabler/icons-react';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { InsightKind } from '@contract/salesReports';
import { Chart } from '@/components/reports/Chart';
import { numberFormat } from '@/lib/formats';
import type { StorePerformance } from './data/dashboardReads';
import { ChangeBadge, formatPct } from '@/components/reports/ChangeBadge';
import { insightColor, insightSentence } from './insight';
import classes from './dashboard.module.css';
import { changeOfPct } from './kpis';
import type { DashboardMoney } from './useDashboardMoney';

export type Store = StorePerformance['data'][number];

const insightIcon: Record<InsightKind, typeof IconTrendingUp> = {
  strong_growth: IconTrendingUp,
  positive_trend: IconChartLine,
  stable: IconEqual,
  challenges: IconTrendingDown,
  no_sales: IconMoodEmpty,
};

/** The insight told as a sentence naming the store and its change (in every language). */
export function InsightText({ store, name, lang }: { store: Store; name: string; lang: string }) {
  const { t } = useTranslation('dashboard');
  const sentence = insightSentence(store.insight, store.change_pct);
  const change =
    sentence.change === null ? '' : formatPct(sentence.change, lang, sentence.key === 'stable');
  return (
    <p className={classes.storeInsight} data-testid="store-insight" data-insight={store.insight}>
      <Trans
        t={t}
        i18nKey={`stores.insight.${sentence.key}`}
        values={{ store: name, change }}
        components={{ store: <bdi style={{ fontWeight: 600 }} /> }}
      />
    </p>
  );
}

interface StoreCardProps {
  store: Store;
  name: string;
  active: boolean;
  money: DashboardMoney;
}

/**
 * One location's net sales, change, daily trend and insight. Laid out on plain elements with the
 * dashboard's classes: as Mantine's Stack, Group and Text, a chain's cards were some seventy
 * components of the dashboard's second commit.
 */
export function StoreCard({ store, name, active, money }: StoreCardProps) {
  const { t } = useTranslation('dashboard');
  const theme = useMantineTheme();
  const color = insightColor[store.insight];
  const Icon = insightIcon[store.insight];
  const lineColor = theme.colors[color]![6];
  const trend = store.trend;
  const option = useMemo<EChartsOption>(
    () => ({
      grid: { left: 2, right: 2, top: 6, bottom: 2 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v) => money.formatIn(Number(v), store.currency),
      },
      xAxis: { type: 'category', show: false, boundaryGap: false, data: trend.map((d) => d.date) },
      yAxis: { type: 'value', show: false, min: 'dataMin' },
      series: [
        {
          type: 'line',
          name: t('columns.net_sales'),
          data: trend.map((d) => d.net_sales),
          smooth: true,
          symbol: 'none',
          lineStyle: { width: 2, color: lineColor },
          areaStyle: { color: lineColor, opacity: 0.12 },
        },
      ],
    }),
    [trend, money, store.currency, lineColor, t],
  );
  const quiet = store.insight === 'no_sales';

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="store-card"
      data-location={store.location_id}
      style={active ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <div className={classes.store}>
        <div className={classes.storeHead}>
          <p className={classes.storeName}>
            <bdi>{name}</bdi>
          </p>
          <Badge
            variant="light"
            color={color}
            radius="sm"
            tt="none"
            leftSection={<Icon size={14} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            {t(`stores.kinds.${store.insight}`)}
          </Badge>
        </div>
        {quiet ? null : (
          <div className={classes.storeFigure}>
            <p className={classes.storeSales}>
              {money.formatIn(store.figures.net_sales, store.currency)}
            </p>
            <ChangeBadge
              change={changeOfPct(
                store.change_pct,
                store.figures.net_sales,
                store.compare.net_sales,
              )}
            />
          </div>
        )}
        {!quiet && trend.length > 1 ? (
          <Chart option={option} height={48} label={t('stores.trend', { store: name })} />
        ) : null}
        <InsightText store={store} name={name} lang={money.lang} />
        {quiet ? null : (
          <p className={classes.storeDetails}>
            {t('stores.details', {
              transactions: numberFormat(money.lang).format(store.figures.transactions),
              average: money.formatIn(store.figures.average_order_value, store.currency),
            })}
          </p>
        )}
      </div>
    </Card>
  );
}
