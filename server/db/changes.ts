import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { recordAudit, type AuditWrite } from '../audit/record';
import type { Commit } from '../live/commits';
import type { DatabaseHandle } from './database';
import { nowIso } from './rows';
import type { Database } from './tables';

/**
 * A write to log for sync. It reaches the audit log too (server/audit/record.ts): give `before` and
 * `after` where the write has them, so the log keeps the before and after of each field.
 */
export interface Change extends AuditWrite {
  /** The location the row lived at before this change moved it, when it did. */
  movedFrom?: string | null;
}

/** First key of the two-key advisory lock: keeps our locks apart from any other user of the database. */
const CHANGE_LOG_LOCK = 0x6268; // "bh"
/** First key of the per-location stock lock (`lockStock`). */
const STOCK_LOCK = 0x6273; // "bs"

/**
 * PostgreSQL's codes of a transaction worth trying again: aborted to break a deadlock, a
 * serialization failure, a unique violation (a concurrent writer's row).
 */
const RETRIED = new Set(['40P01', '40001', '23505']);
/** Tries of one transaction before its error is the caller's. */
const ATTEMPTS = 3;

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * Runs a transaction again when PostgreSQL aborted it to resolve a deadlock or a serialization
 * failure, or when a concurrent writer's row made it fail a unique constraint (the next try reads
 * that row and answers as for a resend). Nothing of an aborted try stays in the database; `run`
 * must keep nothing outside it either. SQLite runs one transaction at a time and aborts none so.
 */
