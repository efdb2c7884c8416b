import { can, type Grant } from '@contract/access';
import type { RowMeta } from '@contract/common';
import type { ResourceDef } from '@contract/registry';
import { legacyMaterialType } from '@contract/resources/inventory';
import type { Kysely } from 'kysely';
import { currentActor } from '../audit/context';
import { recordChange, recordChanges } from '../db/changes';
import type { Dialect } from '../db/database';
import { decodeRow, encodeRow } from '../db/rows';
import type { Database, ResourceTable, ResourceTables } from '../db/tables';
import { conversionsFor, fieldsOf, metaKinds } from './fields';

/** A row as the API returns it: the resource's fields plus the row conventions. */
export type StoredRow = Record<string, unknown> & RowMeta;

/**
 * The registry's tables are only known at run time, so they are typed as one generic table shape.
 * Works on a transaction too: the view shares its connection.
 */
export const resourceDb = (db: Kysely<Database>) => db.withTables<ResourceTables>();

const columnCache = new WeakMap<ResourceDef, string[]>();

/** Columns of a resource in the order of `rowSchema`: fields first, then the row conventions. */
export function columnsOf(def: ResourceDef): string[] {
  let columns = columnCache.get(def);
  if (!columns) {
    columns = [...fieldsOf(def).map((f) => f.name), ...Object.keys(metaKinds)];
    columnCache.set(def, columns);
  }
  return columns;
}

/** Values stored in an older spelling, read in today's. */
const readFixes: Partial<Record<string, (row: Record<string, unknown>) => void>> = {
  // SPEC section 3: legacy material types are read as mat → RM, rm → SR, fg → FG.
  materials: (row) => {
    const type = row.type;
    if (typeof type === 'string' && Object.hasOwn(legacyMaterialType, type)) {
      row.type = legacyMaterialType[type];
    }
  },
};

/** The one mapping from a stored row to the API shape (JSON parsed, booleans restored). */
export function toApiRow(def: ResourceDef, stored: Record<string, unknown>): StoredRow {
  const decoded = decodeRow(conversionsFor(def), stored);
  const row: Record<string, unknown> = {};
  for (const column of columnsOf(def)) row[column] = decoded[column] ?? null;
  readFixes[def.collection]?.(row);
  return row as StoredRow;
}

/**
 * `toApiRow` for a read of a few of a resource's columns: those present decoded and the read fixes
 * applied, without filling in the columns not read. For reads of many rows that need little of each.
 */
export function toApiColumns(def: ResourceDef, stored: Record<string, unknown>) {
  const decoded = decodeRow(conversionsFor(def), stored);
  readFixes[def.collection]?.(decoded);
  return decoded;
}

/** The fields of a resource a caller may not see (registry `hiddenWithout`), or none. */
export function hiddenFieldsFor(def: ResourceDef, grant: Grant): readonly string[] {
  const hidden = def.hiddenWithout;
  return hidden && !can(grant, hidden.permission) ? hidden.fields : [];
}

/**
 * A row as one caller may receive it: without the fields the registry hides from callers lacking a
 * permission (a blind counter never gets a material's cost). Every reply of a row goes through this:
 * list, get, create/update/delete replies and the sync pull.
 */
export function rowForCaller<R extends Record<string, unknown>>(
  def: ResourceDef,
  grant: Grant,
  row: R,
): R {
  const hidden = hiddenFieldsFor(def, grant);
  if (hidden.length === 0) return row;
  return Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.includes(key))) as R;
}

export async function findRow(
  db: Kysely<Database>,
  def: ResourceDef,
  customerId: string,
  id: string,
): Promise<StoredRow | undefined> {
  const found = await resourceDb(db)
    .selectFrom(def.table)
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return found ? toApiRow(def, found) : undefined;
}

/** Whether an id is taken in any business: client-made ids share one key space. */
export async function idTaken(db: Kysely<Database>, def: ResourceDef, id: string) {
  const found = await resourceDb(db)
    .selectFrom(def.table)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return found !== undefined;
}

/** Rows of one business by id, for the sync pull; chunked to stay under SQLite's parameter limit. */
export async function findRowsByIds(
  db: Kysely<Database>,
  def: ResourceDef,
  customerId: string,
  ids: readonly string[],
): Promise<StoredRow[]> {
  const rows: StoredRow[] = [];
  for (let start = 0; start < ids.length; start += 1000) {
    const found = await resourceDb(db)
      .selectFrom(def.table)
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids.slice(start, start + 1000))
      .execute();
    for (const stored of found) rows.push(toApiRow(def, stored));
  }
  return rows;
}

