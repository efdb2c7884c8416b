import { sql } from 'kysely';
import pg from 'pg';
import { expect, test } from 'vitest';
import { createTestDatabase } from '../testing/harness';

// PostgreSQL only (scripts/pg-test.sh): SQLite has no connections for a server to end.
test.skipIf(!process.env.TEST_DATABASE_URL)(
  'a connection the database server ends does not crash the process; the next query works',
  async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
        database.db,
      );
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      // Let the termination reach the idle client: without a listener pg would throw here.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await drop();
    }
  },
);

// PostgreSQL only: the server's connections compile no query (see `openPostgres`).
test.skipIf(!process.env.TEST_DATABASE_URL)(
  "the server's connections run without JIT compilation",
  async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const { rows } = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(
        database.db,
      );
      expect(rows[0]!.jit).toBe('off');
    } finally {
      await drop();
    }
  },
);