async function retried<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!RETRIED.has(String(codeOf(error))) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * Runs a write in one transaction that may append to the change log.
 *
 * A pull reads "every change with seq > cursor" and moves the cursor to the last seq it saw, so seq
 * order must be commit order: if a transaction took seq 11 and committed before another that took seq 10,
 * a pull between the two commits would move past 10 and never see it. SQLite has one writer at a time
 * (and Kysely's SQLite driver runs one transaction at a time on its single connection), so there it holds
 * already. On PostgreSQL concurrent transactions draw from the sequence independently, so every writer
 * of a business first takes a transaction-scoped advisory lock for that business: writers of one
 * business take seqs and commit one after another, while different businesses never wait for each
 * other (pulls are per business, so their relative order does not matter). The lock is released by
 * the commit or rollback itself. Writes that append nothing to the change log (sales from the tills)
 * do not take it: see `locationsTransaction`. A write that moves stock also takes the stock lock of
 * each location it moves stock at (`postMovements` does), so it waits only for those locations' sales.
 * Once committed, it tells the live channel (server/live/) what it appended and where.
 */
export async function writeTransaction<T>(
  { db, dialect, commits }: DatabaseHandle,
  customerId: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const touched = new Touched();
  const result = await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${CHANGE_LOG_LOCK}, hashtext(${customerId}))`.execute(
        trx,
      );
    }
    touchedBy.set(trx, touched);
    const done = await work(trx);
    for (const commit of touched.commits(customerId)) await commits.inTransaction(trx, commit);
    return done;
  });
  // The live channel (issue 26): after the commit, never for a rollback.
  for (const commit of touched.commits(customerId)) commits.committed(commit);
  return result;
}

/**
 * What one transaction appended to the change log or sold, by location (null: a business-wide
 * row), for the live channel. Kept by transaction so `recordChange` needs no extra argument.
 */
class Touched {
  readonly changes = new Set<string | null>();
  readonly sales = new Set<string | null>();

  commits(customerId: string): Commit[] {
    return [
      ...(this.changes.size
        ? [{ customerId, kind: 'changes' as const, locations: [...this.changes] }]
        : []),
      ...(this.sales.size
        ? [{ customerId, kind: 'sales' as const, locations: [...this.sales] }]
        : []),
    ];
  }
}
const touchedBy = new WeakMap<object, Touched>();

/**
 * Tells the live channel that this transaction (of `writeTransaction`) changed sales figures of
 * these locations, as a status change of an invoice (a void, a refund) does: the tills' own sales
 * (`locationsTransaction`) say so themselves.
 */
export function noteSales(trx: Kysely<Database>, locationIds: readonly string[]): void {
  for (const id of locationIds) touchedBy.get(trx)?.sales.add(id);
}

/**
 * Runs a write that appends nothing to the change log and changes only what belongs to the given
 * locations: the tills' sales (their invoices, their stock depletion, their day's figures). It takes
 * the stock lock of each location (`lockStock`) instead of the business's change-log lock, so on
 * PostgreSQL the sales of different locations, and a sale and a catalogue change, do not wait for
 * each other (issue 25: one business's writes queued behind each other across the whole chain),
 * while two writes of one location's stock still go one after another. A unique violation from a
 * concurrent writer of the same invoice at another location is tried again (once read, it is
 * answered as stored or refused as a reused id), as is a deadlock PostgreSQL broke: `work` must
 * keep nothing outside its transaction. Once committed, it tells the live channel (server/live/)
 * that these locations sold.
 */
export async function locationsTransaction<T>(
  { db, commits }: DatabaseHandle,
  customerId: string,
  locationIds: readonly string[],
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  // The live channel (issue 26): sales notify whether or not they appended (a resend answers as
  // stored; hearing of it once more costs a device one refetch).
  const sales: Commit = { customerId, kind: 'sales', locations: [...new Set(locationIds)] };
  const result = await retried(() =>
    db.transaction().execute(async (trx) => {
      await lockStock(trx, customerId, locationIds);
      const done = await work(trx);
      await commits.inTransaction(trx, sales);
      return done;
    }),
  );
  commits.committed(sales);
  return result;
}

/**
 * Takes, for the rest of the transaction, the stock lock of each location (PostgreSQL; SQLite has
 * one writer at a time): balances, average costs and the day's stock sums of a location are read and
 * written back, so two writers of one location's stock must not interleave. Locations are locked in
 * one order (by id) so two writers never wait for each other in a circle; taking a lock again in
 * the same transaction is free.
 */
export async function lockStock(
  trx: Kysely<Database>,
  customerId: string,
  locationIds: readonly string[],
): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const locationId of [...new Set(locationIds)].sort()) {
    await sql`select pg_advisory_xact_lock(${STOCK_LOCK}, hashtext(${`${customerId}:${locationId}`}))`.execute(
      trx,
    );
  }
}

/**
 * Appends a change for a row and drops the row's earlier entries: a pull wants the latest state of
 * each row, so older entries would only make it send the same row twice. Entries saying the row left a
 * location stay, one per location it left: the users there still have to learn it is gone. A change
 * that moves the row adds (or renews) that entry for the location it left. Call inside
 * `writeTransaction`.
 */
export async function recordChange(trx: Kysely<Database>, change: Change): Promise<void> {
  touchedBy
    .get(trx)
    ?.changes.add(change.locationId)
    .add(change.movedFrom ?? change.locationId);
  const left = change.movedFrom && change.movedFrom !== change.locationId ? change.movedFrom : null;
  await trx
    .deleteFrom('changes')
    .where('customer_id', '=', change.customerId)
    .where('collection', '=', change.collection)
    .where('row_id', '=', change.rowId)
    .where((eb) =>
      eb.or([eb('moved_away', '=', 0), ...(left ? [eb('location_id', '=', left)] : [])]),
    )
    .execute();
  const at = nowIso();
  const entry = (locationId: string | null, movedAway: 0 | 1) => ({
    customer_id: change.customerId,
    collection: change.collection,
    row_id: change.rowId,
    location_id: locationId,
    changed_at: at,
    moved_away: movedAway,
  });
  await trx
    .insertInto('changes')
    .values([...(left ? [entry(left, 1)] : []), entry(change.locationId, 0)])
    .execute();
  await recordAudit(trx, [change]);
}

/** Rows per statement when many changes are logged at once: within every driver's parameter limit. */
const CHANGE_CHUNK = 500;

/**
 * `recordChange` for many rows of one business at once (bulk calls, imports, delete-all): the same
 * entries in the same order, in a few statements instead of two per row.
 */
export async function recordChanges(
  trx: Kysely<Database>,
  changes: readonly Change[],
): Promise<void> {
  const touched = touchedBy.get(trx);
  for (const change of changes) touched?.changes.add(change.locationId);
  const at = nowIso();
  for (let start = 0; start < changes.length; start += CHANGE_CHUNK) {
    const chunk = changes.slice(start, start + CHANGE_CHUNK);
    const byCollection = new Map<string, Change[]>();
    for (const change of chunk) {
      const group = byCollection.get(change.collection) ?? [];
      group.push(change);
      byCollection.set(change.collection, group);
    }
    for (const [collection, group] of byCollection) {
      await trx
        .deleteFrom('changes')
        .where('customer_id', '=', group[0]!.customerId)
        .where('collection', '=', collection)
        .where(
          'row_id',
          'in',
          group.map((c) => c.rowId),
        )
        .where('moved_away', '=', 0)
        .execute();
    }
    await trx
      .insertInto('changes')
      .values(
        chunk.map((c) => ({
          customer_id: c.customerId,
          collection: c.collection,
          row_id: c.rowId,
          location_id: c.locationId,
          changed_at: at,
        })),
      )
      .execute();
  }
  await recordAudit(trx, changes);
}
