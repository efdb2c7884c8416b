import {
  SUPPLIER_INVOICES_COLLECTION,
  SUPPLIER_ORDERS_COLLECTION,
  type SupplierInvoiceLine,
  type SupplierInvoiceRow,
  type SupplierInvoiceStatus,
  type SupplierOrderLine,
  type SupplierOrderRow,
  type SupplierOrderStatus,
} from '@contract/purchasing';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { requireLocation } from '../../plugins/permissions';
import {
  claimDocument,
  documentsByIds,
  liveDocument,
  logDocument,
  rowMeta,
  versionConflict,
  type Stored,
} from '../documents';
import type { SupplierInvoicesTable, SupplierOrdersTable } from './tables';

/** Shared pieces of supplier orders and invoices: rows as replies carry them, look-ups, saves. */

export type StoredOrder = Selectable<SupplierOrdersTable>;
export type StoredInvoice = Selectable<SupplierInvoicesTable>;

export function orderRowOf(row: StoredOrder): SupplierOrderRow {
  return {
    ...rowMeta(row),
    number: row.number,
    supplier_id: row.supplier_id,
    status: row.status as SupplierOrderStatus,
    lines: JSON.parse(row.lines) as SupplierOrderLine[],
    note: row.note,
    expected_on: row.expected_on,
    sent_at: row.sent_at,
    accepted_at: row.accepted_at,
    declined_at: row.declined_at,
    decline_reason: row.decline_reason,
    closed_at: row.closed_at,
    cancelled_at: row.cancelled_at,
    total: Number(row.total),
    received_value: Number(row.received_value),
    invoiced_value: Number(row.invoiced_value),
    created_by: row.created_by,
  };
}

export function invoiceRowOf(row: StoredInvoice): SupplierInvoiceRow {
  return {
    ...rowMeta(row),
    number: row.number,
    supplier_id: row.supplier_id,
    supplier_order_id: row.supplier_order_id,
    supplier_order_ref: row.supplier_order_ref,
    invoice_number: row.invoice_number,
    invoice_date: row.invoice_date,
    due_date: row.due_date,
    lines: JSON.parse(row.lines) as SupplierInvoiceLine[],
    subtotal: Number(row.subtotal),
    tax: Number(row.tax),
    total: Number(row.total),
    status: row.status as SupplierInvoiceStatus,
    note: row.note,
    approved_at: row.approved_at,
    approved_by: row.approved_by,
    accepted_differences: Number(row.accepted_differences) === 1,
    created_by: row.created_by,
  };
}

/** An order of the caller's business at a location they may use, or 404 / 403. */
export async function findOrder(
  db: Kysely<Database>,
  auth: Auth,
  id: string,
): Promise<StoredOrder> {
  const found = await liveDocument(db, auth.customerId, 'supplier_orders', id, 'Supplier order');
  requireLocation(auth, found.location_id);
  return found;
}

export async function findInvoice(
  db: Kysely<Database>,
  auth: Auth,
  id: string,
): Promise<StoredInvoice> {
  const found = await liveDocument(
    db,
    auth.customerId,
    'supplier_invoices',
    id,
    'Supplier invoice',
  );
  requireLocation(auth, found.location_id);
  return found;
}

/** Writes a document's changed columns at the version read, logged for sync; the row as it now is. */
async function save<T extends 'supplier_orders' | 'supplier_invoices'>(
  trx: Kysely<Database>,
  table: T,
  collection: string,
  current: Stored<T> & Pick<StoredOrder, 'id' | 'customer_id' | 'location_id'>,
  changes: Partial<Stored<T>>,
  conflict: () => Error,
): Promise<Stored<T>> {
  const row = await claimDocument(trx, table, current, changes, { version: true });
  if (!row) throw conflict();
  // A save changes no document's place: the entry goes where it was.
  await logDocument(trx, collection, { ...current, ...row }, current, current.location_id);
  return row;
}

export const saveOrder = (
  trx: Kysely<Database>,
  current: StoredOrder,
  changes: Partial<StoredOrder>,
): Promise<StoredOrder> =>
  save(trx, 'supplier_orders', SUPPLIER_ORDERS_COLLECTION, current, changes, () =>
    versionConflict('supplier order', orderRowOf(current)),
  );

export const saveInvoice = (
  trx: Kysely<Database>,
  current: StoredInvoice,
  changes: Partial<StoredInvoice>,
): Promise<StoredInvoice> =>
  save(trx, 'supplier_invoices', SUPPLIER_INVOICES_COLLECTION, current, changes, () =>
    versionConflict('supplier invoice', invoiceRowOf(current)),
  );

/** Orders by id for the sync pull, tombstones included. */
export async function ordersByIds(
  db: Kysely<Database>,
  auth: Auth,
  ids: readonly string[],
): Promise<SupplierOrderRow[]> {
  return (await documentsByIds(db, auth.customerId, 'supplier_orders', ids)).map(orderRowOf);
}

export async function invoicesByIds(
  db: Kysely<Database>,
  auth: Auth,
  ids: readonly string[],
): Promise<SupplierInvoiceRow[]> {
  return (await documentsByIds(db, auth.customerId, 'supplier_invoices', ids)).map(invoiceRowOf);
}
