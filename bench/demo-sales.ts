/**
 * Issue 8: the demo's 90 days of sales, which every fresh `npm start` (and the end-to-end suite's
 * prepared database) writes once before it listens (target well under 15 s on SQLite).
 * Run alone: npx tsx bench/demo-sales.ts (SQLITE_ONLY=1 skips PostgreSQL)
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type DatabaseHandle } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/demo';
import { topUpDemoSales, type DemoSalesTopUp } from '../server/demo/sales';
import { announce, main, median, report, seconds, sleep, type SummaryRow } from './lib/common';
import { benchCluster } from './lib/postgres';
import { tempDir } from './lib/server';

const RUNS = Number(process.env.RUNS ?? 3);
const TARGET_MS = 15_000;

/** A fresh database with the demo business, then its sales from nothing, timed. */
async function once(database: DatabaseHandle, now: Date) {
  await migrateToLatest(database);
  await seedDemo(database);
  const cpu = process.cpuUsage();
  const first = await topUpDemoSales(database, now);
  const used = process.cpuUsage(cpu);
  // On a machine shared with other work, the CPU time says what the top-up costs by itself.
  const cpuMs = Math.round((used.user + used.system) / 1000);
  if (first.refused > 0) throw new Error(`demo sales refused: ${first.problems.join('; ')}`);
  const again = await topUpDemoSales(database, now);
  if (again.created > 0) throw new Error(`a second top-up wrote ${again.created} invoices`);
  return { first, cpuMs, againMs: again.ms };
}

function describe(runs: Array<{ first: DemoSalesTopUp; cpuMs: number; againMs: number }>) {
  const totals = runs.map((r) => r.first.ms);
  const cpu = runs.map((r) => r.cpuMs);
  const invoices = runs[0]!.first.created;
  console.log(
    `   ${invoices} invoices: ${totals.map((t) => seconds(t)).join(', ')} ` +
      `(${Math.round(invoices / (median(totals) / 1000))} invoices/s; CPU time ` +
      `${cpu.map((t) => seconds(t)).join(', ')}); a second top-up: ` +
      `${runs.map((r) => `${r.againMs} ms`).join(', ')}`,
  );
  return { totals, cpu, invoices, median: median(totals), cpuMedian: median(cpu) };
}

main(async () => {
  announce(
    'Issue 8: the demo business tops its 90 days of sales up on a fresh database',
    [
      `${RUNS} fresh SQLite files (PostgreSQL: one fresh database in a local cluster): migrations and`,
      'the demo business first (not timed), then topUpDemoSales(now) from nothing, timed: the',
      'generation of every invoice and its writing through recordInvoices, aggregates included.',
      'Then a second top-up at the same time, which must add nothing.',
    ].join('\n'),
  );
  const now = new Date();
  const rows: SummaryRow[] = [];
  const details: Record<string, unknown> = {};

  const sqliteRuns = [];
  for (let run = 0; run < RUNS; run++) {
    const dir = tempDir('demo-sales');
    const database = openSqlite(path.join(dir, 'backhouse.db'));
    try {
      sqliteRuns.push(await once(database, now));
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const sqlite = describe(sqliteRuns);
  rows.push({
    figure: 'demo sales: 90 days on a fresh database, SQLite',
    measured: `${seconds(sqlite.median)} (CPU ${seconds(sqlite.cpuMedian)}; ${sqlite.invoices} invoices)`,
    target: '≤ 15 s',
    ok: sqlite.median <= TARGET_MS,
  });
  details.sqlite = sqlite;

  const pgRun = await benchCluster();
  if ('cluster' in pgRun) {
    const { cluster } = pgRun;
    const name = `bench_demo_sales_${process.pid}`;
    const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      const database = openPostgres(`${cluster.url}/${name}`, 4);
      try {
        const postgres = describe([await once(database, now)]);
        rows.push({
          figure: 'demo sales: 90 days on a fresh database, PostgreSQL',
          measured: `${seconds(postgres.median)} (${postgres.invoices} invoices)`,
          target: 'report',
          ok: null,
        });
        details.postgres = postgres;
      } finally {
        await database.close();
        // Closed connections leave the server a moment later; dropping before that ends them rudely.
        for (let wait = 0; wait < 20; wait++) {
          const left = await admin.query('select 1 from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (!left.rowCount) break;
          await sleep(100);
        }
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    } finally {
      await admin.end();
      cluster.stop();
    }
  }
  report({
    id: 'demo-sales',
    method: `topUpDemoSales from nothing on a fresh database, median of ${RUNS} (SQLite)`,
    rows,
    details,
  });
});
