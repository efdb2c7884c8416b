import type { AuditAction, AuditArea, AuditFieldChange } from '@contract/audit';
import { resources } from '@contract/registry';
import { ORDER_REQUESTS_COLLECTION, TRANSFERS_COLLECTION } from '@contract/transfers';
import { SUPPLIER_INVOICES_COLLECTION, SUPPLIER_ORDERS_COLLECTION } from '@contract/purchasing';
import { WORK_ORDERS_COLLECTION } from '@contract/workOrders';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { insertMany } from '../db/manyRows';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import { currentActor } from './context';

/**
 * One write as the audit log records it. `before` is the row as it was (null: there was none, a
 * create), `after` as it is now (with `deleted_at` set on a delete); give both where the write has
 * them, and the log keeps only the fields that differ. Without `before` the log still says who wrote
 * which row when (named from `after` when given; `action` defaults to `other`).
 */
export interface AuditWrite {
  customerId: string;
  collection: string;
  rowId: string;
  locationId: string | null;
  before?: Readonly<Record<string, unknown>> | null;
  after?: Readonly<Record<string, unknown>> | null;
  action?: AuditAction;
  /** The area when the collection is not a registry resource or one of `areaOfCollection`. */
  area?: AuditArea;
  /** What the row is called, when neither row given has a name, number or code. */
  label?: string | null;
}

const areaOfCollection = new Map<string, AuditArea>([
  ...Object.values(resources).map((def) => [def.collection, def.area] as const),
  ['settings', 'config'],
  ['inventoryCounts', 'inventory'],
  ['countEntries', 'inventory'],
  [SUPPLIER_ORDERS_COLLECTION, 'suppliers'],
  [SUPPLIER_INVOICES_COLLECTION, 'suppliers'],
  [ORDER_REQUESTS_COLLECTION, 'suppliers'],
  [TRANSFERS_COLLECTION, 'suppliers'],
  [WORK_ORDERS_COLLECTION, 'suppliers'],
  ['invoices', 'sales'],
  ['users', 'people'],
]);

/** Row conventions every write moves: noise in a list of what someone changed. */
const bookkeeping = new Set(['id', 'customer_id', 'version', 'created_at', 'updated_at']);

/**
 * Fields whose values must never reach the log (password and PIN hashes, tokens, payment
 * credentials, even masked): the entry only says they changed.
 */
const SECRET = /(^|_)(password|pin|secret|token|credentials?|api_key|private_key)(_|$)/i;

/** Longer values (a long recipe, a description) are cut: the log says what changed, not archives. */
const MAX_VALUE_CHARS = 2000;

/** Fields that name a row, in the order they are tried. */
const LABELS = ['name', 'title', 'number', 'reference', 'code', 'email', 'username', 'sku'];

function labelOf(row: Readonly<Record<string, unknown>> | null | undefined): string | null {
  if (!row) return null;
  for (const field of LABELS) {
    const value = row[field];
    if ((typeof value === 'string' && value.trim()) || typeof value === 'number') {
      return String(value).slice(0, 200);
    }
  }
  return null;
}

const empty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

function kept(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string') {
    return value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value;
  }
  if (typeof value === 'object' && value !== null) {
    const text = JSON.stringify(value);
    return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : value;
  }
  return value;
}

const same = (a: unknown, b: unknown) =>
  a === b || (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two states of a row (a create: every field it was given). */
export function changedFields(
  before: Readonly<Record<string, unknown>> | null | undefined,
  after: Readonly<Record<string, unknown>> | null | undefined,
): AuditFieldChange[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const fields: AuditFieldChange[] = [];
  for (const field of names) {
    if (bookkeeping.has(field)) continue;
    const was = before?.[field];
    const now = after?.[field];
    if (same(was, now)) continue;
    // A create's unset fields, or a delete's kept ones, say nothing.
    if (before == null && empty(now)) continue;
    if (after == null && empty(was)) continue;
    fields.push(
      SECRET.test(field)
        ? { field, before: null, after: null, secret: true }
        : { field, before: kept(was), after: kept(now) },
    );
  }
  return fields;
}

function actionOf(write: AuditWrite): AuditAction {
  if (write.action) return write.action;
  const { before, after } = write;
  if (after?.deleted_at && !before?.deleted_at) return 'delete';
  if (before === null && after) return 'create';
  if (before && after) return 'update';
  return 'other';
}

/** Entries per insert: 12 columns each, within every driver's parameter limit. */
const CHUNK = 400;

/**
 * THE way a write reaches the audit log: call it inside the write's transaction (the change log's
 * `recordChange(s)` already does, so rows that sync need nothing more). The actor comes from the
 * request (server/audit/context.ts). Writes outside a request (the demo seed, derived-figure jobs)
 * are not logged: nobody made them.
 */
export async function recordAudit(
  trx: Kysely<Database>,
  writes: readonly AuditWrite[],
): Promise<void> {
  const actor = currentActor();
  if (!actor || writes.length === 0) return;
  const at = nowIso();
  const entries = writes.map((write) => {
    const action = actionOf(write);
    // Without the row as it was, what changed is unknown: the entry names the row only.
    const fields =
      action === 'delete' || write.before === undefined
        ? []
        : changedFields(write.before, write.after);
    return {
      id: uuidv7(),
      customer_id: write.customerId,
      at,
      user_id: actor.userId,
      device: actor.device,
      area: write.area ?? areaOfCollection.get(write.collection) ?? 'other',
      collection: write.collection,
      row_id: write.rowId,
      row_label: write.label ?? labelOf(write.after) ?? labelOf(write.before),
      location_id: write.locationId,
      action,
      fields: JSON.stringify(fields),
    };
  });
  await insertMany(trx, 'audit_log', entries, CHUNK);
}
