import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/tables';
import { addSums, figuresOf, zeroSums, type FigureSums } from '../sales/figures';
import type { SalesScope } from '../sales/scope';

/** What the reports read from the aggregates share: figures of a row, sums of rows, scope of invoices. */

/** The figures of an invoice report row (contract/reports.ts `invoiceFigures`), from its sums. */
export function rowFigures(sums: FigureSums) {
  const f = figuresOf(sums);
  return {
    gross_sales: f.gross_sales,
    discounts: f.discounts,
    complimentary: f.complimentary,
    refunds: f.refunds,
    net_sales: f.net_sales,
    tax: f.tax,
    tips: f.tips,
    total_sales: f.total_sales,
  };
}

/** The sums of many rows (the totals of a report are its rows' sums, turned into figures once). */
export function sumAll(all: Iterable<FigureSums>): FigureSums {
  const total = zeroSums();
  for (const sums of all) addSums(total, sums);
  return total;
}

/** Sums added into the entry of `key`, made on first use. */
export function addInto<K>(map: Map<K, FigureSums>, key: K, sums: FigureSums): void {
  map.set(key, addSums(map.get(key) ?? zeroSums(), sums));
}

/**
 * An aggregate row that only holds zeros (a sale voided later takes its share back out but leaves
 * the row): it is not a day, cashier or item with sales.
 */
export const hasSales = (sums: FigureSums): boolean =>
  sums.sales_count !== 0 || sums.refund_count !== 0;

/** Aggregates store "none" (no cashier, no category) as '': replies say null. */
export const idOrNull = (key: string | undefined): string | null => (key ? key : null);

/** The item columns a report may sort by: every column of its item schema. */
export const columnsOf = <T extends Record<string, unknown>>(schema: { shape: T }) =>
  Object.keys(schema.shape) as (keyof T & string)[];

/**
 * Invoices of the scope: its business, its locations over their business dates. Locations reading
 * the same dates are asked together (`location_id in`), so both databases walk the invoices' day
 * index instead of every invoice of the business.
 */
export function invoicesInScope(scope: SalesScope) {
  const groups = new Map<string, { ids: string[]; from: string; to: string }>();
  for (const l of scope.locations) {
    const group = groups.get(`${l.from}|${l.to}`) ?? { ids: [], from: l.from, to: l.to };
    group.ids.push(l.id);
    groups.set(`${l.from}|${l.to}`, group);
  }
  return (eb: ExpressionBuilder<Database, 'invoices'>): Expression<SqlBool> =>
    eb.and([
      eb('customer_id', '=', scope.customerId),
      groups.size === 0
        ? sql<SqlBool>`1 = 0`
        : eb.or(
            [...groups.values()].map((g) =>
              eb.and([
                eb('location_id', 'in', g.ids),
                eb('business_date', '>=', g.from),
                eb('business_date', '<=', g.to),
              ]),
            ),
          ),
    ]);
}
