import { can } from '@contract/access';
import { addDays } from '@contract/businessDay';
import {
  SUPPLIER_INVOICES_COLLECTION,
  type SupplierInvoiceChangeBody,
  type SupplierInvoiceCreateBody,
  type SupplierInvoiceLine,
  type SupplierInvoiceStatus,
  type SupplierOrderLine,
} from '@contract/purchasing';
import type { Kysely } from 'kysely';
import { recordChange } from '../../db/changes';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { ApiError, invalidFields } from '../../plugins/errors';
import type { WriteReply } from '../../plugins/idempotency';
import { missingPermission, requireLocation } from '../../plugins/permissions';
import { checkLocation } from '../../resources/checks';
import { invoiceSubtotalOf, invoiceTotalOf } from './amounts';
import { matchInvoice } from './match';
import { liveMaterials, liveSupplier } from './orders';
import { contentHash, earlierCreate, invalidTransition, nextNumber, round3 } from '../documents';
import {
  findInvoice,
  invoiceRowOf,
  saveInvoice,
  saveOrder,
  type StoredInvoice,
  type StoredOrder,
} from './store';

/** Supplier invoices (issue 10): create, tie to an order by its reference, change status. */

const reply = (row: StoredInvoice, status = 200): WriteReply => ({
  status,
  body: invoiceRowOf(row),
});

