import type { ResourceDef } from '@contract/registry';
import { englishMessage, issuesByField } from '@contract/validation';
import type { Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Dialect } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { checkLocationHoursRow } from '../hours/store';
import { checkRoleDelete, checkRoleWrite } from '../people/roles/rules';
import { checkRecipeCycle } from '../inventory/recipes/costing';
import { settleSupplierMaterial } from '../supply/purchasing/materials';
import { checkTableRow } from '../tables/rules';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { ApiError, invalidFields, notFound } from '../plugins/errors';
import type { WriteReply } from '../plugins/idempotency';
import { givenLocation, requireLocation, usableLocations } from '../plugins/permissions';
import { callerCoversAll, requireRowWrite, sharedRowRefused } from './access';
import {
  checkLocation,
  checkParentLoop,
  checkReferences,
  checkRules,
  checkUnique,
  duplicate,
} from './checks';
import { fieldsOf } from './fields';
import { requireNotInUse } from './inUse';
import { findRow, idTaken, insertRow, replaceRow, toApiRow, type StoredRow } from './store';

/** What a write needs besides its body: the transaction, the dialect and the caller. */
export interface WriteContext {
  trx: Transaction<Database>;
  dialect: Dialect;
  auth: Auth;
}

export const versionConflict = (current: StoredRow) =>
  new ApiError(409, 'VERSION_CONFLICT', 'The row was changed by someone else since you read it', {
    current,
  });

/**
 * Checks of a resource that need the database and more than one row, run on every create and on
 * every update that changes one of `fields`: a material's recipe may not contain itself.
 */
const rowChecks: Partial<
  Record<
    string,
    {
      fields: readonly string[];
      check: (trx: Transaction<Database>, customerId: string, row: StoredRow) => Promise<void>;
    }
  >
> = {
  materials: { fields: ['recipe'], check: checkRecipeCycle },
  supplierMaterials: {
    fields: ['supplier_id', 'material_id', 'is_preferred'],
    check: settleSupplierMaterial,
  },
  tables: { fields: ['floor_id', 'is_active', 'status'], check: checkTableRow },
  locationHours: {
    fields: ['day_of_week', 'date', 'is_closed', 'ranges'],
    check: checkLocationHoursRow,
  },
};

async function runRowChecks(
  trx: Transaction<Database>,
  def: ResourceDef,
  row: StoredRow,
  changed?: readonly string[],
) {
  const hook = rowChecks[def.collection];
  if (!hook || (changed && !hook.fields.some((f) => changed.includes(f)))) return;
  await hook.check(trx, row.customer_id, row);
}

const fieldValues = (def: ResourceDef, row: Record<string, unknown>) =>
  Object.fromEntries(fieldsOf(def).map((f) => [f.name, row[f.name]]));

/** Writes a row and turns a unique-index hit (a race the checks could not see) into a 409. */
async function guardUnique(def: ResourceDef, write: () => Promise<unknown>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = englishMessage({ code: 'duplicate', params: {} });
    throw duplicate(Object.fromEntries((def.unique ?? ['id']).map((f) => [f, message])));
  }
}

/** A live row of the caller's business at a location they may use, or 404/403. */
async function liveRow({ trx, auth }: WriteContext, def: ResourceDef, id: string) {
  const current = await findRow(trx, def, auth.customerId, id);
  if (!current || current.deleted_at !== null) throw notFound();
  if (current.location_id) requireLocation(auth, current.location_id);
  return current;
}

/** Where a new row lives: the body's location, else `?loc=`, else (location-scoped) the caller's own. */
async function placeOf(
  { trx, auth }: WriteContext,
  def: ResourceDef,
  id: string,
  fromBody: string | null | undefined,
  loc: string | undefined,
): Promise<string | null> {
  // A location is a row of itself, so lists and pulls filter locations like any located row.
  if (def.collection === 'locations') return id;
  const placed =
    fromBody !== undefined
      ? fromBody
      : (givenLocation(loc) ?? (def.scope === 'location' ? auth.grant.location_id : null));
  if (def.scope === 'location' && !placed) throw invalidFields({ location_id: 'required' });
  if (placed) {
    requireLocation(auth, placed);
    await checkLocation(trx, auth.customerId, placed);
  }
  return placed;
}

