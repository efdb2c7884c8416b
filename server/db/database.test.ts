import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
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

/**
 * PostgreSQL's own settings and catalogue, which SQLite has neither of: these run in the PostgreSQL
 * pass of .ci/run (scripts/pg-test.sh), on one database the server opens as it opens any.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL database the server opens', () => {
  let opened: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    opened = await createTestDatabase();
  });
  afterAll(() => opened.drop());

  it('runs its queries without JIT compilation (see `openPostgres`)', async () => {
    const { rows } = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(
      opened.database.db,
    );
    expect(rows[0]!.jit).toBe('off');
  });

  it('knows how many items sell: statistics of item, kind and category together (migration 20261205T120000)', async () => {
    const { rows } = await sql<{ name: string; columns: string }>`
      select s.stxname as name, string_agg(a.attname, ',' order by a.attname) as columns
      from pg_statistic_ext s
      join pg_attribute a on a.attrelid = s.stxrelid and a.attnum = any(s.stxkeys)
      where s.stxname like 'sales_by_item%'
      group by s.stxname order by s.stxname
    `.execute(opened.database.db);
    expect(rows).toEqual([
      { name: 'sales_by_item_items', columns: 'category_id,item_id,item_kind' },
      { name: 'sales_by_item_monthly_items', columns: 'category_id,item_id,item_kind' },
    ]);
  });
});
