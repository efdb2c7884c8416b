import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockOverviewReply } from '@contract/stock';
import { Chart } from '@/components/reports/Chart';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import { numberFormat } from '@/lib/formats';
import type { MoneyFormat } from '@/lib/money';

/** Stock value, food cost and wastage of each material category, as bars or a table. */
export function CategoryCard({
  reply,
  money,
  categoryName,
}: {
  reply: StockOverviewReply;
  money: MoneyFormat;
  categoryName: (id: string | null) => string;
}) {
  const { t } = useTranslation('stock');
  const rows = [...reply.categories].sort(
    (a, b) => b.food_cost - a.food_cost || b.stock_value - a.stock_value,
  );
  // Axis ticks as short numbers ("40K"), as the sales charts write them: whole amounts with the
  // currency do not fit side by side on a phone.
  const axisAmount = numberFormat(money.lang, { notation: 'compact' });
  const title = t('overview.byCategory');
  const names = rows.map((r) => categoryName(r.category_id));
  return (
    <ChartCard
      title={title}
      data-testid="overview-categories"
      empty={
        rows.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('overview.noCategories')}
          </Text>
        ) : undefined
      }
      chart={
        <Chart
          label={title}
          height={Math.max(200, rows.length * 56)}
          option={{
            // Room on both sides: right to left, the value axis ends on the left with its last label.
            grid: { left: 24, right: 24, top: 36, bottom: 8, containLabel: true },
            legend: { top: 0 },
            tooltip: { trigger: 'axis', valueFormatter: (v) => money.format(Number(v)) },
            xAxis: {
              type: 'value',
              axisLabel: { formatter: (v: number) => axisAmount.format(v), hideOverlap: true },
            },
            yAxis: { type: 'category', inverse: true, data: names },
            series: [
              { name: t('overview.stockValue'), type: 'bar', data: rows.map((r) => r.stock_value) },
              { name: t('overview.foodCost'), type: 'bar', data: rows.map((r) => r.food_cost) },
              { name: t('overview.wastage'), type: 'bar', data: rows.map((r) => r.wastage) },
            ],
          }}
        />
      }
      table={
        <FiguresTable
          caption={title}
          rows={rows}
          rowKey={(r) => r.category_id ?? 'none'}
          columns={[
            {
              key: 'name',
              label: t('columns.category'),
              value: (r) => categoryName(r.category_id),
            },
            {
              key: 'stock',
              label: t('overview.stockValue'),
              value: (r) => money.format(r.stock_value),
              numeric: true,
            },
            {
              key: 'cost',
              label: t('overview.foodCost'),
              value: (r) => money.format(r.food_cost),
              numeric: true,
            },
            {
              key: 'waste',
              label: t('overview.wastage'),
              value: (r) => money.format(r.wastage),
              numeric: true,
            },
          ]}
        />
      }
    />
  );
}
