import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/tables';

/** What the self-audit reads through: the server's database handle, or any with its dialect. */
export type VerifiedDatabase = Pick<DatabaseHandle, 'db' | 'dialect'>;

/**
 * Runs one round of a check (a location's days of invoices, a month of daily stock rows, some
 * materials' balances, a page of supplier documents) in a single snapshot, so a write committed
 * while it reads (a till's batch between reading the invoices and reading the aggregates) cannot
 * show as a difference. PostgreSQL: a read-only repeatable-read transaction, which writers never
 * wait for. SQLite: a plain transaction, a WAL snapshot; in the server's own process it holds the
 * one connection, which is why rounds are a few thousand rows and not a whole location.
 */
export function inSnapshot<T>(
  database: VerifiedDatabase,
  read: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const transaction = database.db.transaction();
  return (
    database.dialect === 'postgres'
      ? transaction.setIsolationLevel('repeatable read').setAccessMode('read only')
      : transaction
  ).execute(read);
}

/** Distinct location ids of a business over some tables: where a check has anything to compare. */
export async function locationsIn(
  db: Kysely<Database>,
  customerId: string,
  tables: ReadonlyArray<keyof Database>,
): Promise<string[]> {
  const found = new Set<string>();
  for (const table of tables) {
    const rows = await (
      db as unknown as Kysely<Record<string, { customer_id: string; location_id: string }>>
    )
      .selectFrom(table)
      .select('location_id')
      .distinct()
      .where('customer_id', '=', customerId)
      .execute();
    for (const r of rows) found.add(r.location_id);
  }
  return [...found].sort();
}
