import { convert } from '@contract/units';
import type { WorkOrderConfirmBody, WorkOrderInput } from '@contract/workOrders';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { materialIndex, type MaterialIndex } from '../../inventory/recipes/costing';
import { postProduction } from '../../inventory/stock/preparations';
import type { Auth } from '../../plugins/auth';
import { invalidFields } from '../../plugins/errors';
import type { WriteReply } from '../../plugins/idempotency';
import { claimDocument, round3, settledAs } from '../documents';
import {
  findWorkOrder,
  invalidTransition,
  logChange,
  movementKey,
  replyOf,
  type StoredWorkOrder,
} from './store';

/**
 * What each input really used: the confirmed amount where the body gives one, else its planned
 * amount scaled by the actual yield (planned × actual / planned). A material the plan did not have
 * (a substitute) joins with nothing planned.
 */
function actualInputs(
  index: MaterialIndex,
  row: StoredWorkOrder,
  body: WorkOrderConfirmBody,
): WorkOrderInput[] {
  const planned = JSON.parse(row.inputs) as WorkOrderInput[];
  const given = new Map<string, number>();
  (body.inputs ?? []).forEach((input, i) => {
    if (given.has(input.material_id))
      throw invalidFields({ [`inputs.${i}.material_id`]: 'duplicate' });
    if (!index.has(input.material_id) || input.material_id === row.material_id) {
      throw invalidFields({ [`inputs.${i}.material_id`]: 'unknown_reference' });
    }
    given.set(input.material_id, input.actual);
  });
  const scale = body.actual_quantity / Number(row.planned_quantity);
  const out = planned.map((input) => ({
    ...input,
    actual: round3(given.get(input.material_id) ?? input.planned * scale),
  }));
  for (const [materialId, actual] of given) {
    if (!planned.some((p) => p.material_id === materialId)) {
      out.push({ material_id: materialId, planned: 0, actual: round3(actual) });
    }
  }
  return out;
}

/**
 * A roast's weight loss: (input − output) / input × 100, over the inputs whose unit converts to the
 * output's (green coffee in kg or g against roasted coffee in kg). Null when none does.
 */
export function weightLossPercent(
  index: MaterialIndex,
  outputId: string,
  inputs: readonly WorkOrderInput[],
  made: number,
): number | null {
  const unit = index.get(outputId)?.unit;
  if (!unit) return null;
  let weighed = 0;
  for (const input of inputs) {
    const from = index.get(input.material_id)?.unit;
    const amount = from ? convert(input.actual ?? 0, from, unit) : null;
    if (amount !== null) weighed += amount;
  }
  return weighed > 0 ? round3(((weighed - made) / weighed) * 100) : null;
}

/**
 * `POST /work-orders/{id}/confirm`, in the caller's write transaction: claims the planned order
 * with a conditional update (a second confirm, resent or concurrent, finds it confirmed and answers
 * it as it is), then posts each input out and the output in at the value of what went out. The
 * movement ids derive from the work order's id, so nothing can post twice.
 */
export async function confirmWorkOrder(
  trx: Kysely<Database>,
  auth: Auth,
  id: string,
  body: WorkOrderConfirmBody,
): Promise<WriteReply> {
  const row = await findWorkOrder(trx, auth, id);
  if (row.status === 'confirmed') return { status: 200, body: replyOf(auth, row) };
  if (row.status !== 'planned') throw invalidTransition(row, 'confirmed');
  const index = await materialIndex(trx, auth.customerId);
  const inputs = actualInputs(index, row, body);
  const now = nowIso();
  const claim = {
    status: 'confirmed',
    actual_quantity: round3(body.actual_quantity),
    inputs: JSON.stringify(inputs),
    confirmed_at: now,
    confirmed_by: auth.userId,
    weight_loss_percent:
      row.kind === 'roast'
        ? weightLossPercent(index, row.material_id, inputs, body.actual_quantity)
        : null,
  };
  const claimed = await claimDocument(trx, 'work_orders', row, claim, {
    status: ['planned'],
    at: now,
  });
  if (!claimed) {
    const latest = await settledAs(trx, 'work_orders', row, 'confirmed', 'work order');
    return { status: 200, body: replyOf(auth, latest) };
  }

  const { unit_cost } = await postProduction(trx, auth.customerId, {
    base: {
      location_id: row.location_id,
      occurred_at: now,
      user_id: auth.userId,
      document_kind: 'work_order',
      document_id: row.id,
      note: row.note,
    },
    key: movementKey(row.id),
    inputs: new Map(inputs.map((input) => [input.material_id, input.actual ?? 0])),
    output: { material_id: row.material_id, quantity: body.actual_quantity },
  });
  // A unit cost per gram needs more than the 3 decimals money keeps: 6 keep it within a fraction
  // of a cent per kilogram.
  const unitCost = Math.round(unit_cost * 1e6) / 1e6;
  await trx
    .updateTable('work_orders')
    .set({ unit_cost: unitCost })
    .where('id', '=', row.id)
    .execute();
  const next: StoredWorkOrder = { ...claimed, unit_cost: unitCost };
  await logChange(trx, next, row);
  return { status: 200, body: replyOf(auth, next) };
}
