/**
 * The driver the read benches over the sales bench database share (bench/sales-reads.ts,
 * bench/report-reads.ts): the database on SQLite, then on PostgreSQL (the benches' own cluster;
 * skipped with a reason when PostgreSQL is not installed or SQLITE_ONLY is set), the app in this
 * process on each, a check that the reads see the whole data, and each call timed.
 */
import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/database';
import { DEMO_CUSTOMER_ID } from '../../server/demo';
import { ms, type SummaryRow } from './common';
import { appOn, timeCall } from './inject';
import { benchCluster, pgVersion } from './postgres';
import { salesPostgres, salesSqlite } from './salesData';

/** One read to time: its name, the period it reads (a label) and its path under /api. */
export interface ReadCall {
  name: string;
  period: string;
  path: string;
}

export interface ReadTiming {
  name: string;
  period: string;
  median: number;
  p95: number;
  samples: number[];
}

/** What the bench measures on one database: the calls, from what the database holds. */
export interface ReadBench {
  /** The calls to time (they may depend on the data: the busiest location). */
  calls: (database: DatabaseHandle) => Promise<readonly ReadCall[]>;
  /**
   * A read over the whole data and its count of completed sales: a server that read less than the
   * whole data would be fast for the wrong reason, so it must equal the database's count.
   */
  whole: { path: string; transactions: (reply: unknown) => number };
}

/** The timings on one database, or why it was not measured. */
export interface EngineResult {
  /** `SQLite`, `PostgreSQL 15.x`. */
  label: string;
  timings: ReadTiming[] | null;
  skipped?: string;
}

/** The location with the most sales: where reads of one location look. */
export async function busiestLocation(database: DatabaseHandle): Promise<string> {
  const busiest = await database.db
    .selectFrom('invoices')
    .select(['location_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .groupBy('location_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  return busiest.location_id;
}

async function measure(
  label: string,
  database: DatabaseHandle,
  bench: ReadBench,
): Promise<ReadTiming[]> {
  const { app, get } = await appOn(database);
  try {
    const sales = await database.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .where('kind', '=', 'sale')
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    const seen = bench.whole.transactions(await get(bench.whole.path).then((r) => r.json()));
    if (seen !== Number(sales.n)) {
      throw new Error(
        `${label}: ${bench.whole.path} saw ${seen} sales, the database holds ${sales.n}`,
      );
    }
    const calls = await bench.calls(database);
    const width = Math.max(...calls.map((c) => c.name.length));
    const timings: ReadTiming[] = [];
    for (const call of calls) {
      const t = await timeCall(get, call.path);
      timings.push({ name: call.name, period: call.period, ...t });
      console.log(
        `   ${label.padEnd(10)} ${call.period.padEnd(8)} ${call.name.padEnd(width)}  median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`,
      );
    }
    return timings;
  } finally {
    await app.close();
  }
}

/** Times the bench's calls on the SQLite sales database, then on PostgreSQL's. */
export async function benchSalesReads(bench: ReadBench): Promise<EngineResult[]> {
  const log = (line: string) => console.log(line);
  const results: EngineResult[] = [];
  const sqlite = openSqlite(await salesSqlite(log));
  try {
    results.push({ label: 'SQLite', timings: await measure('SQLite', sqlite, bench) });
  } finally {
    await sqlite.close();
  }
  const pgRun = await benchCluster();
  if ('skipped' in pgRun) {
    console.log(`   PostgreSQL ${pgRun.skipped}`);
    results.push({ label: 'PostgreSQL', timings: null, skipped: pgRun.skipped });
    return results;
  }
  const { cluster } = pgRun;
  try {
    const database = openPostgres(await salesPostgres(cluster.url, log), 10);
    try {
      const timings = await measure('PostgreSQL', database, bench);
      results.push({ label: `PostgreSQL ${pgVersion()}`, timings });
    } finally {
      await database.close();
    }
  } finally {
    cluster.stop();
  }
  return results;
}

/** A summary row of the slowest of some calls against a target each must meet. */
export function slowestRow(
  figure: string,
  timings: readonly ReadTiming[],
  targetMs: number,
  withPeriod = false,
): SummaryRow {
  const slowest = timings.reduce((a, b) => (b.median > a.median ? b : a));
  const where = withPeriod ? `${slowest.name}, ${slowest.period}` : slowest.name;
  return {
    figure,
    measured: `${ms(slowest.median)} (p95 ${ms(slowest.p95)}): ${where}`,
    target: `≤ ${targetMs} ms each`,
    ok: timings.every((t) => t.median <= targetMs),
  };
}

/** The timings of every engine measured, for the result file's details. */
export const detailsOf = (results: readonly EngineResult[]): Record<string, unknown> =>
  Object.fromEntries(
    results.flatMap((r) =>
      r.timings ? [[r.label.startsWith('SQLite') ? 'sqlite' : 'postgres', r.timings]] : [],
    ),
  );