/** The order of an invoice: the same business, supplier and location, or a 400 at `field`. */
async function orderFor(
  trx: Kysely<Database>,
  customerId: string,
  invoice: { supplier_id: string; location_id: string },
  by: { id?: string; number?: string },
  field: string,
): Promise<StoredOrder | undefined> {
  let query = trx
    .selectFrom('supplier_orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null);
  if (by.id) query = query.where('id', '=', by.id);
  else if (by.number) query = query.where('number', '=', by.number.trim().toUpperCase());
  else return undefined;
  const order = await query.executeTakeFirst();
  const fits =
    order && order.supplier_id === invoice.supplier_id && order.location_id === invoice.location_id;
  if (by.id && !fits) throw invalidFields({ [field]: 'unknown_reference' });
  return fits ? order : undefined;
}

/** `POST /supplier-invoices`: a draft, once per id. The due date follows the supplier's terms. */
export async function createInvoice(
  trx: Kysely<Database>,
  auth: Auth,
  body: SupplierInvoiceCreateBody,
): Promise<WriteReply> {
  requireLocation(auth, body.location_id);
  const hash = contentHash(body);
  const existing = await earlierCreate(
    trx,
    auth.customerId,
    'supplier_invoices',
    body.id,
    'supplier invoice',
    (stored) => stored.request_hash === hash,
  );
  if (existing) return reply(existing);
  await checkLocation(trx, auth.customerId, body.location_id);
  const supplier = await liveSupplier(trx, auth.customerId, body.supplier_id);
  const order = await orderFor(
    trx,
    auth.customerId,
    body,
    body.supplier_order_id ? { id: body.supplier_order_id } : { number: body.supplier_order_ref },
    'supplier_order_id',
  );
  const materials = await liveMaterials(
    trx,
    auth.customerId,
    body.lines.map((l) => l.material_id),
  );
  const unknown = Object.fromEntries(
    body.lines.flatMap((l, i) =>
      materials.has(l.material_id)
        ? []
        : [[`lines.${i}.material_id`, 'unknown_reference' as const]],
    ),
  );
  if (Object.keys(unknown).length > 0) throw invalidFields(unknown);
  const lines: SupplierInvoiceLine[] = body.lines.map((l) => ({
    material_id: l.material_id,
    quantity: round3(l.quantity),
    unit_price: l.unit_price,
  }));
  const subtotal = invoiceSubtotalOf(lines);
  const now = nowIso();
  const row: StoredInvoice = {
    id: body.id,
    customer_id: auth.customerId,
    location_id: body.location_id,
    number: await nextNumber(trx, 'supplier_invoices', auth.customerId, 'SI'),
    status: 'draft',
    lines: JSON.stringify(lines),
    note: body.note,
    created_by: auth.userId,
    request_hash: hash,
    version: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    supplier_id: body.supplier_id,
    supplier_order_id: order?.id ?? null,
    supplier_order_ref: body.supplier_order_ref || (order?.number ?? ''),
    invoice_number: body.invoice_number,
    invoice_date: body.invoice_date,
    due_date:
      body.due_date !== undefined
        ? body.due_date
        : addDays(body.invoice_date, supplier.payment_terms_days),
    subtotal,
    tax: round3(body.tax),
    total: invoiceTotalOf(subtotal, body.tax),
    approved_at: null,
    approved_by: null,
    accepted_differences: 0,
  };
  await trx.insertInto('supplier_invoices').values(row).execute();
  await recordChange(trx, {
    customerId: auth.customerId,
    collection: SUPPLIER_INVOICES_COLLECTION,
    rowId: row.id,
    locationId: row.location_id,
    before: null,
    after: row,
  });
  return reply(row, 201);
}

/** Statuses an invoice's order reference may still change in. */
const editable = ['draft', 'disputed'];

/**
 * `PUT /supplier-invoices/ref` (SPEC section 3): the order's reference as the supplier wrote it.
 * When it is the number of an order of the same supplier and location, the invoice is matched
 * against that order; otherwise it is kept as text and the invoice matches no order.
 */
export async function setInvoiceRef(
  trx: Kysely<Database>,
  auth: Auth,
  body: { id: string; supplier_order_ref: string },
): Promise<WriteReply> {
  const invoice = await findInvoice(trx, auth, body.id);
  if (invoice.supplier_order_ref === body.supplier_order_ref) return reply(invoice);
  if (!editable.includes(invoice.status)) {
    throw invalidTransition('supplier invoice', invoice.status, 'given another order reference');
  }
  const order = await orderFor(
    trx,
    auth.customerId,
    invoice,
    { number: body.supplier_order_ref },
    'supplier_order_ref',
  );
  const saved = await saveInvoice(trx, invoice, {
    supplier_order_ref: body.supplier_order_ref,
    supplier_order_id: order?.id ?? null,
  });
  return reply(saved);
}

/** Where each status may go. */
const transitions: Record<SupplierInvoiceStatus, readonly SupplierInvoiceStatus[]> = {
  draft: ['approved', 'disputed', 'cancelled'],
  disputed: ['draft', 'approved', 'cancelled'],
  approved: ['paid'],
  paid: [],
  cancelled: [],
};

/** Approving and paying commit money: they need `suppliers.approve`. */
const needsApproval = new Set<SupplierInvoiceStatus>(['approved', 'paid']);

/**
 * `PUT /supplier-invoice-change/{id}`. Approving matches the invoice against its order first: when
 * they differ it needs `accept_differences: true`, else 409 INVOICE_DIFFERENCES listing them. An
 * approved invoice adds its quantities to the order's lines and its amount to the order.
 */
export async function changeInvoiceStatus(
  trx: Kysely<Database>,
  auth: Auth,
  id: string,
  body: SupplierInvoiceChangeBody,
): Promise<WriteReply> {
  const wanted = body.status;
  if (needsApproval.has(wanted) && !can(auth.grant, 'suppliers.approve')) {
    throw missingPermission('suppliers.approve');
  }
  const invoice = await findInvoice(trx, auth, id);
  if (invoice.status === wanted) return reply(invoice);
  const from = invoice.status as SupplierInvoiceStatus;
  if (!transitions[from].includes(wanted)) {
    throw invalidTransition('supplier invoice', invoice.status, wanted);
  }
  const note = body.note !== undefined ? { note: body.note } : {};
  if (wanted !== 'approved') {
    return reply(await saveInvoice(trx, invoice, { status: wanted, ...note }));
  }
  const matching = await matchInvoice(trx, invoice);
  if (matching.has_differences && !body.accept_differences) {
    throw new ApiError(
      409,
      'INVOICE_DIFFERENCES',
      'The invoice differs from what was ordered and received: approve it with accept_differences',
      { differences: matching.lines.filter((l) => l.differs) },
    );
  }
  const saved = await saveInvoice(trx, invoice, {
    status: 'approved',
    approved_at: nowIso(),
    approved_by: auth.userId,
    accepted_differences: matching.has_differences ? 1 : 0,
    ...note,
  });
  if (invoice.supplier_order_id) await addInvoicedToOrder(trx, invoice, invoice.supplier_order_id);
  return reply(saved);
}

/** The invoice's quantities onto the order line of each material (or the line it substituted). */
async function addInvoicedToOrder(
  trx: Kysely<Database>,
  invoice: StoredInvoice,
  orderId: string,
): Promise<void> {
  const order = await trx
    .selectFrom('supplier_orders')
    .selectAll()
    .where('customer_id', '=', invoice.customer_id)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  const lines = JSON.parse(order.lines) as SupplierOrderLine[];
  for (const l of JSON.parse(invoice.lines) as SupplierInvoiceLine[]) {
    const line =
      lines.find((o) => o.material_id === l.material_id) ??
      lines.find((o) => o.substitutes.some((s) => s.material_id === l.material_id));
    if (line) line.invoiced = round3(line.invoiced + l.quantity);
  }
  await saveOrder(trx, order, {
    lines: JSON.stringify(lines),
    invoiced_value: round3(Number(order.invoiced_value) + Number(invoice.subtotal)),
  });
}
