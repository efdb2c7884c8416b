import { Badge, Card, Group, Stack, Text, useMantineTheme } from '@mantine/core';
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
    <Text size="sm" data-testid="store-insight" data-insight={store.insight}>
      <Trans
        t={t}
        i18nKey={`stores.insight.${sentence.key}`}
        values={{ store: name, change }}
        components={{ store: <bdi style={{ fontWeight: 600 }} /> }}
      />
    </Text>
  );
}

interface StoreCardProps {
  store: Store;
  name: string;
  active: boolean;
  money: DashboardMoney;
}

/** One location's net sales, change, daily trend and insight. */
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
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={600} size="sm" lineClamp={2} style={{ minWidth: 0 }}>
            <bdi>{name}</bdi>
          </Text>
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
        </Group>
        {quiet ? null : (
          <Group gap="xs" wrap="wrap" align="center">
            <Text fz="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {money.formatIn(store.figures.net_sales, store.currency)}
            </Text>
            <ChangeBadge
              change={changeOfPct(
                store.change_pct,
                store.figures.net_sales,
                store.compare.net_sales,
              )}
            />
          </Group>
        )}
        {!quiet && trend.length > 1 ? (
          <Chart option={option} height={48} label={t('stores.trend', { store: name })} />
        ) : null}
        <InsightText store={store} name={name} lang={money.lang} />
        {quiet ? null : (
          <Text size="xs" c="dimmed">
            {t('stores.details', {
              transactions: numberFormat(money.lang).format(store.figures.transactions),
              average: money.formatIn(store.figures.average_order_value, store.currency),
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