const changeOf = (
  def: ResourceDef,
  row: StoredRow,
  before: StoredRow | null | undefined,
  movedFrom?: string | null,
) => ({
  customerId: row.customer_id,
  collection: def.collection,
  rowId: row.id,
  locationId: row.location_id,
  movedFrom,
  before,
  after: row,
});

/**
 * The rows as they are before a write, for the audit log's before and after; none when the write
 * is not logged (outside a request: the demo seed), which spares the seed a read per row.
 */
async function rowsBefore(
  trx: Kysely<Database>,
  def: ResourceDef,
  rows: readonly StoredRow[],
): Promise<Map<string, StoredRow>> {
  if (!currentActor() || rows.length === 0) return new Map();
  const found = await findRowsByIds(
    trx,
    def,
    rows[0]!.customer_id,
    rows.map((r) => r.id),
  );
  return new Map(found.map((r) => [r.id, r]));
}

/** Inserts a new row and logs it for sync. Call inside `writeTransaction`. */
export async function insertRow(
  trx: Kysely<Database>,
  dialect: Dialect,
  def: ResourceDef,
  row: StoredRow,
): Promise<void> {
  await resourceDb(trx)
    .insertInto(def.table)
    .values(encodeRow(conversionsFor(def), row, dialect) as ResourceTable)
    .execute();
  await recordChange(trx, changeOf(def, row, null));
}

/**
 * Writes a changed row if it still has the version it was read with, and logs it for sync (with the
 * location it left, given `movedFrom`). False when another write got there first.
 */
export async function replaceRow(
  trx: Kysely<Database>,
  dialect: Dialect,
  def: ResourceDef,
  row: StoredRow,
  readVersion: number,
  movedFrom?: string | null,
): Promise<boolean> {
  const { id: _id, customer_id: _c, created_at: _t, ...values } = row;
  const before = (await rowsBefore(trx, def, [row])).get(row.id);
  const result = await resourceDb(trx)
    .updateTable(def.table)
    .set(encodeRow(conversionsFor(def), values, dialect))
    .where('id', '=', row.id)
    .where('customer_id', '=', row.customer_id)
    .where('version', '=', readVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await recordChange(trx, changeOf(def, row, before, movedFrom));
  return true;
}

/** Rows per multi-row insert: products have about 30 columns, well within parameter limits. */
const INSERT_CHUNK = 200;

/** `insertRow` for many new rows at once (imports): a few multi-row inserts, then the change log. */
export async function insertRows(
  trx: Kysely<Database>,
  dialect: Dialect,
  def: ResourceDef,
  rows: readonly StoredRow[],
): Promise<void> {
  const conversions = conversionsFor(def);
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await resourceDb(trx)
      .insertInto(def.table)
      .values(
        rows
          .slice(start, start + INSERT_CHUNK)
          .map((row) => encodeRow(conversions, row, dialect) as ResourceTable),
      )
      .execute();
  }
  await recordChanges(
    trx,
    rows.map((row) => changeOf(def, row, null)),
  );
}

/**
 * Writes rows changed by a bulk call: each was read in this transaction and carries its next version
 * (`version` + 1). Only `columns` and the row conventions are written. False when a row's version
 * moved meanwhile, so the caller can roll everything back.
 */
export async function replaceRows(
  trx: Kysely<Database>,
  dialect: Dialect,
  def: ResourceDef,
  rows: readonly StoredRow[],
  columns: readonly string[],
): Promise<boolean> {
  const conversions = conversionsFor(def);
  const written = [...columns, 'location_id', 'version', 'updated_at', 'deleted_at'];
  const before = await rowsBefore(trx, def, rows);
  for (const row of rows) {
    const values = Object.fromEntries(written.map((c) => [c, row[c]]));
    const result = await resourceDb(trx)
      .updateTable(def.table)
      .set(encodeRow(conversions, values, dialect))
      .where('id', '=', row.id)
      .where('customer_id', '=', row.customer_id)
      .where('version', '=', row.version - 1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
  }
  await recordChanges(
    trx,
    rows.map((row) => changeOf(def, row, before.get(row.id))),
  );
  return true;
}
