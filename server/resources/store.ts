import type { RowMeta } from '@contract/common';
import type { ResourceDef } from '@contract/registry';
import type { Kysely } from 'kysely';
import { recordChange } from '../db/changes';
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

/** The one mapping from a stored row to the API shape (JSON parsed, booleans restored). */
export function toApiRow(def: ResourceDef, stored: Record<string, unknown>): StoredRow {
  const decoded = decodeRow(conversionsFor(def), stored);
  const row: Record<string, unknown> = {};
  for (const column of columnsOf(def)) row[column] = decoded[column] ?? null;
  return row as StoredRow;
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

const changeOf = (def: ResourceDef, row: StoredRow) => ({
  customerId: row.customer_id,
  collection: def.collection,
  rowId: row.id,
  locationId: row.location_id,
});

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
  await recordChange(trx, changeOf(def, row));
}

/**
 * Writes a changed row if it still has the version it was read with, and logs it for sync. False when
 * another write got there first.
 */
export async function replaceRow(
  trx: Kysely<Database>,
  dialect: Dialect,
  def: ResourceDef,
  row: StoredRow,
  readVersion: number,
): Promise<boolean> {
  const { id: _id, customer_id: _c, created_at: _t, ...values } = row;
  const result = await resourceDb(trx)
    .updateTable(def.table)
    .set(encodeRow(conversionsFor(def), values, dialect))
    .where('id', '=', row.id)
    .where('customer_id', '=', row.customer_id)
    .where('version', '=', readVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await recordChange(trx, changeOf(def, row));
  return true;
}
