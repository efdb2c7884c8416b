import {
  discountsItem,
  summaryBucket,
  usersReportItem,
  type discountsQuery,
  type discountsReply,
  type reportQuery,
  type salesSummaryQuery,
  type salesSummaryReply,
  type usersReportReply,
} from '@contract/reports';
import type { z } from 'zod';
import { figuresOf, zeroSums, type FigureSums } from '../sales/figures';
import { comparisonSums, readGrouped, readSumsBy } from '../sales/read';
import { mondayOf } from '../sales/reports';
import { pageItems, percentOf, reportMeta, type ReportContext } from './frame';
import {
  addInto,
  columnsOf,
  hasSales,
  idOrNull,
  invoicesInScope,
  rowFigures,
  sumAll,
} from './aggregateReportsShared';

/** The sales reports read from the aggregates: the summary, each cashier's, the discounts. */

type SummaryBucket = z.infer<typeof summaryBucket>;
type UsersItem = z.infer<typeof usersReportItem>;
type DiscountsItem = z.infer<typeof discountsItem>;

/** The figures of a bucket of the sales summary, its key aside. */
function summaryFigures(sums: FigureSums): Omit<SummaryBucket, 'key'> {
  const f = figuresOf(sums);
  return {
    transactions: sums.sales_count,
    refund_count: sums.refund_count,
    guests: sums.guests,
    ...rowFigures(sums),
    vat: f.vat,
    average_order_value: f.average_order_value,
  };
}

/**
 * The sums of each bucket: locations are all listed (a store without sales is worth seeing);
 * days, weeks and months only where something sold, so "all time" reads as fast as a week.
 */
async function bucketSums(
  { db, scope }: ReportContext<unknown>,
  group: z.infer<typeof salesSummaryQuery>['group'],
): Promise<Map<string, FigureSums>> {
  if (group === 'location') {
    const byLocation = await readSumsBy(db, scope, 'location_id');
    return new Map(scope.locations.map((l) => [l.id, byLocation.get(l.id) ?? zeroSums()]));
  }
  const keyOf = (date: string) =>
    group === 'day' ? date : group === 'week' ? mondayOf(date) : date.slice(0, 7);
  const buckets = new Map<string, FigureSums>();
  for (const [date, sums] of await readSumsBy(db, scope, 'business_date')) {
    if (hasSales(sums)) addInto(buckets, keyOf(date), sums);
  }
  return buckets;
}

/** `GET /sales-summary`: the period's figures per bucket, in total, and of the period before. */
export async function salesSummary(
  context: ReportContext<z.infer<typeof salesSummaryQuery>>,
): Promise<z.infer<typeof salesSummaryReply>> {
  const { db, scope, query } = context;
  const buckets = await bucketSums(context, query.group);
  const items = [...buckets].map(([key, sums]) => ({ key, ...summaryFigures(sums) }));
  const total = sumAll(buckets.values());
  const compare = await comparisonSums(db, scope, Date.now());
  return {
    ...reportMeta(scope),
    ...pageItems(items, query, {
      sortable: columnsOf(summaryBucket),
      fallback: 'key',
      tieBreak: 'key',
    }),
    totals: summaryFigures(total),
    figures: figuresOf(total),
    compare: { ...figuresOf(compare.sums), period: compare.period },
  };
}

/** Voided orders per cashier ('' for none): a void takes nothing from the aggregates' figures. */
async function voidCounts(
  { db, scope }: ReportContext<unknown>,
  cashierId: string | undefined,
): Promise<Map<string, number>> {
  let query = db
    .selectFrom('invoices')
    .select((eb) => ['cashier_id', eb.fn.countAll<number | string>().as('count')])
    .where(invoicesInScope(scope))
    .where('status', '=', 'void');
  if (cashierId) query = query.where('cashier_id', '=', cashierId);
  const rows = await query.groupBy('cashier_id').execute();
  return new Map(rows.map((r) => [r.cashier_id ?? '', Number(r.count)]));
}

