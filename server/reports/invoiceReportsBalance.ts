import { roundMoney } from '@contract/money';
import type { ReportQuery } from '@contract/reports';
import type { InvoiceStatus } from '@contract/sales';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/tables';
import { fromMilli, MILLI } from '../sales/figures';
import { pageItems, reportMeta, type ReportContext } from './frame';
import { pageInvoices } from './invoiceReportsPaging';
import { filtersOf, invoicesOf, type InvoiceFilters } from './invoiceReportsSql';
import type { SalesScope } from '../sales/scope';

/**
 * `GET /balance-report` and `GET /total-balance` (the `balance` screen): sales the guest has not
 * fully paid yet (what is due beyond what was paid), one by one and per location. Voids owe nothing;
 * a refund is money going out, not a balance a guest owes.
 */

export const balanceFilters = ['channel_id', 'order_type_id', 'cashier_id', 'status'] as const;
export const balanceSortable = ['balance', 'created_at', 'number', 'total', 'paid'] as const;

/**
 * The least a sale may owe, in milli, and still owe something in the location's money: what does not
 * round to nothing at its decimals (`roundMoney`, half a minor unit: 5 for cents, 1 for three
 * decimals). A till that rounds each line's tax leaves a completed sale 0.001 short; that is paid.
 */
export function leastOwed(decimals: number): number {
  let [low, high] = [1, MILLI];
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (roundMoney(fromMilli(mid), decimals) > 0) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * Sales that still owe something. The first three are written as literals, not parameters: SQLite
 * reads the partial index `invoices_unpaid` only when the query's conditions visibly are the
 * index's own; what is owed is then held to each location's least amount.
 */
function unpaidOf(scope: SalesScope) {
  const byLeast = new Map<number, string[]>();
  for (const l of scope.locations) {
    const least = leastOwed(l.decimals);
    byLeast.set(least, [...(byLeast.get(least) ?? []), l.id]);
  }
  const owing = (least: number) => sql<SqlBool>`invoices.due - invoices.paid >= ${sql.lit(least)}`;
  return (eb: ExpressionBuilder<Database, 'invoices'>) => [
    sql<SqlBool>`invoices.kind = 'sale'`,
    sql<SqlBool>`invoices.status <> 'void'`,
    sql<SqlBool>`invoices.due > invoices.paid`,
    ...(byLeast.size <= 1
      ? [...byLeast.keys()].map(owing)
      : [
          eb.or(
            [...byLeast].map(([least, ids]) =>
              eb.and([eb('invoices.location_id', 'in', ids), owing(least)]),
            ),
          ),
        ]),
  ];
}

const unpaidInvoices = (scope: SalesScope, filters: InvoiceFilters) =>
  invoicesOf(scope, filters, unpaidOf(scope));

export async function balanceReport(context: ReportContext<ReportQuery>) {
  const { db, scope, query } = context;
  const filters = filtersOf(query, balanceFilters);
  const where = unpaidInvoices(scope, filters);
  const sums = await db
    .selectFrom('invoices')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('invoices.due').as('due'),
      eb.fn.sum<number | string>('invoices.paid').as('paid'),
    ])
    .where(where)
    .executeTakeFirst();
  const [due, paid] = [Number(sums?.due ?? 0), Number(sums?.paid ?? 0)];
  const { rows, next } = await pageInvoices(
    context,
    { scope, filters, extra: unpaidOf(scope) },
    { sortable: balanceSortable, fallback: 'balance' },
  );
  return {
    ...reportMeta(scope),
    items: rows.map((r) => ({
      id: r.id,
      number: r.number,
      created_at: r.created_at,
      location_id: r.location_id,
      status: r.status as InvoiceStatus,
      crm_customer_id: r.crm_customer_id,
      total: fromMilli(Number(r.due)),
      paid: fromMilli(Number(r.paid)),
      balance: fromMilli(Number(r.due) - Number(r.paid)),
    })),
    // A page after a cursor leaves the totals to the read's first page, as every report does.
    totals:
      query.after === undefined
        ? { total: fromMilli(due), paid: fromMilli(paid), balance: fromMilli(due - paid) }
        : null,
    total: Number(sums?.count ?? 0),
    page: query.page,
    limit: query.limit,
    next,
  };
}

export const totalBalanceSortable = [
  'balance',
  'invoices',
  'total',
  'paid',
  'location_id',
] as const;

/** Every location read, with what its unpaid sales still owe (nothing: zeros). */
export async function totalBalance({ db, scope, query }: ReportContext<ReportQuery>) {
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => [
      'invoices.location_id',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('invoices.due').as('due'),
      eb.fn.sum<number | string>('invoices.paid').as('paid'),
    ])
    .where(unpaidInvoices(scope, filtersOf(query, balanceFilters)))
    .groupBy('invoices.location_id')
    .execute();
  const byLocation = new Map(rows.map((r) => [r.location_id, r]));
  const items = scope.locations.map((l) => {
    const r = byLocation.get(l.id);
    const [due, paid] = [Number(r?.due ?? 0), Number(r?.paid ?? 0)];
    return {
      location_id: l.id,
      invoices: Number(r?.count ?? 0),
      total: fromMilli(due),
      paid: fromMilli(paid),
      balance: fromMilli(due - paid),
    };
  });
  const [due, paid] = ['due', 'paid'].map((k) =>
    rows.reduce((s, r) => s + Number(r[k as 'due' | 'paid'] ?? 0), 0),
  ) as [number, number];
  return {
    ...reportMeta(scope),
    ...pageItems(items, query, {
      sortable: totalBalanceSortable,
      fallback: 'balance',
      tieBreak: 'location_id',
    }),
    totals: {
      invoices: items.reduce((s, i) => s + i.invoices, 0),
      total: fromMilli(due),
      paid: fromMilli(paid),
      balance: fromMilli(due - paid),
    },
  };
}
