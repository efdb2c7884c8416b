import { can } from '@contract/access';
import {
  WORK_ORDERS_COLLECTION,
  type WorkOrderInput,
  type WorkOrderKind,
  type WorkOrderListQuery,
  type WorkOrderRow,
  type WorkOrderStatus,
} from '@contract/workOrders';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { requireLocation, usableLocations } from '../../plugins/permissions';
import {
  documentsByIds,
  invalidTransition as invalidDocumentTransition,
  liveDocument,
  logDocument,
  newestPage,
  rowMeta,
} from '../documents';
import type { WorkOrdersTable } from './tables';

/** Work orders as stored, and the reads every call shares (row shape, find, list, change log). */
export type StoredWorkOrder = Selectable<WorkOrdersTable>;

/**
 * What a work order's movement ids derive from. The prefix keeps them apart from a preparation's
 * (`<id>:out:<material>`), should a device ever send one document id for both.
 */
export const movementKey = (workOrderId: string): string => `work-order:${workOrderId}`;

export { round3 } from '../documents';

/** A work order as replies carry it; the output's unit cost only for a caller with costs. */
export function workOrderRowOf(row: StoredWorkOrder, withCosts: boolean): WorkOrderRow {
  return {
    ...rowMeta(row),
    number: row.number,
    kind: row.kind as WorkOrderKind,
    status: row.status as WorkOrderStatus,
    material_id: row.material_id,
    planned_quantity: Number(row.planned_quantity),
    planned_for: row.planned_for,
    actual_quantity: row.actual_quantity === null ? null : Number(row.actual_quantity),
    inputs: JSON.parse(row.inputs) as WorkOrderInput[],
    use_by: row.use_by,
    batch_code: row.batch_code,
    note: row.note,
    created_by: row.created_by,
    confirmed_at: row.confirmed_at,
    confirmed_by: row.confirmed_by,
    weight_loss_percent: row.weight_loss_percent === null ? null : Number(row.weight_loss_percent),
    ...(withCosts ? { unit_cost: row.unit_cost === null ? null : Number(row.unit_cost) } : {}),
  };
}

export const withCosts = (auth: Auth): boolean => can(auth.grant, 'inventory.costs');

export const replyOf = (auth: Auth, row: StoredWorkOrder) => workOrderRowOf(row, withCosts(auth));

/** 409 for a change the order's status no longer allows, naming the status it has. */
export const invalidTransition = (row: StoredWorkOrder, change: string) =>
  invalidDocumentTransition('work order', row.status, change);

/** A work order of the caller's business at a location they may use, or 404 / 403. */
export async function findWorkOrder(
  db: Kysely<Database>,
  auth: Auth,
  id: string,
): Promise<StoredWorkOrder> {
  const found = await liveDocument(db, auth.customerId, 'work_orders', id, 'Work order');
  requireLocation(auth, found.location_id);
  return found;
}

export const logChange = (
  trx: Kysely<Database>,
  row: StoredWorkOrder,
  before: StoredWorkOrder | null,
): Promise<void> => logDocument(trx, WORK_ORDERS_COLLECTION, row, before);

/** `GET /work-orders`: newest first, within the locations the caller may use. */
export async function listWorkOrders(
  db: Kysely<Database>,
  auth: Auth,
  loc: string | null,
  query: WorkOrderListQuery,
): Promise<{ rows: StoredWorkOrder[]; total: number }> {
  if (loc) requireLocation(auth, loc);
  const usable = loc ? [loc] : usableLocations(auth.grant);
  if (usable?.length === 0) return { rows: [], total: 0 };
  let base = db
    .selectFrom('work_orders')
    .where('customer_id', '=', auth.customerId)
    .where('deleted_at', 'is', null);
  if (usable) base = base.where('location_id', 'in', usable);
  if (query.st !== 'all') base = base.where('status', '=', query.st);
  if (query.kind) base = base.where('kind', '=', query.kind);
  // Business dates are YYYY-MM-DD text: they compare as text on both databases.
  if (query.planned_for) base = base.where('planned_for', '=', query.planned_for);
  if (query.from) base = base.where('planned_for', '>=', query.from);
  if (query.to) base = base.where('planned_for', '<=', query.to);
  return newestPage(base, query);
}

/** Work orders by id for the sync pull, in the shape their reads return. */
export async function workOrdersByIds(
  db: Kysely<Database>,
  auth: Auth,
  ids: readonly string[],
): Promise<WorkOrderRow[]> {
  const rows = await documentsByIds(db, auth.customerId, 'work_orders', ids);
  const costs = withCosts(auth);
  return rows.map((r) => workOrderRowOf(r, costs));
}
