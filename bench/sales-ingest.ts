/**
 * Issue 8 figure, issue 24 targets: invoices of 5 lines recorded through POST /api/invoices/batch,
 * SQLite (target at least 10,000 invoices/s) and PostgreSQL (at least 5,000/s), each beside its
 * floor: a plain insert of the rows the same batches appended (bench/lib/ingestFloor.ts).
 * Run alone: npx tsx bench/sales-ingest.ts (SQLITE_ONLY=1 skips PostgreSQL)
 */
import path from 'node:path';
import pg from 'pg';
import { seededRandom } from '../server/demo/salesRandom';
import { announce, main, median, report, sleep, type SummaryRow } from './lib/common';
import { postgresFloor, sqliteFloor } from './lib/ingestFloor';
import { benchCluster, pgVersion } from './lib/postgres';
import { benchInvoice, LINES_PER_INVOICE } from './lib/salesData';
import { signInAdmin, startServer, type ServerOptions } from './lib/server';
import { dubaiTill } from './lib/till';

const PER_BATCH = 500;
const WARMUP_BATCHES = 2;
const BATCHES = Number(process.env.BATCHES ?? 20);
/** Batches of the run whose rows the floor inserts again. */
const FLOOR_BATCHES = 5;
const TARGET_SQLITE = 10_000;
const TARGET_POSTGRES = 5_000;

interface EngineRun {
  rate: number;
  medianRate: number;
  batchSeconds: number[];
  floorRate: number;
  floorMs: number[];
}

main(async () => {
  announce(
    'Issue 8/24: invoices of 5 lines through POST /api/invoices/batch, SQLite and PostgreSQL',
    [
      'The real server in its own process (LOG_LEVEL=warn) on a new database: it seeds the demo',
      'business and its 90 days of sales, so the invoices land in a database that already holds some',
      `40,000. Batches of ${PER_BATCH} new invoices of ${LINES_PER_INVOICE} lines (5 different dishes of the Dubai grill, a`,
      'required choice on the first, a discount or a tip now and then), made and serialised',
      `beforehand; ${WARMUP_BATCHES} warm-up batches, then ${BATCHES} one after another, each timed from the request to the`,
      'reply read. Every invoice must come back 201. SQLite: a file in a temp folder; PostgreSQL: a',
      'new database in a local cluster (fsync off), the server with its pool of 10.',
      `Floor: the rows ${FLOOR_BATCHES} of those batches appended (invoices, lines, payments, first status,`,
      'stock movements, audit entries) read back, deleted and inserted again as they were, one',
      'transaction per batch through the bare driver (better-sqlite3 per-row prepared inserts; pg',
      'multi-row inserts): none of the route’s parsing, checks, look-ups, aggregates or balances.',
    ].join('\n'),
  );
  const rows: SummaryRow[] = [];
  const details: Record<string, unknown> = {};

  const sqlite = await ingest('SQLite', {}, (server, batches) =>
    Promise.resolve(sqliteFloor(path.join(server.dataDir, 'backhouse.db'), batches)),
  );
  rows.push(rowOf('SQLite', sqlite, TARGET_SQLITE));
  details.sqlite = sqlite;

  const pgRun = await benchCluster();
  if ('skipped' in pgRun) {
    const { skipped } = pgRun;
    console.log(`   PostgreSQL ${skipped}`);
    rows.push({
      figure: 'ingest invoices of 5 lines through /api/invoices/batch, PostgreSQL',
      measured: skipped,
      target: `≥ ${TARGET_POSTGRES.toLocaleString('en')} invoices/s`,
      ok: null,
    });
  } else {
    const { cluster } = pgRun;
    const name = `bench_sales_ingest_${process.pid}`;
    const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      const url = `${cluster.url}/${name}`;
      const postgres = await ingest(`PostgreSQL ${pgVersion()}`, { databaseUrl: url }, (_, b) =>
        postgresFloor(url, b),
      );
      rows.push(rowOf('PostgreSQL', postgres, TARGET_POSTGRES));
      details.postgres = postgres;
    } finally {
      // A stopped server's connections leave a moment later; dropping before that ends them rudely.
      for (let wait = 0; wait < 20; wait++) {
        const left = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
        if (!left.rowCount) break;
        await sleep(100);
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      cluster.stop();
    }
  }
  report({
    id: 'sales-ingest',
    method: `POST /api/invoices/batch, ${BATCHES} x ${PER_BATCH} invoices of ${LINES_PER_INVOICE} lines after ${WARMUP_BATCHES} warm-up batches; floor: a plain insert of the rows ${FLOOR_BATCHES} of them appended`,
    rows,
    details,
  });
});

