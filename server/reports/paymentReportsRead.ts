import { resources } from '@contract/registry';
import type {
  advancedSummaryReply,
  paymentBreakdownReply,
  paymentCategoriesReply,
  paymentChartReply,
  ReportQuery,
} from '@contract/reports';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/tables';
import { resourceDb } from '../resources/store';
import { aggregateDeltas, loadAggregatedInvoices } from '../sales/aggregates';
import { fromMilli } from '../sales/figures';
import { comparisonOf, readPayments, type Comparison } from '../sales/read';
import type { SalesScope } from '../sales/scope';
import { pageItems, percentOf, reportMeta } from './frame';

/**
 * The advanced payment report's reads of the payments aggregate (sales_by_payment): the period's
 * totals against the period before, per kind of method, per day, per method and location. Money is
 * summed in milli and turned into amounts once, at the end.
 */

type Filter = Pick<ReportQuery, 'payment_method_id'>;

/** Payments as the aggregate keeps them, in milli. */
interface PaymentSums {
  payments_count: number;
  amount: number;
  refunded: number;
  tips: number;
}

const zeroPayments = (): PaymentSums => ({ payments_count: 0, amount: 0, refunded: 0, tips: 0 });

function addPayments(into: PaymentSums, more: Partial<Record<keyof PaymentSums, number>>) {
  into.payments_count += more.payments_count ?? 0;
  into.amount += more.amount ?? 0;
  into.refunded += more.refunded ?? 0;
  into.tips += more.tips ?? 0;
  return into;
}

/** What was taken in less what was paid back. */
const netMilli = (s: PaymentSums) => s.amount - s.refunded;

/** A void takes its payments back out and leaves the aggregate row at zero: no payment was made. */
const hasPayments = (s: PaymentSums) =>
  s.payments_count !== 0 || s.amount !== 0 || s.refunded !== 0 || s.tips !== 0;

const amountsOf = (s: PaymentSums) => ({
  payments_count: s.payments_count,
  amount: fromMilli(s.amount),
  refunded: fromMilli(s.refunded),
  net: fromMilli(netMilli(s)),
  tips: fromMilli(s.tips),
});

/** The aggregate's rows grouped by method (and `more`), the method filter applied. */
async function paymentRows(
  db: Kysely<Database>,
  scope: SalesScope,
  filter: Filter,
  more: ReadonlyArray<'business_date' | 'location_id'> = [],
) {
  if (scope.locations.length === 0) return [];
  const rows = await readPayments(db, scope, ['payment_method_id', ...more]);
  return rows.filter(
    (r) =>
      hasPayments(r) &&
      (!filter.payment_method_id || r.key.payment_method_id === filter.payment_method_id),
  );
}

const total = (rows: readonly PaymentSums[]) =>
  rows.reduce((sum, r) => addPayments(sum, r), zeroPayments());

/**
 * The payments of a day up to a minute of it (the comparison of today): the aggregate has no hours,
 * so the invoices of that part of the day are read and each adds what it adds to the aggregate.
 */
async function paymentsUntil(
  db: Kysely<Database>,
  customerId: string,
  part: Comparison['partial'][number],
  filter: Filter,
): Promise<PaymentSums> {
  const invoices = await db
    .selectFrom('invoices')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('location_id', '=', part.location.id)
    .where('business_date', '=', part.date)
    .where('status', '=', 'completed')
    .where('business_minute', '<', part.untilMinute)
    .execute();
  const sums = zeroPayments();
  for (const invoice of await loadAggregatedInvoices(db, invoices)) {
    for (const delta of aggregateDeltas(invoice, 1)) {
      if (delta.table !== 'sales_by_payment') continue;
      if (filter.payment_method_id && delta.key.payment_method_id !== filter.payment_method_id) {
        continue;
      }
      addPayments(sums, delta.values);
    }
  }
  return sums;
}

/** `summary`: the period's payments and those of the period it is compared with. */
export async function advancedSummary(
  db: Kysely<Database>,
  scope: SalesScope,
  filter: Filter,
  now = Date.now(),
): Promise<z.infer<typeof advancedSummaryReply>> {
  const rows = await paymentRows(db, scope, filter);
  const sums = total(rows);
  const comparison = comparisonOf(scope, now);
  const before = total(await paymentRows(db, comparison.whole, filter));
  for (const part of comparison.partial) {
    addPayments(before, await paymentsUntil(db, scope.customerId, part, filter));
  }
  return {
    ...reportMeta(scope),
    ...amountsOf(sums),
    // Rounded to the milli like every amount (as figuresOf rounds the average order value).
    average_payment:
      sums.payments_count === 0 ? 0 : fromMilli(Math.round(netMilli(sums) / sums.payments_count)),
    methods_used: new Set(rows.map((r) => r.key.payment_method_id)).size,
    compare: { period: comparison.period, ...amountsOf(before) },
  };
}

