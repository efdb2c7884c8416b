import {
  supplierInvoiceStatuses,
  supplierOrderStatuses,
  type SupplierInvoiceListQuery,
  type SupplierInvoiceRow,
  type SupplierOrderListQuery,
  type SupplierOrderRow,
} from '@contract/purchasing';
import { resources } from '@contract/registry';
import type { Pagination } from '@contract/common';
import { addDays } from '@contract/businessDay';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { invalidFields } from '../../plugins/errors';
import { givenLocation, requireLocation, usableLocations } from '../../plugins/permissions';
import { likePattern } from '../../resources/list';
import { resourceDb } from '../../resources/store';
import { newestPage, paginationOf } from '../documents';
import { invoiceRowOf, orderRowOf } from './store';

/** Lists of supplier orders and invoices, and the invoices' export. */

/** `st` as one status or several, comma separated; an unknown one is a 400, not an empty list. */
function statusesOf(st: string | undefined, known: readonly string[]): string[] | null {
  if (!st || st === 'all') return null;
  const wanted = st.split(',');
  const unknown = wanted.filter((s) => !known.includes(s));
  if (unknown.length > 0) throw invalidFields({ st: 'one_of' });
  return wanted;
}

/** The locations a list covers: `loc` when given (and allowed), else every usable one (null: all). */
function locationsOf(auth: Auth, loc: string | undefined): string[] | null {
  const given = loc === 'all' ? null : givenLocation(loc);
  if (given) {
    requireLocation(auth, given);
    return [given];
  }
  return usableLocations(auth.grant);
}

/** `GET /supplier-orders`: newest first; `from`/`to` are the days (UTC) the orders were made. */
export async function listOrders(
  db: Kysely<Database>,
  auth: Auth,
  q: SupplierOrderListQuery,
): Promise<{ data: SupplierOrderRow[]; pagination: Pagination }> {
  const locations = locationsOf(auth, q.loc);
  const statuses = statusesOf(q.st, supplierOrderStatuses);
  if (locations?.length === 0) return { data: [], pagination: paginationOf(0, q) };
  let query = db
    .selectFrom('supplier_orders')
    .where('customer_id', '=', auth.customerId)
    .where('deleted_at', 'is', null);
  if (locations) query = query.where('location_id', 'in', locations);
  if (statuses) query = query.where('status', 'in', statuses);
  if (q.supplier) query = query.where('supplier_id', '=', q.supplier);
  if (q.from) query = query.where('created_at', '>=', q.from);
  if (q.to) query = query.where('created_at', '<', addDays(q.to, 1));
  if (q.search?.trim()) {
    const pattern = likePattern(q.search.trim());
    query = query.where(sql<boolean>`lower(number) like ${pattern} escape '\\'`);
  }
  const { rows, total } = await newestPage(query, q, 'asc');
  return { data: rows.map(orderRowOf), pagination: paginationOf(total, q) };
}

function invoiceQuery(
  db: Kysely<Database>,
  auth: Auth,
  q: Omit<SupplierInvoiceListQuery, 'page' | 'limit'>,
) {
  const locations = locationsOf(auth, q.loc);
  const statuses = statusesOf(q.st, supplierInvoiceStatuses);
  let query = db
    .selectFrom('supplier_invoices')
    .where('customer_id', '=', auth.customerId)
    .where('deleted_at', 'is', null);
  if (locations) {
    query =
      locations.length > 0
        ? query.where('location_id', 'in', locations)
        : query.where('id', '=', '');
  }
  if (statuses) query = query.where('status', 'in', statuses);
  if (q.supplier) query = query.where('supplier_id', '=', q.supplier);
  if (q.order) query = query.where('supplier_order_id', '=', q.order);
  if (q.from) query = query.where('invoice_date', '>=', q.from);
  if (q.to) query = query.where('invoice_date', '<=', q.to);
  const search = q.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const like = (column: string) =>
      sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([like('number'), like('invoice_number'), like('supplier_order_ref')]),
    );
  }
  return query;
}

/** `GET /supplier-invoices`: latest invoice date first. */
export async function listInvoices(
  db: Kysely<Database>,
  auth: Auth,
  q: SupplierInvoiceListQuery,
): Promise<{ data: SupplierInvoiceRow[]; pagination: Pagination }> {
  const query = invoiceQuery(db, auth, q);
  const counted = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('invoice_date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { data: rows.map(invoiceRowOf), pagination: paginationOf(Number(counted.total), q) };
}

/** Names by id of a registry resource, for the export's readable columns. */
async function namesOf(
  db: Kysely<Database>,
  customerId: string,
  table: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await resourceDb(db)
    .selectFrom(table)
    .select(['id', 'name'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
}

export const EXPORT_HEADERS = [
  'Number',
  'Supplier invoice number',
  'Supplier',
  'Location',
  'Order',
  'Invoice date',
  'Due date',
  'Status',
  'Subtotal',
  'Tax',
  'Total',
] as const;

/** `GET /supplier-invoices/export`: the invoices the list would show, every page, as an .xlsx. */
export async function invoicesWorkbook(
  db: Kysely<Database>,
  auth: Auth,
  q: Omit<SupplierInvoiceListQuery, 'page' | 'limit'>,
): Promise<Buffer> {
  // Loaded on first use: the spreadsheet library took a tenth of every start (issue 24).
  const XLSX = await import('xlsx');
  const rows = (
    await invoiceQuery(db, auth, q)
      .selectAll()
      .orderBy('invoice_date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(50_000)
      .execute()
  ).map(invoiceRowOf);
  const [suppliers, locations] = await Promise.all([
    namesOf(
      db,
      auth.customerId,
      resources.suppliers.table,
      rows.map((r) => r.supplier_id),
    ),
    namesOf(
      db,
      auth.customerId,
      resources.locations.table,
      rows.map((r) => r.location_id),
    ),
  ]);
  const sheet = XLSX.utils.aoa_to_sheet([
    [...EXPORT_HEADERS],
    ...rows.map((r) => [
      r.number,
      r.invoice_number,
      suppliers.get(r.supplier_id) ?? '',
      locations.get(r.location_id) ?? '',
      r.supplier_order_ref,
      r.invoice_date,
      r.due_date ?? '',
      r.status,
      r.subtotal,
      r.tax,
      r.total,
    ]),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Supplier invoices');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
