import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MovementRow } from '@contract/stock';
import { Chart } from '@/components/reports/Chart';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import { numberFormat } from '@/lib/formats';
import type { MoneyFormat } from '@/lib/money';
import { wastageByReason } from './byReason';

/** What the period's wastage cost, by reason: a bar each, or the same figures as a table. */
export function ReasonChart({ rows, money }: { rows: readonly MovementRow[]; money: MoneyFormat }) {
  const { t } = useTranslation('stock');
  const totals = useMemo(() => wastageByReason(rows), [rows]);
  const grand = totals.reduce((sum, r) => sum + r.value, 0);
  // Axis ticks as short numbers ("40K"), as the sales charts write them: whole amounts with the
  // currency do not fit side by side on a phone.
  const axisAmount = numberFormat(money.lang, { notation: 'compact' });
  const title = t('wastage.byReason');
  return (
    <ChartCard
      title={title}
      description={t('wastage.totalLost', { amount: money.format(grand) })}
      data-testid="wastage-by-reason"
      empty={
        totals.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('wastage.none')}
          </Text>
        ) : undefined
      }
      chart={
        <Chart
          label={title}
          height={Math.max(160, totals.length * 44)}
          option={{
            // Room on both sides: right to left, the value axis ends on the left with its last label.
            grid: { left: 24, right: 24, top: 8, bottom: 8, containLabel: true },
            xAxis: {
              type: 'value',
              axisLabel: { formatter: (v: number) => axisAmount.format(v), hideOverlap: true },
            },
            yAxis: {
              type: 'category',
              inverse: true,
              data: totals.map((r) => t(`reasons.${r.reason}`)),
            },
            tooltip: { trigger: 'axis', valueFormatter: (v) => money.format(Number(v)) },
            series: [{ type: 'bar', data: totals.map((r) => r.value), barMaxWidth: 28 }],
          }}
        />
      }
      table={
        <FiguresTable
          caption={title}
          rows={totals}
          rowKey={(r) => r.reason}
          columns={[
            { key: 'reason', label: t('columns.reason'), value: (r) => t(`reasons.${r.reason}`) },
            { key: 'lines', label: t('wastage.lines'), value: (r) => r.lines, numeric: true },
            {
              key: 'value',
              label: t('columns.value'),
              value: (r) => money.format(r.value),
              numeric: true,
            },
          ]}
        />
      }
    />
  );
}
