import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import type { salesTrendReply } from '@contract/salesReports';
import type { z } from 'zod';
import type { ColumnKind, ReportDefinition, ReportReply } from '../frame/definition';
import { ReportScreen } from '../frame/ReportScreen';
import { figure } from './columns';
import { TrendComparisons } from './salesTrendComparisons';

type TrendReply = z.infer<typeof salesTrendReply>;
export type TrendRow = TrendReply['data'][number];
type Interval = TrendReply['interval'];

const intervals = { values: ['day', 'week', 'month'], default: 'day' } as const;

/** How a bucket's start reads: a date, the Monday of a week, a month. */
const periodKinds: Record<Interval, ColumnKind> = { day: 'date', week: 'week', month: 'month' };

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Issue 8's trend as a report reply: a month is named by its month (YYYY-MM), and the totals row
 * adds up the buckets' amounts and transactions (each bucket is a part of the period, so they add
 * up to it; the average order value of the whole is not a sum, so the row leaves it out).
 */
export function adaptTrend(raw: unknown): ReportReply<TrendRow> {
  const reply = raw as TrendReply;
  const items =
    reply.interval === 'month'
      ? reply.data.map((row) => ({ ...row, period: row.period.slice(0, 7) }))
      : reply.data;
  const sum = (key: 'net_sales' | 'gross_sales' | 'total_sales' | 'transactions') =>
    round2(items.reduce((total, row) => total + row[key], 0));
  return {
    period: reply.period,
    locations: reply.locations,
    currencies: reply.currencies,
    as_of: reply.as_of,
    items,
    totals: {
      net_sales: sum('net_sales'),
      gross_sales: sum('gross_sales'),
      total_sales: sum('total_sales'),
      transactions: sum('transactions'),
    },
    total: items.length,
    page: 1,
    limit: items.length,
  };
}

/**
 * `/dashboard/reporting/sales-trend-analysis`: net sales per day, week or month. Issue 8's call
 * takes the grouping as its `interval`.
 */
export const salesTrendReport: ReportDefinition<TrendRow> = {
  slug: 'sales-trend-analysis',
  title: 'reports.sales-trend-analysis.title',
  description: 'reports.sales-trend-analysis.description',
  call: () => salesAnalysisCalls.salesTrend,
  callQuery: (group) => ({ interval: group ?? intervals.default }),
  filters: [],
  groupings: intervals,
  columns: ({ group }) => [
    {
      key: 'period',
      label: `group.${group ?? 'day'}`,
      kind: periodKinds[(group ?? 'day') as Interval] ?? 'date',
      sortable: true,
    },
    figure<TrendRow>('net_sales'),
    figure<TrendRow>('gross_sales'),
    figure<TrendRow>('total_sales'),
    figure<TrendRow>('transactions', 'count'),
    figure<TrendRow>('average_order_value'),
  ],
  rowKey: (row) => row.period,
  defaultSort: { key: 'period', dir: 'desc' },
  defaultPeriod: 'last_30_days',
  chart: () => ({
    kind: 'line',
    title: 'charts.netSalesTrend',
    label: 'period',
    values: ['net_sales'],
    query: { sort: 'period', dir: 'asc', limit: 5000 },
  }),
  serverPaging: false,
  adapt: adaptTrend,
  fileBase: 'sales-trend-analysis',
};

export function SalesTrendScreen() {
  return (
    <ReportScreen
      definition={salesTrendReport}
      summary={({ read, view, ctx }) => (
        <TrendComparisons query={read.query} today={view.today} money={ctx.money} />
      )}
    />
  );
}
