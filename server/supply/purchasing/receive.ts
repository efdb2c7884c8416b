import type { ReceiptInput, SupplierOrderLine } from '@contract/purchasing';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { derivedId, postMovements, type NewMovement } from '../../inventory/ledger';
import type { Auth } from '../../plugins/auth';
import { invalidFields } from '../../plugins/errors';
import type { WriteReply } from '../../plugins/idempotency';
import { liveMaterials } from './orders';
import { contentHash, idReused, invalidTransition, round3 } from '../documents';
import { receivedValueOf } from './amounts';
import { findOrder, orderRowOf, saveOrder } from './store';

/** Orders a delivery may be received against. */
const receivable = ['sent', 'accepted', 'partly_received'];

/** A line is settled when what arrived of it, substitutes included, covers what was ordered. */
const settled = (line: SupplierOrderLine) =>
  line.received + line.substitutes.reduce((s, x) => s + x.quantity, 0) >= line.quantity - 0.0005;

/**
 * `POST /supplier-orders/{id}/receive`: one delivery against an order. Good stock is posted to the
 * ledger as `receipt` movements at the delivered price per base unit (price per pack / pack size),
 * so the weighted average cost follows; damaged goods are refused and only recorded on the line.
 * The receipt is kept under its own id and its movements' ids derive from it: sent twice, it
 * answers the order and posts nothing more.
 */
export async function receiveOrder(
  trx: Kysely<Database>,
  auth: Auth,
  orderId: string,
  body: ReceiptInput,
): Promise<WriteReply> {
  const order = await findOrder(trx, auth, orderId);
  const hash = contentHash(body);
  const earlier = await trx
    .selectFrom('supplier_order_receipts')
    .select(['order_id', 'customer_id', 'request_hash'])
    .where('id', '=', body.id)
    .executeTakeFirst();
  if (earlier) {
    const same =
      earlier.customer_id === auth.customerId &&
      earlier.order_id === order.id &&
      earlier.request_hash === hash;
    if (!same) throw idReused('receipt');
    return { status: 200, body: orderRowOf(order) };
  }
  if (!receivable.includes(order.status)) {
    throw invalidTransition('supplier order', order.status, 'received');
  }

  const lines = JSON.parse(order.lines) as SupplierOrderLine[];
  const byId = new Map(lines.map((l) => [l.id, l]));
  const substitutes = body.lines.flatMap((l) =>
    l.substitute_material_id ? [l.substitute_material_id] : [],
  );
  const materials = await liveMaterials(trx, auth.customerId, [
    ...lines.map((l) => l.material_id),
    ...substitutes,
  ]);
  const problems: Record<string, 'unknown_reference' | 'duplicate' | 'format'> = {};
  const seen = new Set<string>();
  body.lines.forEach((l, i) => {
    if (!byId.has(l.line_id)) problems[`lines.${i}.line_id`] = 'unknown_reference';
    if (seen.has(l.line_id)) problems[`lines.${i}.line_id`] = 'duplicate';
    seen.add(l.line_id);
    if (!l.substitute_material_id) return;
    const substitute = materials.get(l.substitute_material_id);
    const ordered = byId.get(l.line_id);
    if (!substitute || !substitute.is_active) {
      problems[`lines.${i}.substitute_material_id`] = 'unknown_reference';
    } else if (ordered && materials.get(ordered.material_id)?.unit !== substitute.unit) {
      // A substitute stands in for the ordered quantity, so it must be counted in the same unit.
      problems[`lines.${i}.substitute_material_id`] = 'format';
    }
  });
  if (Object.keys(problems).length > 0) {
    throw invalidFields(problems, 'Some lines of the receipt do not fit the order');
  }

  const occurredAt = body.received_at ? new Date(body.received_at).toISOString() : nowIso();
  const movements: NewMovement[] = [];
  for (const input of body.lines) {
    const line = byId.get(input.line_id)!;
    const unitCost = (input.price ?? line.price) / line.pack_size;
    const value = round3(input.quantity * unitCost);
    const material = input.substitute_material_id ?? line.material_id;
    if (input.quantity > 0) {
      movements.push({
        id: derivedId(`${body.id}:${line.id}:receipt`),
        location_id: order.location_id,
        material_id: material,
        kind: 'receipt',
        quantity: input.quantity,
        unit_cost: unitCost,
        occurred_at: occurredAt,
        note: input.note || order.number,
        user_id: auth.userId,
        document_kind: 'supplier_order',
        document_id: order.id,
      });
    }
    line.damaged = round3(line.damaged + input.damaged);
    if (input.substitute_material_id) {
      line.substitutes.push({
        receipt_id: body.id,
        material_id: input.substitute_material_id,
        quantity: round3(input.quantity),
        value,
      });
    } else {
      line.received = round3(line.received + input.quantity);
      line.received_value = round3(line.received_value + value);
    }
  }
  await postMovements(trx, auth.customerId, movements);

  const receivedValue = receivedValueOf(lines);
  await trx
    .insertInto('supplier_order_receipts')
    .values({
      id: body.id,
      customer_id: auth.customerId,
      location_id: order.location_id,
      order_id: order.id,
      received_at: occurredAt,
      lines: JSON.stringify(body.lines),
      note: body.note,
      request_hash: hash,
      created_by: auth.userId,
      created_at: nowIso(),
    })
    .execute();
  const saved = await saveOrder(trx, order, {
    status: lines.every(settled) ? 'received' : 'partly_received',
    lines: JSON.stringify(lines),
    received_value: receivedValue,
  });
  return { status: 201, body: orderRowOf(saved) };
}
