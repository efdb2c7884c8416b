import type { ReportFilterKey, ReportQuery } from '@contract/reports';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import {
  addSums,
  contributionOf,
  figuresOf,
  fromMilli,
  toMilli,
  zeroSums,
  type FigureSums,
} from '../sales/figures';
import { aggregateKeys, itemColumns } from '../sales/aggregates';
import { readGrouped, SUMS_TABLE } from '../sales/read';
import type { SalesScope } from '../sales/scope';
import { reportMeta, type ReportContext } from './frame';
import {
  completedOnly,
  filtersOf,
  invoiceFigures,
  invoicesOf,
  itemsFor,
  lineQuantity,
  rowFigures,
  signOf,
  totalsOf,
  type InvoiceFilters,
} from './invoiceReportsSql';
import { pageInvoices } from './invoiceReportsPaging';

/**
 * `GET /invoices-sales-report/v2` and `/v3` (the `sale` screen): every completed sale and refund of
 * the period, one row each with its own figures, paged in SQL; the period's figures beside them.
 */

export const salesReportFilters = [
  'channel_id',
  'order_type_id',
  'cashier_id',
  'payment_method_id',
] as const satisfies readonly ReportFilterKey[];
export const salesReportSortable = [
  'created_at',
  'number',
  'total_sales',
  'net_sales',
  'items',
] as const;

/** The aggregate that holds every filter asked (channel and order type, or cashier), if one does. */
export function aggregateHolding(filters: InvoiceFilters) {
  const asked = Object.keys(filters);
  const held = (keys: readonly string[]) => asked.every((k) => keys.includes(k));
  if (held(['channel_id', 'order_type_id'])) return 'sales_by_channel' as const;
  if (held(['cashier_id'])) return 'sales_by_cashier' as const;
  return null;
}

/**
 * The figure sums and items (in thousandths) of the period from the aggregate holding the filters
 * asked, if one does: the channels' with none.
 */
async function aggregateTotals(
  db: Kysely<Database>,
  scope: SalesScope,
  filters: InvoiceFilters,
): Promise<{ sums: FigureSums; items: number } | null> {
  const unfiltered = Object.keys(filters).length === 0;
  const table = unfiltered ? SUMS_TABLE : aggregateHolding(filters);
  if (!table) return null;
  const groupBy = unfiltered ? [] : aggregateKeys[table];
  const rows = await readGrouped(db, scope, table, groupBy, itemColumns);
  const matching = rows.filter((r) => Object.entries(filters).every(([k, v]) => r.key[k] === v));
  return {
    sums: matching.reduce((s, r) => addSums(s, r.sums), zeroSums()),
    items: matching.reduce((s, r) => s + r.extra.quantity! - r.extra.refunded_quantity!, 0),
  };
}

/**
 * The completed sales and refunds that pass the filters, read one by one: each adds its
 * contribution, as the aggregates themselves were built, and its items (in thousandths).
 */
async function invoiceSums(db: Kysely<Database>, scope: SalesScope, filters: InvoiceFilters) {
  const invoices = await db
    .selectFrom('invoices')
    .select([
      'kind',
      'guests',
      'gross',
      'discounts',
      'complimentary',
      'tax',
      'vat',
      'tips',
      lineQuantity.as('items'),
    ])
    .where(invoicesOf(scope, filters, completedOnly))
    .execute();
  return {
    sums: invoices.reduce((s, i) => addSums(s, contributionOf(totalsOf(i))), zeroSums()),
    items: invoices.reduce((s, i) => s + signOf(i.kind) * toMilli(Number(i.items)), 0),
  };
}

/**
 * The figure sums of the filtered period: from an aggregate when one holds every filter asked
 * (channel and order type, or cashier), otherwise from the matching invoices.
 */
export async function periodSums(
  db: Kysely<Database>,
  scope: SalesScope,
  filters: InvoiceFilters,
): Promise<FigureSums> {
  return (await periodTotals(db, scope, filters)).sums;
}

/** The period's sums and its items sold less items refunded (in thousandths). */
async function periodTotals(db: Kysely<Database>, scope: SalesScope, filters: InvoiceFilters) {
  return (await aggregateTotals(db, scope, filters)) ?? invoiceSums(db, scope, filters);
}

/** Each invoice's payments, signed like its figures (a refund's are what was paid back). */
async function paymentsOf(db: Kysely<Database>, ids: readonly string[]) {
  const out = new Map<string, Array<{ payment_method_id: string; amount: number }>>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('invoice_payments')
    .select(['invoice_id', 'payment_method_id', 'amount'])
    .where('invoice_id', 'in', ids)
    .orderBy('invoice_id')
    .orderBy('payment_no')
    .execute();
  for (const r of rows) {
    const list = out.get(r.invoice_id) ?? [];
    list.push({ payment_method_id: r.payment_method_id, amount: Number(r.amount) });
    out.set(r.invoice_id, list);
  }
  return out;
}

/**
 * One page of completed sales and refunds, with their items, and the period's sums. A page after
 * a cursor leaves the totals to the read's first page: an export of twenty pages writes them once.
 */
async function readSalesPage(context: ReportContext<ReportQuery>) {
  const { db, scope, query } = context;
  const filters = filtersOf(query, salesReportFilters);
  const continued = query.after !== undefined;
  const { sums, items: itemsTotal } = await periodTotals(db, scope, filters);
  const { rows, next } = await pageInvoices(
    context,
    { scope, filters, extra: completedOnly },
    { sortable: salesReportSortable, fallback: 'created_at' },
  );
  return {
    rows,
    sums,
    frame: {
      ...reportMeta(scope),
      // Every completed sale and refund is counted once in the sums: no second count of invoices.
      total: sums.sales_count + sums.refund_count,
      page: query.page,
      limit: query.limit,
      next,
      figures: figuresOf(sums),
    },
    items: rows.map((r) => ({
      id: r.id,
      number: r.number,
      created_at: r.created_at,
      business_date: r.business_date,
      location_id: r.location_id,
      kind: totalsOf(r).kind,
      channel_id: r.channel_id,
      order_type_id: r.order_type_id,
      cashier_id: r.cashier_id,
      items: itemsFor(r),
      ...invoiceFigures(r),
    })),
    totals: continued ? null : { items: fromMilli(itemsTotal), ...rowFigures(sums) },
  };
}

/** `/invoices-sales-report/v2`. */
export async function salesReport(context: ReportContext<ReportQuery>) {
  const { frame, items, totals } = await readSalesPage(context);
  return { ...frame, items, totals };
}

/** `/invoices-sales-report/v3`: v2 with the guests and how each invoice was paid. */
export async function salesReportV3(context: ReportContext<ReportQuery>) {
  const { frame, items, totals, rows, sums } = await readSalesPage(context);
  const payments = await paymentsOf(
    context.db,
    rows.map((r) => r.id),
  );
  return {
    ...frame,
    items: items.map((item, i) => {
      const r = rows[i]!;
      return {
        ...item,
        // A refund serves no guests: the sale it gives back counted them, as the figures do.
        guests: r.kind === 'sale' && r.guests !== null ? Number(r.guests) : null,
        payments: (payments.get(r.id) ?? []).map((p) => ({
          payment_method_id: p.payment_method_id,
          amount: fromMilli(signOf(r.kind) * p.amount),
        })),
      };
    }),
    totals: totals && { ...totals, guests: sums.guests },
  };
}
