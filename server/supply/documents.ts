import { createHash } from 'node:crypto';
import type { Pagination } from '@contract/common';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { recordChange } from '../db/changes';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import { inChunks } from '../inventory/ledger';
import { ApiError, notFound } from '../plugins/errors';

/**
 * The plumbing every supply document shares (supply-design "Conventions"): numbers, the create that
 * answers once per id, conditional status claims, the change log, sync reads by id and list pages.
 * What a kind of document allows stays in its own files.
 */

export type DocumentTable =
  'supplier_orders' | 'supplier_invoices' | 'order_requests' | 'stock_transfers' | 'work_orders';

/** Tables the sync pull reads by id: the supply documents, and the inventory's counts. */
export type SyncedTable = DocumentTable | 'inventory_counts' | 'count_entries';

export type Stored<T extends SyncedTable> = Selectable<Database[T]>;

interface KeyColumns {
  id: string;
  customer_id: string;
  deleted_at: string | null;
}

interface DocumentColumns extends KeyColumns {
  location_id: string;
  number: string;
  status: string;
  version: number;
  updated_at: string;
}

type DocumentView = Record<DocumentTable, DocumentColumns> &
  Record<'inventory_counts' | 'count_entries', KeyColumns>;

/**
 * Kysely cannot resolve the columns of a table named by a type parameter. Every table here has the
 * columns of this view, so the shared queries are written against it and their rows given back as
 * the table's own.
 */
const viewOf = (db: Kysely<Database>) => db as unknown as Kysely<DocumentView>;

/** Quantities and money in documents: 3 decimals, as the design fixes. */
export const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** The hash a create or receipt is recognised by when it is sent again. */
export const contentHash = (content: unknown): string =>
  createHash('sha256').update(JSON.stringify(content)).digest('hex');

export const idReused = (what: string) =>
  new ApiError(409, 'ID_REUSED', `This ${what} id was already used for other content`);

/** 409 for a change the document's status no longer allows, naming the status it has. */
export const invalidTransition = (what: string, status: string, wanted: string) =>
  new ApiError(409, 'INVALID_TRANSITION', `The ${what} is ${status}: it cannot become ${wanted}`);

export const versionConflict = (what: string, current?: Record<string, unknown>) =>
  new ApiError(
    409,
    'VERSION_CONFLICT',
    `The ${what} was changed by someone else since you read it`,
    current === undefined ? {} : { current },
  );

/** A live row of the business, or 404 naming `what`. The caller checks its location(s). */
export async function liveDocument<T extends SyncedTable>(
  db: Kysely<Database>,
  customerId: string,
  table: T,
  id: string,
  what: string,
): Promise<Stored<T>> {
  const name: SyncedTable = table;
  const found = await viewOf(db)
    .selectFrom(name)
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found || found.deleted_at !== null) throw notFound(what);
  return found as unknown as Stored<T>;
}

/**
 * What an earlier create with this id made, when it is the same create sent again (`same`); 409
 * ID_REUSED when the id holds something else (another business's too: ids are global); undefined
 * for a new id.
 */
export async function earlierCreate<T extends DocumentTable>(
  trx: Kysely<Database>,
  customerId: string,
  table: T,
  id: string,
  what: string,
  same: (stored: Stored<T>) => boolean,
): Promise<Stored<T> | undefined> {
  const name: DocumentTable = table;
  const found = await viewOf(trx)
    .selectFrom(name)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) return undefined;
  const stored = found as unknown as Stored<T>;
  if (found.customer_id !== customerId || !same(stored)) throw idReused(what);
  return stored;
}

/**
 * The next human reference of a kind (`PO-000123`): the business's highest + 1, read inside the
 * create's transaction, which `writeTransaction` serialises per business; the unique index catches
 * anything else.
 */
export async function nextNumber(
  trx: Kysely<Database>,
  table: DocumentTable,
  customerId: string,
  prefix: string,
): Promise<string> {
  const last = await viewOf(trx)
    .selectFrom(table)
    .select('number')
    .where('customer_id', '=', customerId)
    .where('number', 'like', `${prefix}-%`)
    // Longer numbers are larger (past 999999 the padding no longer holds them in text order).
    .orderBy((eb) => eb.fn('length', ['number']), 'desc')
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  const n = last ? Number.parseInt(last.number.slice(prefix.length + 1), 10) || 0 : 0;
  return `${prefix}-${String(n + 1).padStart(6, '0')}`;
}