function rowOf(engine: string, run: EngineRun, target: number): SummaryRow {
  return {
    figure: `ingest invoices of 5 lines through /api/invoices/batch, ${engine}`,
    measured: `${Math.round(run.rate).toLocaleString('en')} invoices/s`,
    floor: `${Math.round(run.floorRate).toLocaleString('en')} invoices/s (plain insert)`,
    target: `≥ ${target.toLocaleString('en')} invoices/s`,
    ok: run.rate >= target,
  };
}

/** Starts the server on the engine, times the batches, then the floor on the rows they appended. */
async function ingest(
  label: string,
  options: ServerOptions,
  floorOf: (server: { dataDir: string }, batches: string[][]) => Promise<number[]>,
): Promise<EngineRun> {
  console.log(`   ${label}: starting the server (the demo business and its sales) ...`);
  const server = await startServer({ logLevel: 'warn', ...options });
  try {
    const { token } = await signInAdmin(server.url);
    const bodies = await makeBatches(server.url, token);
    const seconds: number[] = [];
    for (const [b, { body }] of bodies.entries()) {
      const t0 = performance.now();
      const response = await fetch(`${server.url}/api/invoices/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      const reply = (await response.json()) as { results: Array<{ status: number }> };
      const elapsed = (performance.now() - t0) / 1000;
      if (!response.ok) throw new Error(`${label} batch ${b}: ${response.status}`);
      const refused = reply.results.filter((r) => r.status !== 201);
      if (refused.length) throw new Error(`${label} batch ${b}: ${JSON.stringify(refused[0])}`);
      if (b >= WARMUP_BATCHES) seconds.push(elapsed);
    }
    const total = seconds.reduce((a, b) => a + b, 0);
    const rate = (BATCHES * PER_BATCH) / total;
    const medianRate = PER_BATCH / median(seconds);
    // The server is idle now; the floor works on its database beside it.
    const floorMs = await floorOf(
      server,
      bodies.slice(-FLOOR_BATCHES).map((b) => b.ids),
    );
    const floorRate = (PER_BATCH * 1000) / median(floorMs);
    console.log(
      `   ${label}, ${BATCHES} batches: ${seconds.map((s) => Math.round(s * 1000)).join(', ')} ms`,
    );
    console.log(
      `   ${label}: ${Math.round(rate)} invoices/s overall, ${Math.round(medianRate)}/s at the median batch; ` +
        `floor ${Math.round(floorRate)}/s (${floorMs.map(Math.round).join(', ')} ms per batch)`,
    );
    return { rate, medianRate, batchSeconds: seconds, floorRate, floorMs };
  } finally {
    await server.stop();
  }
}

/** The batches' bodies, serialised beforehand, and the invoice ids each holds. */
async function makeBatches(url: string, token: string) {
  const { shop, place } = await dubaiTill(url, token);
  const random = seededRandom('bench ingest', Date.now());
  const start = Date.parse('2026-10-01T09:00:00Z');
  return Array.from({ length: WARMUP_BATCHES + BATCHES }, (_, b) => {
    const invoices = Array.from({ length: PER_BATCH }, (_, i) =>
      benchInvoice(shop, place, start + (b * PER_BATCH + i) * 60_000, `ING-${b}-${i}`, random),
    );
    return { body: JSON.stringify({ invoices }), ids: invoices.map((i) => i.id) };
  });
}
