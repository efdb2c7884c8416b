import type {
  WorkOrderCreateBody,
  WorkOrderInput,
  WorkOrderUpdateBody,
} from '@contract/workOrders';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import {
  materialIndex,
  type MaterialIndex,
  type RecipeMaterial,
} from '../../inventory/recipes/costing';
import { producibleMaterial, recipeInputs } from '../../inventory/stock/preparations';
import type { Auth } from '../../plugins/auth';
import type { WriteReply } from '../../plugins/idempotency';
import { requireLocation } from '../../plugins/permissions';
import { checkLocation } from '../../resources/checks';
import { claimDocument, earlierCreate, nextNumber, round3, versionConflict } from '../documents';
import {
  findWorkOrder,
  invalidTransition,
  logChange,
  replyOf,
  type StoredWorkOrder,
} from './store';

/**
 * Planning work orders: create (idempotent on its id), edit and cancel while planned. Confirming
 * is in confirm.ts. Every function runs in the caller's write transaction.
 */

/** The planned inputs of `quantity` of `material`, from its recipe as it is now. */
function plannedInputs(
  index: MaterialIndex,
  material: RecipeMaterial,
  quantity: number,
): WorkOrderInput[] {
  return [...recipeInputs(index, material, quantity)].map(([materialId, planned]) => ({
    material_id: materialId,
    planned: round3(planned),
    actual: null,
  }));
}

/**
 * The same create sent again: what it fixed for good (place, output, kind) must match, and while
 * nobody has edited the order, everything it set.
 */
function sameCreate(stored: StoredWorkOrder, body: WorkOrderCreateBody): boolean {
  const fixed =
    stored.location_id === body.location_id &&
    stored.material_id === body.material_id &&
    stored.kind === body.kind;
  if (!fixed || Number(stored.version) > 1) return fixed;
  return (
    Number(stored.planned_quantity) === round3(body.planned_quantity) &&
    stored.planned_for === body.planned_for &&
    stored.use_by === (body.use_by ?? null) &&
    stored.batch_code === body.batch_code &&
    stored.note === body.note
  );
}

/** `POST /work-orders`: a planned batch whose inputs come from the output's recipe. */
export async function createWorkOrder(
  trx: Kysely<Database>,
  auth: Auth,
  body: WorkOrderCreateBody,
): Promise<WriteReply> {
  requireLocation(auth, body.location_id);
  const existing = await earlierCreate(
    trx,
    auth.customerId,
    'work_orders',
    body.id,
    'work order',
    (stored) => sameCreate(stored, body),
  );
  if (existing) return { status: 200, body: replyOf(auth, existing) };
  await checkLocation(trx, auth.customerId, body.location_id);
  const index = await materialIndex(trx, auth.customerId);
  const material = producibleMaterial(index, body.material_id);
  const now = nowIso();
  const row: StoredWorkOrder = {
    id: body.id,
    customer_id: auth.customerId,
    location_id: body.location_id,
    number: await nextNumber(trx, 'work_orders', auth.customerId, 'WO'),
    kind: body.kind,
    status: 'planned',
    material_id: body.material_id,
    planned_quantity: round3(body.planned_quantity),
    planned_for: body.planned_for,
    actual_quantity: null,
    inputs: JSON.stringify(plannedInputs(index, material, body.planned_quantity)),
    // Materials keep no shelf life yet, so a use-by is only what the planner sets.
    use_by: body.use_by ?? null,
    batch_code: body.batch_code,
    note: body.note,
    created_by: auth.userId,
    confirmed_at: null,
    confirmed_by: null,
    weight_loss_percent: null,
    unit_cost: null,
    version: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  await trx.insertInto('work_orders').values(row).execute();
  await logChange(trx, row, null);
  return { status: 201, body: replyOf(auth, row) };
}

const changedMeanwhile = (auth: Auth, row: StoredWorkOrder) =>
  versionConflict('work order', replyOf(auth, row));

/**
 * Writes `changes` if the order is still planned at `version`; otherwise says why not: its status
 * moved on (INVALID_TRANSITION) or someone edited it first (VERSION_CONFLICT).
 */
async function claimPlanned(
  trx: Kysely<Database>,
  auth: Auth,
  row: StoredWorkOrder,
  changes: Partial<StoredWorkOrder>,
  change: string,
): Promise<StoredWorkOrder> {
  const next = await claimDocument(trx, 'work_orders', row, changes, {
    status: ['planned'],
    version: true,
  });
  if (!next) {
    const latest = await findWorkOrder(trx, auth, row.id);
    if (latest.status !== 'planned') throw invalidTransition(latest, change);
    throw changedMeanwhile(auth, latest);
  }
  await logChange(trx, next, row);
  return next;
}

/** `PUT /work-orders/{id}`: a planned order's quantity (inputs scaled again), day, use-by, code, note. */
export async function updateWorkOrder(
  trx: Kysely<Database>,
  auth: Auth,
  id: string,
  body: WorkOrderUpdateBody,
): Promise<WriteReply> {
  const row = await findWorkOrder(trx, auth, id);
  if (row.status !== 'planned') throw invalidTransition(row, 'edited');
  if (Number(row.version) !== body.version) throw changedMeanwhile(auth, row);
  const changes: Partial<StoredWorkOrder> = {};
  if (body.planned_quantity !== undefined) {
    const index = await materialIndex(trx, auth.customerId);
    const material = producibleMaterial(index, row.material_id);
    changes.planned_quantity = round3(body.planned_quantity);
    changes.inputs = JSON.stringify(plannedInputs(index, material, body.planned_quantity));
  }
  if (body.planned_for !== undefined) changes.planned_for = body.planned_for;
  if (body.use_by !== undefined) changes.use_by = body.use_by;
  if (body.batch_code !== undefined) changes.batch_code = body.batch_code;
  if (body.note !== undefined) changes.note = body.note;
  const next = await claimPlanned(trx, auth, row, changes, 'edited');
  return { status: 200, body: replyOf(auth, next) };
}

/**
 * `DELETE /work-orders/{id}`: cancels a planned order. The row stays (status `cancelled`, its
 * number accounted for); cancelling again answers it as it is.
 */
export async function cancelWorkOrder(
  trx: Kysely<Database>,
  auth: Auth,
  id: string,
): Promise<WriteReply> {
  const row = await findWorkOrder(trx, auth, id);
  if (row.status === 'cancelled') return { status: 200, body: replyOf(auth, row) };
  if (row.status !== 'planned') throw invalidTransition(row, 'cancelled');
  const next = await claimPlanned(trx, auth, row, { status: 'cancelled' }, 'cancelled');
  return { status: 200, body: replyOf(auth, next) };
}
