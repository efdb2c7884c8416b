/**
 * Makes this release's upgrade fixture: `npx tsx server/db/upgrade/makeFixture.ts <version>`, e.g.
 * `npx tsx server/db/upgrade/makeFixture.ts 0.2.0` when 0.2.0 is released. It writes
 * `fixtures/<version>.db.gz` (a SQLite database made by this release's migrations, compressed: the
 * demo business with four days of sales and stock, and an approved count) and
 * `fixtures/<version>.json` (what the reads of `reads.ts` answer on it, the period they cover, the
 * instant they were read at and the fixture's last migration). Commit both, and never change them:
 * `upgrade.test.ts` migrates a copy of every fixture, the oldest included, to the latest schema on
 * every run (SQLite, and PostgreSQL in its pass) and checks that each read answers the same figures.
 * A release that changes a read's reply keeps the old fields or adapts `reads.ts`, never a snapshot.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { addDays } from '@contract/businessDay';
import { countCalls } from '@contract/counts';
import { countSheetCalls } from '@contract/countSheets';
import { locationCalls } from '@contract/locations';
import SQLite from 'better-sqlite3';
import { v7 as uuidv7 } from 'uuid';
import { buildApp } from '../../app';
import { seedDemo } from '../../demo';
import { topUpDemoSales } from '../../demo/sales';
import { openSqlite } from '../database';
import { migrateToLatest } from '../migrate';
import { readConfig, readFigures, signInDemoAdmin } from './reads';
import { fixtureFiles, lastMigration, type FixtureSnapshot } from './fixtures';

/** Four days of sales (three complete ones to read) keep the fixture under 2 MB compressed. */
const SALES_DAYS = 4;

const version = process.argv[2];
if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
  console.error('usage: npx tsx server/db/upgrade/makeFixture.ts <version>, e.g. 0.2.0');
  process.exit(2);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const files = fixtureFiles(path.join(here, 'fixtures'), version);
if (fs.existsSync(files.database)) {
  console.error(`${files.database} exists: a release's fixture is never made again`);
  process.exit(1);
}

// The data ends at the start of this minute; the reads cover the complete days before it.
const madeAt = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const work = path.join(path.dirname(files.database), `${version}.making.db`);
fs.rmSync(work, { force: true });
const database = openSqlite(work);
await migrateToLatest(database);
await seedDemo(database);
const sales = await topUpDemoSales(database, madeAt, { days: SALES_DAYS });
if (sales.refused > 0) throw new Error(`demo sales refused: ${sales.problems.join('; ')}`);

const app = await buildApp({ database, config: readConfig });
await app.ready();
await approveOneCount(app, madeAt);
const today = madeAt.toISOString().slice(0, 10);
const period = { from: addDays(today, -(SALES_DAYS - 1)), to: addDays(today, -1) };
const readAt = new Date();
const snapshot: FixtureSnapshot = {
  version,
  read_at: readAt.toISOString(),
  last_migration: await lastMigration(database.db),
  period,
  reads: await readFigures(app, period),
};
await app.close();
await database.close();

// One self-contained file (the write-ahead log folded in, free pages dropped), compressed: SQLite
// pages of a few thousand invoices shrink seven times.
const sqlite = new SQLite(work);
sqlite.pragma('journal_mode = DELETE');
sqlite.exec('VACUUM');
sqlite.close();
fs.writeFileSync(files.database, gzipSync(fs.readFileSync(work), { level: 9 }));
fs.rmSync(work);
fs.writeFileSync(files.snapshot, `${JSON.stringify(snapshot, null, 1)}\n`);
const size = (fs.statSync(files.database).size / 1024 / 1024).toFixed(2);
console.log(`${files.database} (${size} MB, ${sales.created} invoices) and ${files.snapshot}`);

/**
 * The demo has count sheets but no count: one is counted (a sheet's first area, every other material
 * a tenth short of what the ledger expects) and approved an hour before the data ends, so its
 * adjustments are in the ledger the reads see.
 */
async function approveOneCount(app: Awaited<ReturnType<typeof buildApp>>, end: Date) {
  const call = await signInDemoAdmin(app);
  const locations = (await call(locationCalls.usable)).data as { id: string }[];
  const loc = locations[0]!.id;
  const sheets = (await call(countSheetCalls.list, { query: { loc } })).data as {
    id: string;
    areas: { id: string; material_ids: string[] }[];
  }[];
  const sheet = sheets[0]!;
  const area = sheet.areas[0]!;
  const cutoff = new Date(end.getTime() - 3_600_000);
  const count = uuidv7();
  await call(countCalls.create, {
    query: { loc },
    body: {
      id: count,
      name: 'Upgrade fixture count',
      sheet_ids: [sheet.id],
      cutoff_at: cutoff.toISOString(),
    },
  });
  const review = (await call(countCalls.review, { query: { id: count } })) as {
    lines: { material_id: string; expected: number }[];
  };
  const expected = new Map(review.lines.map((l) => [l.material_id, l.expected]));
  for (const [i, material] of area.material_ids.slice(0, 6).entries()) {
    const quantity = Math.max(0, Math.round((expected.get(material) ?? 10) * (i % 2 ? 0.9 : 1)));
    await call(countCalls.addEntry, {
      body: {
        id: uuidv7(),
        count_id: count,
        material_id: material,
        area_id: area.id,
        parts: [{ unit: '', factor: 1, quantity }],
        device_id: 'upgrade-fixture',
        counted_at: new Date(cutoff.getTime() + 10 * 60_000).toISOString(),
      },
    });
  }
  await call(countCalls.approve, { params: { id: count }, body: {} });
}