/**
 * Logs a document's change for sync at its location. A document that joins two places logs with
 * no location (`null`): its `byIds` reader then keeps the rows a caller may use at either place.
 * `before` is the document as it was (null for a new one): the audit log keeps each field's before
 * and after, and names the document by its number.
 */
export async function logDocument(
  trx: Kysely<Database>,
  collection: string,
  row: { id: string; customer_id: string; location_id: string },
  before: Readonly<Record<string, unknown>> | null,
  locationId: string | null = row.location_id,
): Promise<void> {
  await recordChange(trx, {
    customerId: row.customer_id,
    collection,
    rowId: row.id,
    locationId,
    before,
    after: row,
  });
}

/**
 * Writes `changes` at the next version if the document is still in one of `when.status` (a claim)
 * and, with `when.version`, still at the version read. Null when it no longer is: someone else
 * moved or changed it meanwhile, and the caller says which. Does not log the change.
 */
export async function claimDocument<T extends DocumentTable>(
  trx: Kysely<Database>,
  table: T,
  row: Stored<T>,
  changes: Partial<Stored<T>>,
  when: { status?: readonly string[]; version?: boolean; at?: string },
): Promise<Stored<T> | null> {
  const name: DocumentTable = table;
  const current = row as unknown as DocumentColumns;
  const version = Number(current.version) + 1;
  const updated_at = when.at ?? nowIso();
  const set = { ...(changes as Partial<DocumentColumns>), version, updated_at };
  let query = viewOf(trx)
    .updateTable(name)
    .set(set)
    .where('id', '=', current.id)
    .where('customer_id', '=', current.customer_id);
  if (when.status) query = query.where('status', 'in', [...when.status]);
  if (when.version) query = query.where('version', '=', current.version);
  const written = await query.executeTakeFirst();
  if (Number(written.numUpdatedRows) !== 1) return null;
  return { ...row, ...changes, version, updated_at };
}

/** Rows by id for the sync pull, tombstones included, of the caller's business. */
export async function documentsByIds<T extends SyncedTable>(
  db: Kysely<Database>,
  customerId: string,
  table: T,
  ids: readonly string[],
): Promise<Array<Stored<T>>> {
  const name: SyncedTable = table;
  const rows = await inChunks([...new Set(ids)], (chunk) =>
    viewOf(db)
      .selectFrom(name)
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  return rows as unknown as Array<Stored<T>>;
}

export const paginationOf = (total: number, q: { page: number; limit: number }): Pagination => ({
  total,
  page: q.page,
  limit: q.limit,
  totalPages: Math.ceil(total / q.limit),
});

/**
 * One page of a filtered list, newest first (`ids` orders documents made in the same instant),
 * and how many there are in all.
 */
export async function newestPage<DB, TB extends keyof DB & string, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  q: { page: number; limit: number },
  ids: 'asc' | 'desc' = 'desc',
) {
  const counted = await query
    .select(sql<number>`count(*)`.as('n'))
    .$castTo<{ n: number | string }>()
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy(sql`created_at`, 'desc')
    .orderBy(sql`id`, ids)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { rows, total: Number(counted.n) };
}

/**
 * After a lost claim: the document as it now is when it already became `wanted` (a resend, a second
 * tap or a second device: answered as it is), else 409 INVALID_TRANSITION naming its status.
 */
export async function settledAs<T extends DocumentTable>(
  trx: Kysely<Database>,
  table: T,
  row: Stored<T>,
  wanted: string,
  what: string,
): Promise<Stored<T>> {
  const name: DocumentTable = table;
  const { id, customer_id } = row as unknown as DocumentColumns;
  const latest = await viewOf(trx)
    .selectFrom(name)
    .selectAll()
    .where('customer_id', '=', customer_id)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (latest.status !== wanted) throw invalidTransition(what, latest.status, wanted);
  return latest as unknown as Stored<T>;
}

/** The columns every synced row answers first, as replies carry them. */
export const rowMeta = (row: {
  id: string;
  customer_id: string;
  location_id: string;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}) => ({
  id: row.id,
  customer_id: row.customer_id,
  location_id: row.location_id,
  version: Number(row.version),
  created_at: row.created_at,
  updated_at: row.updated_at,
  deleted_at: row.deleted_at,
});
