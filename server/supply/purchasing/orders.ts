import {
  SUPPLIER_ORDERS_COLLECTION,
  type OrderDecisionBody,
  type OrderLineInput,
  type SupplierOrderCreateBody,
  type SupplierOrderLine,
  type SupplierOrderStatus,
  type SupplierOrderUpdateBody,
} from '@contract/purchasing';
import { resources } from '@contract/registry';
import type { Kysely } from 'kysely';
import { recordChange } from '../../db/changes';
import { bool, nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { inChunks } from '../../inventory/ledger';
import type { Auth } from '../../plugins/auth';
import { invalidFields } from '../../plugins/errors';
import type { WriteReply } from '../../plugins/idempotency';
import { requireLocation } from '../../plugins/permissions';
import { checkLocation } from '../../resources/checks';
import { resourceDb } from '../../resources/store';
import {
  contentHash,
  earlierCreate,
  invalidTransition,
  nextNumber,
  round3,
  versionConflict,
} from '../documents';
import { orderTotalOf } from './amounts';
import { findOrder, orderRowOf, saveOrder, type StoredOrder } from './store';

/** Supplier orders (issue 10): create, edit a draft, and every status change short of receiving. */

/** A live supplier of the business, or a 400 naming the field. */
export async function liveSupplier(trx: Kysely<Database>, customerId: string, supplierId: string) {
  const found = await resourceDb(trx)
    .selectFrom(resources.suppliers.table)
    .select(['id', 'name', 'minimum_order', 'payment_terms_days', 'is_active'])
    .where('customer_id', '=', customerId)
    .where('id', '=', supplierId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found) throw invalidFields({ supplier_id: 'unknown_reference' });
  return {
    id: String(found.id),
    name: String(found.name),
    minimum_order: Number(found.minimum_order),
    payment_terms_days: Number(found.payment_terms_days),
  };
}

/** Live materials of the business by id, with what orders and receipts need of them. */
export async function liveMaterials(
  trx: Kysely<Database>,
  customerId: string,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; unit: string; is_active: boolean }>> {
  const rows = await inChunks([...new Set(ids)], (chunk) =>
    resourceDb(trx)
      .selectFrom(resources.materials.table)
      .select(['id', 'name', 'unit', 'is_active'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .where('deleted_at', 'is', null)
      .execute(),
  );
  return new Map(
    rows.map((r) => [
      String(r.id),
      {
        id: String(r.id),
        name: String(r.name),
        unit: String(r.unit),
        is_active: bool(r.is_active),
      },
    ]),
  );
}

/**
 * The order's lines from what the client wrote: item code, pack and price come from what the
 * supplier sells unless given. Lines already on the order (an edited draft) keep nothing else:
 * a draft has received nothing yet.
 */
async function buildLines(
  trx: Kysely<Database>,
  customerId: string,
  supplierId: string,
  inputs: readonly OrderLineInput[],
): Promise<SupplierOrderLine[]> {
  const materials = await liveMaterials(
    trx,
    customerId,
    inputs.map((l) => l.material_id),
  );
  const sold = await resourceDb(trx)
    .selectFrom(resources.supplierMaterials.table)
    .select(['material_id', 'item_code', 'pack_name', 'pack_size', 'price'])
    .where('customer_id', '=', customerId)
    .where('supplier_id', '=', supplierId)
    .where('deleted_at', 'is', null)
    .execute();
  const bySupplier = new Map(sold.map((s) => [String(s.material_id), s]));
  const seen = new Set<string>();
  const problems: Record<string, 'unknown_reference' | 'required' | 'duplicate'> = {};
  const lines = inputs.map((input, i): SupplierOrderLine => {
    if (seen.has(input.id)) problems[`lines.${i}.id`] = 'duplicate';
    seen.add(input.id);
    if (!materials.has(input.material_id)) problems[`lines.${i}.material_id`] = 'unknown_reference';
    const listed = bySupplier.get(input.material_id);
    const packSize = input.pack_size ?? (listed ? Number(listed.pack_size) : undefined);
    const price = input.price ?? (listed ? Number(listed.price) : undefined);
    if (packSize === undefined) problems[`lines.${i}.pack_size`] = 'required';
    if (price === undefined) problems[`lines.${i}.price`] = 'required';
    return {
      id: input.id,
      material_id: input.material_id,
      item_code: input.item_code ?? (listed ? String(listed.item_code) : ''),
      pack_name: input.pack_name ?? (listed ? String(listed.pack_name) : ''),
      pack_size: packSize ?? 1,
      packs: input.packs,
      quantity: round3(input.packs * (packSize ?? 1)),
      price: price ?? 0,
      basis: input.basis ?? null,
      received: 0,
      received_value: 0,
      damaged: 0,
      substitutes: [],
      invoiced: 0,
      note: input.note,
    };
  });
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  return lines;
}

const reply = (row: StoredOrder, status = 200): WriteReply => ({ status, body: orderRowOf(row) });

/** `POST /supplier-orders`: once per id; the same content again answers the stored order. */
export async function createOrder(
  trx: Kysely<Database>,
  auth: Auth,
  body: SupplierOrderCreateBody,
): Promise<WriteReply> {
  requireLocation(auth, body.location_id);
  const hash = contentHash(body);
  const existing = await earlierCreate(
    trx,
    auth.customerId,
    'supplier_orders',
    body.id,
    'supplier order',
    (stored) => stored.request_hash === hash,
  );
  if (existing) return reply(existing);
  await checkLocation(trx, auth.customerId, body.location_id);
  await liveSupplier(trx, auth.customerId, body.supplier_id);
  const lines = await buildLines(trx, auth.customerId, body.supplier_id, body.lines);
  const now = nowIso();
  const row: StoredOrder = {
    id: body.id,
    customer_id: auth.customerId,
    location_id: body.location_id,
    number: await nextNumber(trx, 'supplier_orders', auth.customerId, 'PO'),
    status: body.send ? 'sent' : 'draft',
    lines: JSON.stringify(lines),
    note: body.note,
    created_by: auth.userId,
    request_hash: hash,
    version: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    supplier_id: body.supplier_id,
    expected_on: body.expected_on,
    sent_at: body.send ? now : null,
    accepted_at: null,
    declined_at: null,
    decline_reason: '',
    closed_at: null,
    cancelled_at: null,
    total: orderTotalOf(lines),
    received_value: 0,
    invoiced_value: 0,
  };
  await trx.insertInto('supplier_orders').values(row).execute();
  await recordChange(trx, {
    customerId: auth.customerId,
    collection: SUPPLIER_ORDERS_COLLECTION,
    rowId: row.id,
    locationId: row.location_id,
    before: null,
    after: row,
  });
  return reply(row, 201);
}

/** `PUT /supplier-orders/{id}`: a draft's lines and details at the version read. */
export async function updateOrder(
  trx: Kysely<Database>,
  auth: Auth,
  id: string,
  body: SupplierOrderUpdateBody,
): Promise<WriteReply> {
  const order = await findOrder(trx, auth, id);
  if (order.status !== 'draft') throw invalidTransition('supplier order', order.status, 'edited');
  if (body.version !== order.version) throw versionConflict('supplier order', orderRowOf(order));
  const lines = body.lines
    ? await buildLines(trx, auth.customerId, order.supplier_id, body.lines)
    : undefined;
  const saved = await saveOrder(trx, order, {
    ...(lines ? { lines: JSON.stringify(lines), total: orderTotalOf(lines) } : {}),
    ...(body.expected_on !== undefined ? { expected_on: body.expected_on } : {}),
    ...(body.note !== undefined ? { note: body.note } : {}),
  });
  return reply(saved);
}

export type OrderAction = 'send' | 'accept' | 'decline' | 'close' | 'cancel';

/**
 * Each status change: the statuses it starts from, the status it makes, and how to tell it was made
 * already (a resend answers the document as it is, 200).
 */
const actions: Record<
  OrderAction,
  {
    from: readonly SupplierOrderStatus[];
    to: SupplierOrderStatus;
    done: (o: StoredOrder) => boolean;
    stamp: (now: string, body: OrderDecisionBody) => Partial<StoredOrder>;
  }
> = {
  send: {
    from: ['draft'],
    to: 'sent',
    done: (o) => o.sent_at !== null,
    stamp: (now) => ({ sent_at: now }),
  },
  accept: {
    from: ['sent'],
    to: 'accepted',
    done: (o) => o.accepted_at !== null,
    stamp: (now) => ({ accepted_at: now }),
  },
  decline: {
    from: ['sent'],
    to: 'declined',
    done: (o) => o.status === 'declined',
    stamp: (now, body) => ({ declined_at: now, decline_reason: body.reason ?? '' }),
  },
  close: {
    from: ['partly_received', 'received'],
    to: 'closed',
    done: (o) => o.status === 'closed',
    stamp: (now) => ({ closed_at: now }),
  },
  cancel: {
    from: ['draft', 'sent'],
    to: 'cancelled',
    done: (o) => o.status === 'cancelled',
    stamp: (now) => ({ cancelled_at: now }),
  },
};

/**
 * A status change as a claim on the status read: a resend of a change already made answers the
 * document; one no longer possible is 409 INVALID_TRANSITION naming the current status.
 */
export async function changeOrderStatus(
  trx: Kysely<Database>,
  auth: Auth,
  id: string,
  action: OrderAction,
  body: OrderDecisionBody,
): Promise<WriteReply> {
  const order = await findOrder(trx, auth, id);
  const rule = actions[action];
  if (rule.done(order)) return reply(order);
  if (!rule.from.includes(order.status as SupplierOrderStatus)) {
    throw invalidTransition('supplier order', order.status, rule.to);
  }
  const saved = await saveOrder(trx, order, { status: rule.to, ...rule.stamp(nowIso(), body) });
  return reply(saved);
}
