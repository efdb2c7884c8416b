import { reportFilterKeys, type ReportQuery } from '@contract/reports';
import { invoiceStatuses, type InvoiceStatus } from '@contract/sales';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/tables';
import { addSums, figuresOf, fromMilli, netSalesMilli, toMilli, zeroSums } from '../sales/figures';
import { readGrouped, readPayments } from '../sales/read';
import type { SalesScope } from '../sales/scope';
import { pageItems, percentOf, reportMeta, type ReportContext } from './frame';
import {
  filtersOf,
  invoicesOf,
  itemsFor,
  signOf,
  type InvoiceFilters,
  type ReportInvoice,
} from './invoiceReportsSql';
import { pageInvoices } from './invoiceReportsPaging';
import { aggregateHolding, periodSums } from './invoiceReportsSales';

/**
 * `GET /orders-report` (the `order` screen): every order of the period whatever its status, and
 * `GET /orders-summary` (the `summary` screen): completed sales per channel and order type.
 */

export const ordersReportSortable = [
  'created_at',
  'number',
  'status',
  'total',
  'paid',
  'items',
  'guests',
] as const;

interface StatusGroup {
  status: InvoiceStatus;
  count: number;
  /** What the invoices owe and what was paid, in milli, refunds negative. */
  due: number;
  paid: number;
  /** Guests of the sales (a refund serves none, as in the figures). */
  guests: number;
}

/** The grouped read of invoices per status and kind; `extra` narrows it. */
async function groupByStatus(
  db: Kysely<Database>,
  scope: SalesScope,
  filters: InvoiceFilters,
  extra?: (eb: ExpressionBuilder<Database, 'invoices'>) => Expression<SqlBool>[],
): Promise<StatusGroup[]> {
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => [
      'invoices.status',
      'invoices.kind',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('invoices.due').as('due'),
      eb.fn.sum<number | string>('invoices.paid').as('paid'),
      eb.fn.sum<number | string | null>('invoices.guests').as('guests'),
    ])
    .where(invoicesOf(scope, filters, extra))
    .groupBy(['invoices.status', 'invoices.kind'])
    .execute();
  return rows.map((r) => ({
    status: r.status as InvoiceStatus,
    count: Number(r.count),
    due: signOf(r.kind) * Number(r.due ?? 0),
    paid: signOf(r.kind) * Number(r.paid ?? 0),
    guests: r.kind === 'sale' ? Number(r.guests ?? 0) : 0,
  }));
}

/**
 * The statuses of invoices that are not completed sales or refunds: a few of a period, read through
 * the partial index `invoices_not_completed` (its condition written as the index's own literal).
 */
const notCompleted = (eb: ExpressionBuilder<Database, 'invoices'>) => [
  sql<SqlBool>`invoices.status <> 'completed'`,
  eb(
    'invoices.status',
    'in',
    invoiceStatuses.filter((s) => s !== 'completed'),
  ),
];

/**
 * Invoices of the period per status. Completed ones are nearly all of them, and the sales
 * aggregates hold them already: their count, what they come to (the total sales), their guests and
 * what was paid for them (payments hold no filter, so only unfiltered: `withPaid`). Only the few
 * others are then read from the invoices. A filter no aggregate holds reads every invoice.
 */
async function countByStatus(
  db: Kysely<Database>,
  scope: SalesScope,
  filters: InvoiceFilters,
  withPaid: boolean,
): Promise<StatusGroup[]> {
  const unfiltered = Object.keys(filters).length === 0;
  if (!(unfiltered || (!withPaid && aggregateHolding(filters)))) {
    return groupByStatus(db, scope, filters);
  }
  const sums = await periodSums(db, scope, filters);
  const payments = withPaid ? await readPayments(db, scope) : [];
  const completed: StatusGroup = {
    status: 'completed',
    count: sums.sales_count + sums.refund_count,
    due: toMilli(figuresOf(sums).total_sales),
    // Payments of sales less what refunds paid back: the aggregate keeps them apart.
    paid: payments.reduce((s, p) => s + p.amount - p.refunded, 0),
    guests: sums.guests,
  };
  return [completed, ...(await groupByStatus(db, scope, filters, notCompleted))];
}

/** Count and total per status, every status listed, in the contract's order. */
const statusesOf = (groups: readonly StatusGroup[]) =>
  invoiceStatuses.map((status) => {
    const of = groups.filter((g) => g.status === status);
    return {
      status,
      count: of.reduce((s, g) => s + g.count, 0),
      total: fromMilli(of.reduce((s, g) => s + g.due, 0)),
    };
  });

/**
 * Minutes from creation to completion, from the status changes. An invoice that arrived completed
 * was completed when it was made: its till's sync delay is not kitchen time.
 */
