import type { cashFlowReply } from '@contract/reports';
import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { ReportColumn, ReportDefinition } from '../frame/definition';
import type { ReportNames } from '../frame/useReportNames';
import { ReportScreen } from '../frame/ReportScreen';
import { CashFlowMethods } from './cashFlowMethods';
import { figure } from './columns';

export type CashFlowReply = z.infer<typeof cashFlowReply>;
export type CashFlowRow = CashFlowReply['items'][number];

/** A payment method's column: what it took in that day (refunds not deducted). */
const methodColumn = (id: string, label: string): ReportColumn<CashFlowRow> => ({
  key: id,
  label,
  kind: 'money',
  value: (row) => row.methods[id] ?? 0,
});

/**
 * `/dashboard/reporting/daily-sales-cash-flow`: one row per business day, its sales, then the money
 * in per payment method, what was paid back and the net cash flow. The methods are those the reply
 * names (`payment_methods`, which the rows' `methods` hold), each headed by its name in the user's
 * language.
 */
export function cashFlowReport(
  methods: readonly { id: string; name: string }[],
): ReportDefinition<CashFlowRow, CashFlowReply> {
  return {
    slug: 'daily-sales-cash-flow',
    title: 'reports.daily-sales-cash-flow.title',
    description: 'reports.daily-sales-cash-flow.description',
    path: () => '/payment-report/v2',
    filters: [],
    columns: () => [
      { key: 'date', label: 'columns.date', kind: 'date', sortable: true },
      figure<CashFlowRow>('transactions', 'count'),
      figure<CashFlowRow>('net_sales'),
      figure<CashFlowRow>('total_sales'),
      ...methods.map((m) => methodColumn(m.id, m.name)),
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
}

/** The reply's methods, named; an unknown one by a word that says so, never by its id. */
const namedMethods = (ids: readonly string[], names: ReportNames, unknown: string) =>
  ids.map((id) => ({ id, name: names.name('paymentMethods', id) ?? unknown }));

export function CashFlowScreen() {
  // The frame draws the columns before it has read; the methods come with the reply, so the
  // screen keeps the last reply's methods and the definition is made again when they change.
  const [methods, setMethods] = useState<readonly { id: string; name: string }[]>([]);
  const definition = useMemo(() => cashFlowReport(methods), [methods]);
  const onMethods = useCallback(
    (next: readonly { id: string; name: string }[]) =>
      setMethods((current) => (sameMethods(current, next) ? current : next)),
    [],
  );
  return (
    <ReportScreen
      definition={definition}
      summary={({ reply, names, ctx }) =>
        reply ? (
          <CashFlowMethods
            reply={reply}
            names={names}
            money={ctx.money}
            named={namedMethods}
            onMethods={onMethods}
          />
        ) : null
      }
    />
  );
}

const sameMethods = (a: readonly { id: string; name: string }[], b: typeof a) =>
  a.length === b.length && a.every((m, i) => m.id === b[i]!.id && m.name === b[i]!.name);
