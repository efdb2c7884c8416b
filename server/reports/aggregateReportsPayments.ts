import { resources } from '@contract/registry';
import {
  cashFlowItem,
  paymentReportItem,
  type cashFlowReply,
  type paymentReportReply,
  type reportQuery,
} from '@contract/reports';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/tables';
import { resourceDb } from '../resources/store';
import { fromMilli, zeroSums, type FigureSums } from '../sales/figures';
import { readPayments, readSumsBy } from '../sales/read';
import { pageItems, percentOf, reportMeta, type ReportContext } from './frame';
import { columnsOf, hasSales, rowFigures, sumAll } from './aggregateReportsShared';

/** The payment reports read from the payments aggregate: per method, and per day as cash flow. */

type Query = z.infer<typeof reportQuery>;
type CashFlowItem = z.infer<typeof cashFlowItem>;

/** Amounts of payments, in milli. */
interface Takings {
  payments_count: number;
  amount: number;
  refunded: number;
  tips: number;
}

function paymentRow(t: Takings, allNet: number) {
  const net = t.amount - t.refunded;
  return {
    payments_count: t.payments_count,
    amount: fromMilli(t.amount),
    refunded: fromMilli(t.refunded),
    net: fromMilli(net),
    tips: fromMilli(t.tips),
    share: percentOf(net, allNet),
  };
}

/**
 * `GET /payment-report`: what each payment method took in and paid back. A method's share is of
 * what every method took in net, also when one method is asked for.
 */
export async function paymentReport(
  context: ReportContext<Query>,
): Promise<z.infer<typeof paymentReportReply>> {
  const { db, scope, query } = context;
  const rows = (await readPayments(db, scope)).filter((r) => r.payments_count !== 0);
  const allNet = rows.reduce((s, r) => s + r.amount - r.refunded, 0);
  const chosen = query.payment_method_id
    ? rows.filter((r) => r.key.payment_method_id === query.payment_method_id)
    : rows;
  const total: Takings = { payments_count: 0, amount: 0, refunded: 0, tips: 0 };
  for (const r of chosen) {
    total.payments_count += r.payments_count;
    total.amount += r.amount;
    total.refunded += r.refunded;
    total.tips += r.tips;
  }
  const items = chosen.map((r) => ({
    payment_method_id: r.key.payment_method_id!,
    ...paymentRow(r, allNet),
  }));
  return {
    ...reportMeta(scope),
    ...pageItems(items, query, {
      sortable: columnsOf(paymentReportItem),
      fallback: 'net',
      tieBreak: 'payment_method_id',
    }),
    totals: paymentRow(total, allNet),
  };
}

/** Payment method ids in the order the business lists its methods. */
async function methodOrder(
  db: Kysely<Database>,
  customerId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await resourceDb(db)
    .selectFrom(resources.paymentMethods.table)
    .select(['id', 'sort_order', 'name'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...ids])
    .execute();
  const rank = new Map(
    rows
      .sort(
        (a, b) =>
          Number(a.sort_order) - Number(b.sort_order) ||
          String(a.name).localeCompare(String(b.name)),
      )
      .map((r, i) => [r.id, i]),
  );
  return [...ids].sort(
    (a, b) => (rank.get(a) ?? rank.size) - (rank.get(b) ?? rank.size) || a.localeCompare(b),
  );
}

/** A day's (or the period's) row: the sales figures, then the money in and out. */
function cashFlowRow(
  sums: FigureSums,
  methods: ReadonlyMap<string, number>,
  refunded: number,
): Omit<CashFlowItem, 'date'> {
  const collected = [...methods.values()].reduce((a, b) => a + b, 0);
  return {
    transactions: sums.sales_count,
    ...rowFigures(sums),
    methods: Object.fromEntries([...methods].map(([id, amount]) => [id, fromMilli(amount)])),
    collected: fromMilli(collected),
    refunded: fromMilli(refunded),
    net_cash_flow: fromMilli(collected - refunded),
  };
}

/**
 * `GET /payment-report/v2`: the daily sales and cash flow, one row per business date with sales
 * or payments. Money in is what each method took (refunds not deducted); money out what was paid back.
 */
export async function cashFlow(
  context: ReportContext<Query>,
): Promise<z.infer<typeof cashFlowReply>> {
  const { db, scope, query } = context;
  const sales = new Map(
    [...(await readSumsBy(db, scope, 'business_date'))].filter(([, s]) => hasSales(s)),
  );
  const payments = (await readPayments(db, scope, ['business_date', 'payment_method_id'])).filter(
    (r) => r.payments_count !== 0,
  );
  const days = new Map<string, { methods: Map<string, number>; refunded: number }>();
  const dayOf = (date: string) => {
    const day = days.get(date) ?? { methods: new Map<string, number>(), refunded: 0 };
    days.set(date, day);
    return day;
  };
  const allMethods = new Map<string, number>();
  let allRefunded = 0;
  for (const r of payments) {
    const day = dayOf(r.key.business_date!);
    const method = r.key.payment_method_id!;
    day.methods.set(method, (day.methods.get(method) ?? 0) + r.amount);
    day.refunded += r.refunded;
    allMethods.set(method, (allMethods.get(method) ?? 0) + r.amount);
    allRefunded += r.refunded;
  }
  for (const date of sales.keys()) dayOf(date);
  const items = [...days].map(([date, day]) => ({
    date,
    ...cashFlowRow(sales.get(date) ?? zeroSums(), day.methods, day.refunded),
  }));
  return {
    ...reportMeta(scope),
    ...pageItems(items, query, {
      sortable: columnsOf(cashFlowItem).filter((c) => c !== 'methods'),
      fallback: 'date',
      tieBreak: 'date',
    }),
    totals: cashFlowRow(sumAll(sales.values()), allMethods, allRefunded),
    payment_methods: await methodOrder(db, scope.customerId, [...allMethods.keys()]),
  };
}