async function minutesToComplete(db: Kysely<Database>, rows: readonly ReportInvoice[]) {
  const completed = rows.filter((r) => r.status === 'completed' && r.kind === 'sale');
  const out = new Map<string, number>();
  if (completed.length === 0) return out;
  const changes = await db
    .selectFrom('invoice_status_changes')
    .select(['invoice_id', 'change_no', 'at'])
    .where(
      'invoice_id',
      'in',
      completed.map((r) => r.id),
    )
    .where('status', '=', 'completed')
    .execute();
  const createdAt = new Map(completed.map((r) => [r.id, Date.parse(r.created_at)]));
  for (const change of changes) {
    const minutes =
      Number(change.change_no) === 1
        ? 0
        : (Date.parse(change.at) - createdAt.get(change.invoice_id)!) / 60_000;
    // A till's clock ahead of the server's would make it negative: it took no time we can tell.
    out.set(change.invoice_id, Math.max(0, Math.round(minutes * 10) / 10));
  }
  return out;
}

export async function ordersReport(context: ReportContext<ReportQuery>) {
  const { db, scope, query } = context;
  const filters = filtersOf(query, reportFilterKeys);
  // The statuses are counted without the status filter, so each keeps its count when one is picked.
  const { status: _status, ...others } = filters;
  const groups = await countByStatus(db, scope, others, true);
  const chosen = groups.filter((g) => !filters.status || g.status === filters.status);
  const count = chosen.reduce((s, g) => s + g.count, 0);
  const { rows, next } = await pageInvoices(
    context,
    { scope, filters },
    { sortable: ordersReportSortable, fallback: 'created_at' },
  );
  const minutes = await minutesToComplete(db, rows);
  return {
    ...reportMeta(scope),
    items: rows.map((r) => {
      const sign = signOf(r.kind);
      return {
        id: r.id,
        number: r.number,
        created_at: r.created_at,
        business_date: r.business_date,
        location_id: r.location_id,
        status: r.status as InvoiceStatus,
        kind: sign === 1 ? ('sale' as const) : ('refund' as const),
        channel_id: r.channel_id,
        order_type_id: r.order_type_id,
        cashier_id: r.cashier_id,
        table_id: r.table_id,
        guests: r.guests === null ? null : Number(r.guests),
        items: itemsFor(r),
        total: fromMilli(sign * Number(r.due)),
        paid: fromMilli(sign * Number(r.paid)),
        minutes_to_complete: minutes.get(r.id) ?? null,
      };
    }),
    // A page after a cursor leaves the totals to the read's first page, as every report does.
    totals:
      query.after === undefined
        ? {
            total: fromMilli(chosen.reduce((s, g) => s + g.due, 0)),
            paid: fromMilli(chosen.reduce((s, g) => s + g.paid, 0)),
            guests: chosen.reduce((s, g) => s + g.guests, 0),
          }
        : null,
    total: count,
    page: query.page,
    limit: query.limit,
    next,
    statuses: statusesOf(groups),
  };
}

export const ordersSummaryFilters = ['channel_id', 'order_type_id'] as const;
export const ordersSummarySortable = [
  'net_sales',
  'total_sales',
  'transactions',
  'guests',
  'average_order_value',
  'share',
  'channel_id',
  'order_type_id',
] as const;

export async function ordersSummary({ db, scope, query }: ReportContext<ReportQuery>) {
  const filters = filtersOf(query, ordersSummaryFilters);
  const rows = (
    await readGrouped(db, scope, 'sales_by_channel', ['channel_id', 'order_type_id'])
  ).filter(
    (r) =>
      // Rows a void emptied again hold nothing to show.
      (r.sums.sales_count !== 0 || r.sums.refund_count !== 0) &&
      (!filters.channel_id || r.key.channel_id === filters.channel_id) &&
      (!filters.order_type_id || r.key.order_type_id === filters.order_type_id),
  );
  const sums = rows.reduce((s, r) => addSums(s, r.sums), zeroSums());
  const net = netSalesMilli(sums);
  const figures = figuresOf(sums);
  const items = rows
    .map((r) => {
      const f = figuresOf(r.sums);
      return {
        channel_id: r.key.channel_id || null,
        order_type_id: r.key.order_type_id || null,
        transactions: f.transactions,
        guests: r.sums.guests,
        net_sales: f.net_sales,
        total_sales: f.total_sales,
        average_order_value: f.average_order_value,
        share: percentOf(netSalesMilli(r.sums), net),
      };
    })
    // Ties keep this order from page to page (the sort is stable).
    .sort((a, b) =>
      `${a.channel_id}|${a.order_type_id}`.localeCompare(`${b.channel_id}|${b.order_type_id}`),
    );
  const page = pageItems(items, query, {
    sortable: ordersSummarySortable,
    fallback: 'net_sales',
    tieBreak: 'channel_id',
  });
  return {
    ...reportMeta(scope),
    ...page,
    totals: {
      transactions: figures.transactions,
      guests: sums.guests,
      net_sales: figures.net_sales,
      total_sales: figures.total_sales,
      average_order_value: figures.average_order_value,
      share: percentOf(net, net),
    },
    statuses: statusesOf(await countByStatus(db, scope, filters, false)),
    figures,
  };
}
