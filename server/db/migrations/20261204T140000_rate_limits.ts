import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Request limits counted in the database (issue 25; server/plugins/rateLimitStore.ts), so that every
 * copy of the server on one database counts the same sign-in attempts, pay-link checks and public
 * look-ups. One row per limited key and its current window; times are epoch milliseconds.
 */
export const rateLimitsMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const big = dialect === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('resets_at', big, (c) => c.notNull())
      .execute();
    // Windows that are over are swept by this.
    await db.schema
      .createIndex('rate_limits_resets_at')
      .on('rate_limits')
      .column('resets_at')
      .execute();
  },
});
