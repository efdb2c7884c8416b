import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/**
 * Locks that several server processes on one PostgreSQL database take to do a thing one at a time
 * (issue 25). Each is a session-level advisory lock, held by one connection kept out of the pool for
 * as long as the work runs: a process that dies drops its connection, and PostgreSQL lets go of the
 * lock with it, so a killed copy never leaves the others waiting. The numbers are ours alone (Kysely's
 * migrator takes 3853314791062309107 for its own).
 *
 * SQLite is one process's database: the work just runs.
 */
export const databaseLocks = {
  /** Migrating, housekeeping and seeding an empty database with the demo, at start. */
  start: 250_001,
  /** The demo's background top-up of a restart. */
  demoTopUp: 250_002,
} as const;
export type DatabaseLock = keyof typeof databaseLocks;

/** Runs `work` while holding `lock`, waiting for another process that holds it to let go. */
export async function whileHolding<T>(
  database: DatabaseHandle,
  lock: DatabaseLock,
  work: () => Promise<T>,
): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  const key = databaseLocks[lock];
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/**
 * Runs `work` if no other process holds `lock`, and holds it meanwhile; returns `skipped` without
 * running it when another does.
 */
export async function ifFree<T>(
  database: DatabaseHandle,
  lock: DatabaseLock,
  work: () => Promise<T>,
): Promise<T | 'skipped'> {
  if (database.dialect !== 'postgres') return work();
  const key = databaseLocks[lock];
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      taken: boolean;
    }>`select pg_try_advisory_lock(${key}) as taken`.execute(connection);
    if (!rows[0]?.taken) return 'skipped' as const;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