function usersFigures(sums: FigureSums, voids: number): Omit<UsersItem, 'cashier_id'> {
  return {
    transactions: sums.sales_count,
    refund_count: sums.refund_count,
    void_count: voids,
    ...rowFigures(sums),
    average_order_value: figuresOf(sums).average_order_value,
    discount_rate: percentOf(sums.discounts, sums.gross),
  };
}

/** `GET /invoices-users-report`: each cashier's sales, refunds, voids and discounts. */
export async function usersReport(
  context: ReportContext<z.infer<typeof reportQuery>>,
): Promise<z.infer<typeof usersReportReply>> {
  const { db, scope, query } = context;
  const sums = new Map<string, FigureSums>();
  for (const row of await readGrouped(db, scope, 'sales_by_cashier', ['cashier_id'])) {
    const cashier = row.key.cashier_id!;
    if (query.cashier_id && cashier !== query.cashier_id) continue;
    if (hasSales(row.sums)) sums.set(cashier, row.sums);
  }
  const voids = await voidCounts(context, query.cashier_id);
  // A cashier whose every order of the period was voided is still one to see.
  const cashiers = new Set([...sums.keys(), ...voids.keys()]);
  const items = [...cashiers].map((cashier) => ({
    cashier_id: idOrNull(cashier),
    ...usersFigures(sums.get(cashier) ?? zeroSums(), voids.get(cashier) ?? 0),
  }));
  const voidTotal = [...voids.values()].reduce((a, b) => a + b, 0);
  return {
    ...reportMeta(scope),
    ...pageItems(items, query, {
      sortable: columnsOf(usersReportItem),
      fallback: 'net_sales',
      tieBreak: 'cashier_id',
    }),
    totals: usersFigures(sumAll(sums.values()), voidTotal),
  };
}

/** The sums per key of a discounts grouping; keys of "none" are ''. */
async function discountSums(
  { db, scope }: ReportContext<unknown>,
  group: z.infer<typeof discountsQuery>['group'],
): Promise<Map<string, FigureSums>> {
  const out = new Map<string, FigureSums>();
  const add = (key: string, sums: FigureSums) => {
    if (hasSales(sums)) addInto(out, key, sums);
  };
  switch (group) {
    case 'product':
      // Discounts are given on lines: a product's modifiers carry none and are left out.
      for (const r of await readGrouped(db, scope, 'sales_by_item', ['item_kind', 'item_id'])) {
        if (r.key.item_kind === 'product') add(r.key.item_id!, r.sums);
      }
      break;
    case 'category':
      for (const r of await readGrouped(db, scope, 'sales_by_item', ['category_id'])) {
        add(r.key.category_id!, r.sums);
      }
      break;
    case 'cashier':
      for (const r of await readGrouped(db, scope, 'sales_by_cashier', ['cashier_id'])) {
        add(r.key.cashier_id!, r.sums);
      }
      break;
    case 'day':
    case 'location':
      for (const [key, sums] of await readSumsBy(
        db,
        scope,
        group === 'day' ? 'business_date' : 'location_id',
      )) {
        add(key, sums);
      }
      break;
  }
  return out;
}

function discountFigures(sums: FigureSums): Omit<DiscountsItem, 'key'> {
  const f = figuresOf(sums);
  return {
    gross_sales: f.gross_sales,
    discounts: f.discounts,
    complimentary: f.complimentary,
    discount_rate: percentOf(sums.discounts, sums.gross),
    net_sales: f.net_sales,
  };
}

/** `GET /discounts-report`: discounts and free lines per product, category, cashier, day or place. */
export async function discountsReport(
  context: ReportContext<z.infer<typeof discountsQuery>>,
): Promise<z.infer<typeof discountsReply>> {
  const { scope, query } = context;
  const sums = await discountSums(context, query.group);
  const items = [...sums].map(([key, s]) => ({ key, ...discountFigures(s) }));
  return {
    ...reportMeta(scope),
    ...pageItems(items, query, {
      sortable: columnsOf(discountsItem),
      fallback: 'discounts',
      tieBreak: 'key',
    }),
    totals: discountFigures(sumAll(sums.values())),
  };
}
