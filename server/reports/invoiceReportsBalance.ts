import type { ReportQuery } from '@contract/reports';
import type { InvoiceStatus } from '@contract/sales';
import { sql, type SqlBool } from 'kysely';
import { fromMilli } from '../sales/figures';
import { pageItems, reportMeta, type ReportContext } from './frame';
import { filtersOf, invoicesOf, pageInvoices, type InvoiceFilters } from './invoiceReportsSql';
import type { SalesScope } from '../sales/scope';

/**
 * `GET /balance-report` and `GET /total-balance` (the `balance` screen): sales the guest has not
 * fully paid yet (what is due beyond what was paid), one by one and per location. Voids owe nothing;
 * a refund is money going out, not a balance a guest owes.
 */

export const balanceFilters = ['channel_id', 'order_type_id', 'cashier_id', 'status'] as const;
export const balanceSortable = ['balance', 'created_at', 'number', 'total', 'paid'] as const;

/**
 * Written as literals, not parameters: SQLite reads the partial index `invoices_unpaid` only when
 * the query's conditions visibly are the index's own.
 */
const unpaid = [
  sql<SqlBool>`invoices.kind = 'sale'`,
  sql<SqlBool>`invoices.status <> 'void'`,
  sql<SqlBool>`invoices.due > invoices.paid`,
];

const unpaidInvoices = (scope: SalesScope, filters: InvoiceFilters) =>
  invoicesOf(scope, filters, () => unpaid);

export async function balanceReport({ db, scope, query }: ReportContext<ReportQuery>) {
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
  const rows = await pageInvoices(
    db,
    { scope, filters, extra: () => unpaid },
    { query, sortable: balanceSortable, fallback: 'balance' },
    query,
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
    totals: { total: fromMilli(due), paid: fromMilli(paid), balance: fromMilli(due - paid) },
    total: Number(sums?.count ?? 0),
    page: query.page,
    limit: query.limit,
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