/** Each payment method's kind (cash, card...), deleted methods included: their payments remain. */
async function methodKinds(db: Kysely<Database>, customerId: string) {
  const rows = await resourceDb(db)
    .selectFrom(resources.paymentMethods.table)
    .select(['id', 'kind'])
    .where('customer_id', '=', customerId)
    .execute();
  return new Map(rows.map((r) => [String(r.id), String(r.kind ?? 'other')]));
}

type Query = Filter & Pick<ReportQuery, 'sort' | 'dir' | 'page' | 'limit'>;

/** `payment-categories`: per kind of payment method, with its share of the net taken in. */
export async function paymentCategories(
  db: Kysely<Database>,
  scope: SalesScope,
  query: Query,
): Promise<z.infer<typeof paymentCategoriesReply>> {
  const rows = await paymentRows(db, scope, query);
  const kinds = await methodKinds(db, scope.customerId);
  const byKind = new Map<string, PaymentSums>();
  for (const row of rows) {
    const kind = kinds.get(row.key.payment_method_id!) ?? 'other';
    byKind.set(kind, addPayments(byKind.get(kind) ?? zeroPayments(), row));
  }
  const sums = total(rows);
  const entry = (s: PaymentSums) => {
    const { tips: _tips, ...amounts } = amountsOf(s);
    return { ...amounts, share: percentOf(netMilli(s), netMilli(sums)) };
  };
  const items = [...byKind].map(([kind, s]) => ({ kind, ...entry(s) }));
  return {
    ...reportMeta(scope),
    ...pageItems(items, query, {
      sortable: ['kind', 'payments_count', 'amount', 'refunded', 'net', 'share'],
      fallback: 'net',
      tieBreak: 'kind',
    }),
    totals: entry(sums),
  };
}

/** `chart-data`: per business date with payments, the net taken in per method. */
export async function paymentChart(
  db: Kysely<Database>,
  scope: SalesScope,
  filter: Filter,
): Promise<z.infer<typeof paymentChartReply>> {
  const rows = await paymentRows(db, scope, filter, ['business_date']);
  const days = new Map<string, Map<string, PaymentSums>>();
  const methods = new Map<string, PaymentSums>();
  for (const row of rows) {
    const date = row.key.business_date!;
    const method = row.key.payment_method_id!;
    const day = days.get(date) ?? new Map<string, PaymentSums>();
    day.set(method, addPayments(day.get(method) ?? zeroPayments(), row));
    days.set(date, day);
    methods.set(method, addPayments(methods.get(method) ?? zeroPayments(), row));
  }
  return {
    ...reportMeta(scope),
    // The methods that took the most first: the chart's legend and stacking order.
    payment_methods: [...methods]
      .sort(([a, x], [b, y]) => netMilli(y) - netMilli(x) || a.localeCompare(b))
      .map(([id]) => id),
    days: [...days]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, day]) => ({
        date,
        methods: Object.fromEntries([...day].map(([id, s]) => [id, fromMilli(netMilli(s))])),
        net: fromMilli(netMilli(total([...day.values()]))),
      })),
  };
}

/** `payment-breakdown`: per payment method and location. */
export async function paymentBreakdown(
  db: Kysely<Database>,
  scope: SalesScope,
  query: Query,
): Promise<z.infer<typeof paymentBreakdownReply>> {
  const rows = await paymentRows(db, scope, query, ['location_id']);
  const items = rows
    .map((r) => ({
      payment_method_id: r.key.payment_method_id!,
      location_id: r.key.location_id!,
      ...amountsOf(r),
    }))
    // Rows that tie on the sort key keep this order (the sort is stable), page after page.
    .sort(
      (a, b) =>
        a.payment_method_id.localeCompare(b.payment_method_id) ||
        a.location_id.localeCompare(b.location_id),
    );
  return {
    ...reportMeta(scope),
    ...pageItems(items, query, {
      sortable: [
        'payment_method_id',
        'location_id',
        'payments_count',
        'amount',
        'refunded',
        'net',
        'tips',
      ],
      fallback: 'net',
      tieBreak: 'payment_method_id',
    }),
    totals: amountsOf(total(rows)),
  };
}

/** What the transactions of a period add up to: the net taken in and the tips. */
export async function transactionTotals(db: Kysely<Database>, scope: SalesScope, filter: Filter) {
  const sums = total(await paymentRows(db, scope, filter));
  return { amount: fromMilli(netMilli(sums)), tip: fromMilli(sums.tips) };
}
