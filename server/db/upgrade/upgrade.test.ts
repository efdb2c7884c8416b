import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { openSqlite, type DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { DEMO_CUSTOMER_ID } from '../../demo';
import { printedReport } from '../../verify/print';
import { verify } from '../../verify/verify';
import { copyFixture, lastMigration, listFixtures, type FixtureSnapshot } from './fixtures';
import { emptyPostgresDatabase } from './postgresTesting';
import { readConfig } from './reads';
import { readAsInSnapshot } from './testing';
import { loadIntoPostgres } from './toPostgres';

/**
 * Every release's database must open in every later release with its figures intact. Each release
 * adds a fixture (`npx tsx server/db/upgrade/makeFixture.ts <version>`, see that file): a database
 * its migrations wrote, and what the reads answered on it. Here each fixture, the oldest included,
 * is migrated to the latest schema, on SQLite and (in the PostgreSQL pass) on PostgreSQL, and every
 * read must still answer what the snapshot holds. Fields a later release adds to a reply are fine;
 * a figure that changed, or a field that went, is not.
 */

const fixtures = listFixtures(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures'));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backhouse-upgrade-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/**
 * Migrates to the latest schema and reads as the snapshot did. What the migrations derived (the
 * sales aggregates' monthly twins, filled from the daily rows) must pass the self-audit too: the
 * snapshot's few days read no whole month.
 */
async function readAfterUpgrade(database: DatabaseHandle, snapshot: FixtureSnapshot) {
  await migrateToLatest(database);
  const audit = await verify(database, { customerId: DEMO_CUSTOMER_ID });
  expect(audit.clean, printedReport(audit)).toBe(true);
  expect(
    audit.businesses[0]!.kinds.find((k) => k.kind === 'sales_monthly')!.rows_checked,
  ).toBeGreaterThan(0);
  const app = await buildApp({ database, config: readConfig });
  try {
    return await readAsInSnapshot(app, snapshot);
  } finally {
    await app.close();
  }
}

test('there is a fixture of this release or an earlier one', () => {
  expect(fixtures.length).toBeGreaterThan(0);
});

describe.each(fixtures.map((f) => [f.snapshot.version, f] as const))(
  'a database written by release %s',
  (version, { database: fixture, snapshot }) => {
    test.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
      'migrates to the latest schema on SQLite with every figure intact',
      async () => {
        const file = path.join(scratch, `${version}.db`);
        copyFixture(fixture, file);
        const database = openSqlite(file);
        try {
          expect(await lastMigration(database.db)).toBe(snapshot.last_migration);
          expect(await readAfterUpgrade(database, snapshot)).toMatchObject(snapshot.reads);
        } finally {
          await database.close();
        }
      },
    );

    test.skipIf(!process.env.TEST_DATABASE_URL)(
      'loaded into PostgreSQL at its own schema, migrates to the latest with every figure intact',
      async () => {
        const file = path.join(scratch, `${version}-source.db`);
        copyFixture(fixture, file);
        const target = await emptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
        try {
          await loadIntoPostgres(file, target.database, snapshot.last_migration);
          expect(await lastMigration(target.database.db)).toBe(snapshot.last_migration);
          expect(await readAfterUpgrade(target.database, snapshot)).toMatchObject(snapshot.reads);
        } finally {
          await target.drop();
        }
      },
    );
  },
);
