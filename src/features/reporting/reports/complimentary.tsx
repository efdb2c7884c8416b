import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import type { complimentaryReply } from '@contract/salesReports';
import type { z } from 'zod';
import type { ReportDefinition, ReportReply } from '../frame/definition';
import { ReportScreen } from '../frame/ReportScreen';
import { ComplimentaryByCashier } from './complimentaryCashiers';

type FreeReply = z.infer<typeof complimentaryReply>;
type FreeRow = FreeReply['data'][number];

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Issue 8's reply as a report reply: its items, and as totals the value the server gives for the
 * period (`total`) with the quantities given added up.
 */
export function adaptComplimentary(raw: unknown): ReportReply<FreeRow> {
  const reply = raw as FreeReply;
  return {
    period: reply.period,
    locations: reply.locations,
    currencies: reply.currencies,
    as_of: reply.as_of,
    items: reply.data,
    totals: {
      value: reply.total,
      quantity: round3(reply.data.reduce((sum, row) => sum + row.quantity, 0)),
    },
    total: reply.data.length,
    page: 1,
    limit: reply.data.length,
  };
}

/** `/dashboard/reporting/complementary-report`: what was given free, by product and by cashier. */
export const complimentaryReport: ReportDefinition<FreeRow> = {
  slug: 'complementary-report',
  title: 'reports.complementary-report.title',
  description: 'reports.complementary-report.description',
  call: () => salesAnalysisCalls.complimentary,
  filters: [],
  columns: () => [
    {
      key: 'item_id',
      label: 'columns.item_id',
      kind: 'ref',
      ref: (row) => (row.item_kind === 'modifier' ? 'modifierItems' : 'products'),
    },
    { key: 'quantity', label: 'columns.freeQuantity', kind: 'quantity', sortable: true },
    { key: 'value', label: 'columns.freeValue', kind: 'money', sortable: true },
  ],
  rowKey: (row) => `${row.item_kind}:${row.item_id}`,
  defaultSort: { key: 'value', dir: 'desc' },
  defaultPeriod: 'last_30_days',
  chart: () => ({
    kind: 'bar',
    title: 'charts.topComplimentary',
    label: 'item_id',
    values: ['value'],
    horizontal: true,
    query: { sort: 'value', dir: 'desc', limit: 10 },
  }),
  serverPaging: false,
  adapt: adaptComplimentary,
  fileBase: 'complimentary-report',
};

export function ComplimentaryReportScreen() {
  return (
    <ReportScreen
      definition={complimentaryReport}
      summary={({ read, view, reply, ctx, names }) => (
        <ComplimentaryByCashier
          query={read.query}
          today={view.today}
          total={reply ? (reply.totals?.value ?? 0) : null}
          money={ctx.money}
          cashierName={(id) => names.name('users', id)}
        />
      )}
    />
  );
}
