import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { v7 as uuidv7 } from 'uuid';
import {
  SUPPLIER_INVOICES_COLLECTION,
  SUPPLIER_ORDERS_COLLECTION,
  supplierInvoiceCalls,
  supplierOrderCalls,
  type OrderDecisionBody,
  type ReceiptInput,
  type SupplierInvoiceChangeBody,
  type SupplierInvoiceCreateBody,
  type SupplierInvoiceRow,
  type SupplierOrderCreateBody,
  type SupplierOrderLine,
  type SupplierOrderRow,
} from '@contract/purchasing';
import { queuedCall } from '@/data/calls';
import type { LocalDb, LocalRow } from '@/data/db';
import { queueDocumentCall, type DocumentWriterContext } from '@/data/documents';
import { usePendingIds } from '@/data/live';
import { useLocal, useSession } from '@/data/react';
import {
  applyReceipt,
  invoiceSubtotal,
  orderTotal,
  round3,
  statusAfter,
  type OrderAction,
} from '../shared/orderMath';

export type LocalOrder = SupplierOrderRow & LocalRow;
export type LocalInvoice = SupplierInvoiceRow & LocalRow;

declare module '@/data/db' {
  interface LocalCollections {
    supplierOrders: LocalOrder;
    supplierInvoices: LocalInvoice;
  }
}

const live = <T extends LocalRow>(rows: T[]): T[] => rows.filter((r) => r.deleted_at === null);

/** The location's supplier orders, newest first, live from the local store (offline too). */
export function useSupplierOrders(locationId: string | null): LocalOrder[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !locationId) return [];
    const rows = await local.db
      .rows(SUPPLIER_ORDERS_COLLECTION)
      .where('location_id')
      .equals(locationId)
      .toArray();
    return live(rows).sort((a, b) => b.created_at.localeCompare(a.created_at));
  }, [local, locationId]);
}

/** One order; null when this device does not have it. */
export function useSupplierOrder(id: string | null): LocalOrder | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !id) return null;
    return (await local.db.rows(SUPPLIER_ORDERS_COLLECTION).get(id)) ?? null;
  }, [local, id]);
}

/** Ids of the orders with changes this device has not yet sent. */
export const usePendingOrders = (): Set<string> => usePendingIds(SUPPLIER_ORDERS_COLLECTION);

/** The location's supplier invoices, newest invoice date first. */
export function useSupplierInvoices(locationId: string | null): LocalInvoice[] | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local || !locationId) return [];
    const rows = await local.db
      .rows(SUPPLIER_INVOICES_COLLECTION)
      .where('location_id')
      .equals(locationId)
      .toArray();
    return live(rows).sort(
      (a, b) =>
        b.invoice_date.localeCompare(a.invoice_date) || b.created_at.localeCompare(a.created_at),
    );
  }, [local, locationId]);
}

/** Who writes purchasing documents from this browser. */
export function useDocumentWriter(): PurchasingWriter | null {
  const local = useLocal();
  const { user } = useSession();
  return useMemo(
    () =>
      local && user
        ? { db: local.db, ctx: { userId: user.id, customerId: user.customer_id } }
        : null,
    [local, user],
  );
}

/** The store and who writes; the business id is part of the row the device shows until the push. */
export interface PurchasingWriter {
  db: LocalDb;
  ctx: DocumentWriterContext & { customerId: string };
}
type Writer = PurchasingWriter;

/**
 * Creates an order on this device (a draft, or sent with `send`) and queues
 * `supplierOrderCalls.create` with its own id as idempotency key: a resend after a drop is the same
 * order.
 */
export async function createOrder(
  { db, ctx }: Writer,
  body: SupplierOrderCreateBody,
  lines: SupplierOrderLine[],
): Promise<void> {
  await queueDocumentCall(db, ctx, {
    ...queuedCall(supplierOrderCalls.create, { body }),
    rowId: body.id,
    idempotencyKey: body.id,
    apply: (_before, stamp) => {
      const row: LocalOrder = {
        id: body.id,
        customer_id: ctx.customerId,
        location_id: body.location_id,
        supplier_id: body.supplier_id,
        number: '',
        status: body.send ? 'sent' : 'draft',
        lines,
        note: body.note,
        expected_on: body.expected_on,
        sent_at: body.send ? stamp : null,
        accepted_at: null,
        declined_at: null,
        decline_reason: '',
        closed_at: null,
        cancelled_at: null,
        total: orderTotal(lines),
        received_value: 0,
        invoiced_value: 0,
        created_by: ctx.userId,
        version: 1,
        created_at: stamp,
        updated_at: stamp,
        deleted_at: null,
      };
      return row;
    },
  });
}

