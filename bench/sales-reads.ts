/**
 * Issue 8 figures on the sales reads, over 90 days and a million invoice lines, on SQLite and
 * PostgreSQL, server time:
 * - summary metrics over the 90 days (target at most 100 ms);
 * - every dashboard call for a single day and for 30 days (target at most 300 ms each).
 * Run alone: npx tsx bench/sales-reads.ts (SQLITE_ONLY=1 skips PostgreSQL)
 */
import { addDays } from '@contract/businessDay';
import { openPostgres, openSqlite, type DatabaseHandle } from '../server/db/database';
import { DEMO_CUSTOMER_ID } from '../server/demo';
import { announce, main, ms, report, type SummaryRow } from './lib/common';
import { appOn, RUNS, timeCall, WARMUP } from './lib/inject';
import { cacheRoot, pgVersion, startPgCluster } from './lib/postgres';
import {
  FIRST_DAY,
  INVOICES,
  LAST_DAY,
  LINES_PER_INVOICE,
  salesPostgres,
  salesSqlite,
} from './lib/salesData';

const SUMMARY_TARGET_MS = 100;
const CALL_TARGET_MS = 300;

/** The dashboard's calls (section 3 of the issue) for one period, `loc=all` as the dashboard asks. */
function dashboardCalls(from: string, to: string): Array<{ name: string; path: string }> {
  const q = `from=${from}&to=${to}&loc=all`;
  return [
    { name: 'summary-metrics', path: `/reports-v2/sales/summary-metrics?${q}` },
    { name: 'sales-by-time hour', path: `/reports-v2/sales/sales-by-time?${q}&by=hour` },
    { name: 'sales-by-time block', path: `/reports-v2/sales/sales-by-time?${q}&by=block` },
    { name: 'payments-chart', path: `/payments-chart?${q}` },
    { name: 'top-ten-chart', path: `/reports-v2/payments/top-ten-chart?${q}` },
    { name: 'store-performance', path: `/dashboard/store-performance?${q}` },
    { name: 'latest-transactions', path: `/dashboard/latest-transactions?${q}` },
    { name: 'open-orders', path: `/dashboard/open-orders?${q}` },
  ];
}

interface Timing {
  name: string;
  period: string;
  median: number;
  p95: number;
  samples: number[];
}

async function measure(label: string, database: DatabaseHandle): Promise<Timing[]> {
  const { app, get } = await appOn(database);
  try {
    // A wrong count on the server breaks the benchmark: the figures must be of the whole data.
    const sales = await database.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .where('kind', '=', 'sale')
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    const whole = (await get(
      `/reports-v2/sales/summary-metrics?from=${FIRST_DAY}&to=${LAST_DAY}&loc=all`,
    ).then((r) => r.json())) as { transactions: number };
    if (whole.transactions !== Number(sales.n)) {
      throw new Error(
        `${label}: ${whole.transactions} transactions, the database holds ${sales.n}`,
      );
    }
    const timings: Timing[] = [];
    const record = async (name: string, period: string, path: string) => {
      const t = await timeCall(get, path);
      timings.push({ name, period, ...t });
      console.log(
        `   ${label.padEnd(10)} ${period.padEnd(8)} ${name.padEnd(20)} median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`,
      );
    };
    await record(
      'summary-metrics',
      '90 days',
      `/reports-v2/sales/summary-metrics?from=${FIRST_DAY}&to=${LAST_DAY}&loc=all`,
    );
    for (const [period, from] of [
      ['1 day', LAST_DAY],
      ['30 days', addDays(LAST_DAY, -29)],
    ] as const) {
      for (const call of dashboardCalls(from, LAST_DAY)) await record(call.name, period, call.path);
    }
    return timings;
  } finally {
    await app.close();
  }
}

function rowsOf(label: string, timings: Timing[] | null, why = ''): SummaryRow[] {
  if (!timings) {
    return [
      {
        figure: `summary metrics, 90 days, 1M lines, ${label}`,
        measured: why,
        target: `≤ ${SUMMARY_TARGET_MS} ms`,
        ok: null,
      },
    ];
  }
  const summary = timings.find((t) => t.period === '90 days')!;
  const calls = timings.filter((t) => t.period !== '90 days');
  const slowest = calls.reduce((a, b) => (b.median > a.median ? b : a));
  return [
    {
      figure: `summary metrics, 90 days, 1M lines, ${label}`,
      measured: `${ms(summary.median)} (p95 ${ms(summary.p95)})`,
      target: `≤ ${SUMMARY_TARGET_MS} ms`,
      ok: summary.median <= SUMMARY_TARGET_MS,
    },
    {
      figure: `every dashboard call, 1 and 30 days, ${label} (slowest)`,
      measured: `${ms(slowest.median)} (p95 ${ms(slowest.p95)}): ${slowest.name}, ${slowest.period}`,
      target: `≤ ${CALL_TARGET_MS} ms each`,
      ok: calls.every((t) => t.median <= CALL_TARGET_MS),
    },
  ];
}

main(async () => {
  announce(
    'Issue 8: sales reads over 90 days and a million invoice lines, server time',
    [
      `The demo business with ${INVOICES} invoices of ${LINES_PER_INVOICE} lines over ${FIRST_DAY}..${LAST_DAY}`,
      'at its 4 selling locations, written through the tills’ path (recordInvoices) and kept between',
      `runs in ${cacheRoot}. The app runs in this process (buildApp); each call is a Fastify inject`,
      `with the admin's token (auth, handler, reply), ${WARMUP} warm-up calls, then median and p95 of`,
      `${RUNS}. Summary metrics over the 90 days; the dashboard's calls with loc=all for the last day`,
      'and for its last 30 days. SQLite (the file) and PostgreSQL (a local cluster, fsync off).',
    ].join('\n'),
  );
  const log = (line: string) => console.log(line);
  const rows: SummaryRow[] = [];
  const details: Record<string, unknown> = {};

  const sqlite = openSqlite(await salesSqlite(log));
  try {
    const timings = await measure('SQLite', sqlite);
    rows.push(...rowsOf('SQLite', timings));
    details.sqlite = timings;
  } finally {
    await sqlite.close();
  }

  const cluster = process.env.SQLITE_ONLY ? null : await startPgCluster(`${cacheRoot}/pg`);
  if (!cluster) {
    const why = process.env.SQLITE_ONLY
      ? 'skipped (SQLITE_ONLY)'
      : 'skipped: PostgreSQL is not installed';
    console.log(`   PostgreSQL ${why}`);
    rows.push(...rowsOf('PostgreSQL', null, why));
  } else {
    try {
      const database = openPostgres(await salesPostgres(cluster.url, log), 10);
      try {
        const timings = await measure('PostgreSQL', database);
        rows.push(...rowsOf(`PostgreSQL ${pgVersion()}`, timings));
        details.postgres = timings;
      } finally {
        await database.close();
      }
    } finally {
      cluster.stop();
    }
  }
  report({
    id: 'sales-reads',
    method: `in-process inject, ${RUNS} runs after ${WARMUP} warm-up, median (p95); loc=all`,
    rows,
    details,
  });
});