export async function createRow(
  context: WriteContext,
  def: ResourceDef,
  body: Record<string, unknown>,
  loc: string | undefined,
): Promise<WriteReply> {
  const { trx, dialect, auth } = context;
  const { id: givenId, location_id: bodyLocation, ...rest } = body;
  const fields = fieldValues(def, rest);
  const id = typeof givenId === 'string' ? givenId : uuidv7();
  const locationId = await placeOf(context, def, id, bodyLocation as string | null, loc);
  if (def.collection === 'locations') {
    // A new location concerns the whole business: only a user of every location adds one.
    if (!(await callerCoversAll(trx, auth))) throw sharedRowRefused('create');
  } else if (locationId === null) {
    await requireRowWrite(trx, auth, def, 'create', { location_id: null });
  }
  checkRules(def, fields);
  checkRoleWrite(context, def, fields);
  if (await idTaken(trx, def, id)) {
    throw duplicate({ id: englishMessage({ code: 'duplicate', params: {} }) });
  }
  await checkReferences(trx, def, auth.customerId, fields);
  await checkParentLoop(trx, def, auth.customerId, { ...fields, id });
  const now = nowIso();
  const row: StoredRow = {
    ...fields,
    id,
    customer_id: auth.customerId,
    location_id: locationId,
    version: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  await checkUnique(trx, def, row, def.unique, usableLocations(auth.grant));
  await runRowChecks(trx, def, row);
  await guardUnique(def, () => insertRow(trx, dialect, def, row));
  return { status: 201, body: toApiRow(def, row) };
}

export async function updateRow(
  context: WriteContext,
  def: ResourceDef,
  id: string,
  body: Record<string, unknown>,
): Promise<WriteReply> {
  const { trx, dialect, auth } = context;
  const current = await liveRow(context, def, id);
  const { version, location_id: newLocation, ...changes } = body;
  if (version !== current.version) throw versionConflict(current);

  const moves = newLocation !== undefined && newLocation !== current.location_id;
  await requireRowWrite(trx, auth, def, 'update', current, {
    ...changes,
    ...(moves ? { location_id: newLocation } : {}),
  });
  let locationId = current.location_id;
  if (moves) {
    if (def.collection === 'locations') throw invalidFields({ location_id: 'format' });
    if (newLocation === null && def.scope === 'location') {
      throw invalidFields({ location_id: 'required' });
    }
    if (typeof newLocation === 'string') {
      requireLocation(auth, newLocation);
      await checkLocation(trx, auth.customerId, newLocation);
    }
    locationId = newLocation as string | null;
  }

  // The merged row must be a valid row on its own: fields and rules, as on create.
  const parsed = def.fields.safeParse({ ...fieldValues(def, current), ...changes });
  if (!parsed.success) {
    throw new ApiError(400, 'VALIDATION', 'The changed row is not valid', {
      fields: issuesByField(parsed.error.issues),
    });
  }
  const fields = parsed.data as Record<string, unknown>;
  checkRules(def, fields);
  checkRoleWrite(context, def, fields, current);
  const changed = Object.fromEntries(Object.keys(changes).map((f) => [f, fields[f]]));
  await checkReferences(trx, def, auth.customerId, changed, current);
  await checkParentLoop(trx, def, auth.customerId, { ...fields, id: current.id }, current);
  const row: StoredRow = {
    ...fields,
    id: current.id,
    customer_id: current.customer_id,
    location_id: locationId,
    version: current.version + 1,
    created_at: current.created_at,
    updated_at: nowIso(),
    deleted_at: null,
  };
  await checkUnique(
    trx,
    def,
    row,
    (def.unique ?? []).filter((f) => f in changes),
    usableLocations(auth.grant),
  );
  await runRowChecks(trx, def, row, Object.keys(changes));
  const written = await guardUnique(def, () =>
    replaceRow(trx, dialect, def, row, current.version, moves ? current.location_id : undefined),
  );
  if (!written) throw versionConflict((await findRow(trx, def, auth.customerId, id)) ?? current);
  return { status: 200, body: toApiRow(def, row) };
}

/**
 * An update made by a call that names no version (archive, remove image, upload image): it applies
 * to the row as it is now, like a PUT that read it a moment ago. `version` still guards when given.
 */
export async function patchRow(
  context: WriteContext,
  def: ResourceDef,
  id: string,
  changes: Record<string, unknown>,
  version?: number,
): Promise<WriteReply> {
  const current = await liveRow(context, def, id);
  return updateRow(context, def, id, { ...changes, version: version ?? current.version });
}

/**
 * Deletes by tombstone: the row stays, marked, so the deletion reaches every device through sync. A
 * row that live rows still refer to is not deleted (409 IN_USE, naming them).
 */
export async function deleteRow(
  context: WriteContext,
  def: ResourceDef,
  id: string,
  version: number | undefined,
): Promise<WriteReply> {
  const { trx, dialect, auth } = context;
  const current = await liveRow(context, def, id);
  if (version !== undefined && version !== current.version) throw versionConflict(current);
  await requireRowWrite(trx, auth, def, 'delete', current);
  await checkRoleDelete(context, def, current);
  await requireNotInUse(trx, def, auth.customerId, id);
  const now = nowIso();
  const row: StoredRow = {
    ...current,
    version: current.version + 1,
    updated_at: now,
    deleted_at: now,
  };
  if (!(await replaceRow(trx, dialect, def, row, current.version))) {
    throw versionConflict((await findRow(trx, def, auth.customerId, id)) ?? current);
  }
  return { status: 200, body: row };
}

/**
 * Brings a tombstoned row back (version +1, logged). Its unique values must still be free and what it
 * refers to must still be live, as on create. Restoring a live row changes nothing.
 */
export async function restoreRow(
  context: WriteContext,
  def: ResourceDef,
  id: string,
  version: number | undefined,
): Promise<WriteReply> {
  const { trx, dialect, auth } = context;
  const current = await findRow(trx, def, auth.customerId, id);
  if (!current) throw notFound();
  if (current.location_id) requireLocation(auth, current.location_id);
  if (version !== undefined && version !== current.version) throw versionConflict(current);
  if (current.deleted_at === null) return { status: 200, body: current };
  await requireRowWrite(trx, auth, def, 'restore', current);
  checkRoleWrite(context, def, current);
  await checkReferences(trx, def, auth.customerId, fieldValues(def, current));
  await checkUnique(trx, def, current, def.unique, usableLocations(auth.grant));
  const row: StoredRow = {
    ...current,
    version: current.version + 1,
    updated_at: nowIso(),
    deleted_at: null,
  };
  const written = await guardUnique(def, () => replaceRow(trx, dialect, def, row, current.version));
  if (!written) throw versionConflict((await findRow(trx, def, auth.customerId, id)) ?? current);
  return { status: 200, body: row };
}
