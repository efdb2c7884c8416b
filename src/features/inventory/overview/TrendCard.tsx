import { useTranslation } from 'react-i18next';
import type { StockOverviewReply } from '@contract/stock';
import { Chart } from '@/components/reports/Chart';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import { dateTimeFormat, numberFormat } from '@/lib/formats';
import type { MoneyFormat } from '@/lib/money';
import { foodCostPercent } from './figures';

/** Stock value at the end of each day and the day's food cost, as lines over the period. */
export function TrendCard({
  reply,
  money,
  percent,
}: {
  reply: StockOverviewReply;
  money: MoneyFormat;
  percent: (value: number | null) => string;
}) {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.resolvedLanguage ?? 'en';
  const day = dateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
  // Axis ticks as short numbers ("40K"), as the sales charts write them: whole amounts with the
  // currency do not fit side by side on a phone.
  const axisAmount = numberFormat(money.lang, { notation: 'compact' });
  const title = t('overview.trend');
  return (
    <ChartCard
      title={title}
      description={t('overview.trendHint')}
      data-testid="overview-trend"
      chart={
        <Chart
          label={title}
          height={300}
          option={{
            grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
            legend: { top: 0 },
            tooltip: { trigger: 'axis', valueFormatter: (v) => money.format(Number(v)) },
            xAxis: { type: 'category', data: reply.days.map((d) => label(d.date)) },
            yAxis: [
              {
                type: 'value',
                axisLabel: { formatter: (v: number) => axisAmount.format(v), hideOverlap: true },
              },
              {
                type: 'value',
                splitLine: { show: false },
                axisLabel: { formatter: (v: number) => axisAmount.format(v), hideOverlap: true },
              },
            ],
            series: [
              {
                name: t('overview.stockValue'),
                type: 'line',
                smooth: true,
                showSymbol: reply.days.length < 40,
                data: reply.days.map((d) => d.stock_value),
              },
              {
                name: t('overview.foodCost'),
                type: 'line',
                yAxisIndex: 1,
                smooth: true,
                showSymbol: reply.days.length < 40,
                data: reply.days.map((d) => d.food_cost),
              },
            ],
          }}
        />
      }
      table={
        <FiguresTable
          caption={title}
          rows={reply.days}
          rowKey={(d) => d.date}
          columns={[
            { key: 'date', label: t('columns.date'), value: (d) => label(d.date) },
            {
              key: 'stock',
              label: t('overview.stockValue'),
              value: (d) => money.format(d.stock_value),
              numeric: true,
            },
            {
              key: 'cost',
              label: t('overview.foodCost'),
              value: (d) => money.format(d.food_cost),
              numeric: true,
            },
            {
              key: 'sales',
              label: t('overview.netSales'),
              value: (d) => money.format(d.net_sales),
              numeric: true,
            },
            {
              key: 'pct',
              label: t('overview.foodCostPercent'),
              value: (d) => percent(foodCostPercent(d.food_cost, d.net_sales)),
              numeric: true,
            },
            {
              key: 'waste',
              label: t('overview.wastage'),
              value: (d) => money.format(d.wastage),
              numeric: true,
            },
          ]}
        />
      }
    />
  );
}
