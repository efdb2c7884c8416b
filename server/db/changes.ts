import { sql, type Kysely, type Transaction } from 'kysely';
import { recordAudit, type AuditWrite } from '../audit/record';
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
 * the commit or rollback itself.
 */
export async function writeTransaction<T>(
  { db, dialect }: DatabaseHandle,
  customerId: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${CHANGE_LOG_LOCK}, hashtext(${customerId}))`.execute(
        trx,
      );
    }
    return work(trx);
  });
}

/**
 * Appends a change for a row and drops the row's earlier entries: a pull wants the latest state of
 * each row, so older entries would only make it send the same row twice. Entries saying the row left a
 * location stay, one per location it left: the users there still have to learn it is gone. A change
 * that moves the row adds (or renews) that entry for the location it left. Call inside
 * `writeTransaction`.
 */
export async function recordChange(trx: Kysely<Database>, change: Change): Promise<void> {
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
