import { aggregateReportCalls } from '@contract/frameReportCalls';
import type { cashFlowReply } from '@contract/reports';
import type { z } from 'zod';
import type { ReportColumn, ReportDefinition } from '../frame/definition';
import { ReportScreen } from '../frame/ReportScreen';
import { CashFlowMethods } from './cashFlowMethods';
import { figure } from './columns';

export type CashFlowReply = z.infer<typeof cashFlowReply>;
export type CashFlowRow = CashFlowReply['items'][number];

/** A payment method's column, headed by its name: what it took in (refunds not deducted). */
const methodColumn = (id: string): ReportColumn<CashFlowRow> => ({
  key: `method_${id}`,
  label: 'columns.payment_method_id',
  labelRef: { collection: 'paymentMethods', id },
  kind: 'money',
  value: (row) => row.methods[id] ?? 0,
  total: (totals) => totals.methods?.[id] ?? 0,
});

/**
 * `/dashboard/reporting/daily-sales-cash-flow`: one row per business day, its sales, then the money
 * in per payment method (those the reply names), what was paid back and the net cash flow.
 */
export const cashFlowReport: ReportDefinition<CashFlowRow, CashFlowReply> = {
  slug: 'daily-sales-cash-flow',
  title: 'reports.daily-sales-cash-flow.title',
  description: 'reports.daily-sales-cash-flow.description',
  call: () => aggregateReportCalls.cashFlow,
  filters: [],
  columns: ({ reply }) => [
    { key: 'date', label: 'columns.date', kind: 'date', sortable: true },
    figure<CashFlowRow>('transactions', 'count'),
    figure<CashFlowRow>('net_sales'),
    figure<CashFlowRow>('total_sales'),
    ...(reply?.payment_methods ?? []).map(methodColumn),
    figure<CashFlowRow>('collected'),
    figure<CashFlowRow>('refunded'),
    figure<CashFlowRow>('net_cash_flow'),
  ],
  rowKey: (row) => row.date,
  defaultSort: { key: 'date', dir: 'desc' },
  defaultPeriod: 'last_30_days',
  chart: () => ({
    kind: 'bar',
    title: 'charts.netCashFlow',
    label: 'date',
    values: ['net_cash_flow'],
    // Every day of the period in date order, whatever page and order the table shows.
    query: { sort: 'date', dir: 'asc', limit: 5000 },
  }),
  serverPaging: true,
  fileBase: 'daily-sales-cash-flow',
};

export function CashFlowScreen() {
  return (
    <ReportScreen
      definition={cashFlowReport}
      summary={({ reply, ctx }) => (reply ? <CashFlowMethods reply={reply} ctx={ctx} /> : null)}
    />
  );
}