/** Moves an order on (send, accept, decline, close, cancel); each change has its own key. */
export async function changeOrder(
  { db, ctx }: Writer,
  order: LocalOrder,
  action: Exclude<OrderAction, 'receive'>,
  reason?: string,
): Promise<void> {
  const body: OrderDecisionBody =
    action === 'accept' || action === 'decline'
      ? { redirect: false, ...(reason ? { reason } : {}) }
      : {};
  const status = statusAfter[action];
  await queueDocumentCall(db, ctx, {
    ...queuedCall(supplierOrderCalls[action], { params: { id: order.id }, body }),
    rowId: order.id,
    apply: (before, stamp) => {
      const row = before ?? order;
      const at = (key: string) => ({ [key]: stamp });
      return {
        ...row,
        status,
        ...(action === 'send' ? at('sent_at') : {}),
        ...(action === 'accept' ? at('accepted_at') : {}),
        ...(action === 'decline' ? { ...at('declined_at'), decline_reason: reason ?? '' } : {}),
        ...(action === 'close' ? at('closed_at') : {}),
        ...(action === 'cancel' ? at('cancelled_at') : {}),
        updated_at: stamp,
      };
    },
  });
}

/**
 * Records a delivery: the receipt's own id is its idempotency key and the seed of its movements'
 * ids on the server, so two taps or two tablets post it once.
 */
export async function receiveOrder(
  { db, ctx }: Writer,
  order: LocalOrder,
  lines: ReceiptInput['lines'],
  note = '',
): Promise<string> {
  const receipt: ReceiptInput = { id: uuidv7(), lines, note };
  await queueDocumentCall(db, ctx, {
    ...queuedCall(supplierOrderCalls.receive, { params: { id: order.id }, body: receipt }),
    rowId: order.id,
    idempotencyKey: receipt.id,
    apply: (before, stamp) => ({
      ...applyReceipt(before ?? order, receipt),
      updated_at: stamp,
    }),
  });
  return receipt.id;
}

/** Records a supplier's invoice as a draft (`supplierInvoiceCalls.create`, idempotent on its id). */
export async function createInvoice(
  { db, ctx }: Writer,
  body: SupplierInvoiceCreateBody,
): Promise<void> {
  await queueDocumentCall(db, ctx, {
    ...queuedCall(supplierInvoiceCalls.create, { body }),
    rowId: body.id,
    idempotencyKey: body.id,
    apply: (_before, stamp) => {
      const subtotal = invoiceSubtotal(body.lines);
      const row: LocalInvoice = {
        id: body.id,
        customer_id: ctx.customerId,
        location_id: body.location_id,
        supplier_id: body.supplier_id,
        number: '',
        supplier_order_id: body.supplier_order_id,
        supplier_order_ref: body.supplier_order_ref,
        invoice_number: body.invoice_number,
        invoice_date: body.invoice_date,
        due_date: body.due_date ?? null,
        lines: body.lines,
        subtotal,
        tax: body.tax,
        total: round3(subtotal + body.tax),
        status: 'draft',
        note: body.note,
        approved_at: null,
        approved_by: null,
        accepted_differences: false,
        created_by: ctx.userId,
        version: 1,
        created_at: stamp,
        updated_at: stamp,
        deleted_at: null,
      };
      return row;
    },
  });
}

/** Approves, disputes, cancels or marks paid (`supplierInvoiceCalls.change`). */
export async function changeInvoice(
  { db, ctx }: Writer,
  invoice: LocalInvoice,
  body: SupplierInvoiceChangeBody,
): Promise<void> {
  await queueDocumentCall(db, ctx, {
    ...queuedCall(supplierInvoiceCalls.change, { params: { id: invoice.id }, body }),
    rowId: invoice.id,
    apply: (before, stamp) => {
      const row = before ?? invoice;
      const approving = body.status === 'approved';
      return {
        ...row,
        status: body.status,
        ...(approving
          ? {
              approved_at: stamp,
              approved_by: ctx.userId,
              accepted_differences: body.accept_differences,
            }
          : {}),
        updated_at: stamp,
      };
    },
  });
}
