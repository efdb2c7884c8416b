import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { copyFixture, lastMigration, listFixtures } from '../db/upgrade/fixtures';
import { emptyPostgresDatabase } from '../db/upgrade/postgresTesting';
import { readConfig as readsConfig } from '../db/upgrade/reads';
import { readAsInSnapshot } from '../db/upgrade/testing';
import { loadIntoPostgres } from '../db/upgrade/toPostgres';
import { startServer } from '../start';

/**
 * The README's PostgreSQL backup, done as it says: `pg_dump --format=custom` of a database holding
 * the demo business (the newest upgrade fixture: sales, stock, a count, purchasing), `pg_restore`
 * into a new database, and the server started on that one answers every figure as before.
 */

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

/** PostgreSQL's client programs, found where scripts/pg-test.sh finds the server's. */
function pgTool(name: string): string {
  const dirs = ['/usr/lib/postgresql/15/bin'];
  if (fs.existsSync('/usr/lib/postgresql')) {
    for (const version of fs.readdirSync('/usr/lib/postgresql')) {
      dirs.push(path.join('/usr/lib/postgresql', version, 'bin'));
    }
  }
  return dirs.map((dir) => path.join(dir, name)).find((tool) => fs.existsSync(tool)) ?? name;
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backhouse-pgdump-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
});

test.skipIf(!serverUrl)(
  'a pg_dump of the demo restores into a new database the server starts on, every figure equal',
  async () => {
    const fixtures = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../db/upgrade/fixtures',
    );
    const { database: fixture, snapshot } = listFixtures(fixtures).at(-1)!;
    const sqliteCopy = path.join(scratch, 'demo.db');
    copyFixture(fixture, sqliteCopy);
    const source = await emptyPostgresDatabase(serverUrl!);
    cleanups.push(source.drop);
    await loadIntoPostgres(sqliteCopy, source.database, snapshot.last_migration);
    await migrateToLatest(source.database);

    const sourceApp = await buildApp({ database: source.database, config: readsConfig });
    const before = await readAsInSnapshot(sourceApp, snapshot);
    await sourceApp.close();
    const migrated = await lastMigration(source.database.db);

    const dump = path.join(scratch, 'backhouse.dump');
    await run(pgTool('pg_dump'), ['--format=custom', `--file=${dump}`, source.url]);
    const restored = await emptyPostgresDatabase(serverUrl!);
    cleanups.push(restored.drop);
    await run(pgTool('pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${restored.url}`,
      dump,
    ]);
    expect(await lastMigration(restored.database.db)).toBe(migrated);

    const server = await startServer(
      readConfig({
        DATABASE_URL: restored.url,
        BACKHOUSE_DEMO: 'off',
        PORT: '0',
        HOST: '127.0.0.1',
        CARD_SERVICE_PORT: 'off',
        BACKHOUSE_DAILY_SYNC: 'off',
        LOG_LEVEL: 'silent',
      }),
    );
    try {
      expect(await readAsInSnapshot(server.app, snapshot)).toEqual(before);
    } finally {
      await server.stop();
    }
  },
);
