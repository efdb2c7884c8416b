/**
 * Issue 11 figure: each report over 90 days and a million invoice lines (the sales bench database),
 * server time, target at most 300 ms each; and the same reports over "all time" (1900-01-01 to
 * 2099-12-31), which must not be slower in kind: they read aggregates, never every calendar day.
 * Run alone: npx tsx bench/report-reads.ts (SQLITE_ONLY=1 skips PostgreSQL)
 */
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

const TARGET_MS = 300;

/** Every report call of the issue, `loc=all` as "all locations" asks (stock: one location). */
function reportCalls(
  from: string,
  to: string,
  store: string,
): Array<{ name: string; path: string }> {
  const q = `from=${from}&to=${to}&loc=all`;
  const one = `from=${from}&to=${to}&loc=${store}`;
  const adv = '/reports-v2/advanced-payments';
  return [
    { name: 'invoices-sales-report v2', path: `/invoices-sales-report/v2?${q}` },
    { name: 'invoices-sales-report v3', path: `/invoices-sales-report/v3?${q}` },
    { name: 'sales-summary', path: `/sales-summary?${q}` },
    { name: 'payment-report', path: `/payment-report?${q}` },
    { name: 'payment-report v2', path: `/payment-report/v2?${q}` },
    { name: 'invoices-users-report', path: `/invoices-users-report?${q}` },
    { name: 'products-sales-report', path: `/products-sales-report?${q}` },
    { name: 'orders-report', path: `/orders-report?${q}` },
    { name: 'discounts-report', path: `/discounts-report?${q}` },
    { name: 'orders-summary', path: `/orders-summary?${q}` },
    { name: 'categoryReports', path: `/categoryReports?${q}` },
    { name: 'balance-report', path: `/balance-report?${q}` },
    { name: 'total-balance', path: `/total-balance?${q}` },
    { name: 'materials-report stock', path: `/materials-report?${one}&view=stock` },
    { name: 'materials-report usage', path: `/materials-report?${one}&view=usage` },
    { name: 'advanced summary', path: `${adv}/summary?${q}` },
    { name: 'advanced categories', path: `${adv}/payment-categories?${q}` },
    { name: 'advanced chart-data', path: `${adv}/chart-data?${q}` },
    { name: 'advanced breakdown', path: `${adv}/payment-breakdown?${q}` },
    { name: 'advanced transactions', path: `${adv}/transactions?${q}` },
    { name: 'sales-trend', path: `/reports-v2/sales/sales-trend?${q}` },
    { name: 'complimentary', path: `/reports-v2/invoices/complimentary?${q}` },
  ];
}

interface Timing {
  name: string;
  period: string;
  median: number;
  p95: number;
}

async function measure(label: string, database: DatabaseHandle): Promise<Timing[]> {
  const { app, get } = await appOn(database);
  try {
    // The bench's store: the location with the most sales, where the stock reports are read.
    const busiest = await database.db
      .selectFrom('invoices')
      .select(['location_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .groupBy('location_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    // A report that reads less than the whole data would be fast for the wrong reason.
    const summary = (await get(`/sales-summary?from=${FIRST_DAY}&to=${LAST_DAY}&loc=all`).then(
      (r) => r.json(),
    )) as { figures: { transactions: number } };
    const sales = await database.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .where('kind', '=', 'sale')
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    if (summary.figures.transactions !== Number(sales.n)) {
      throw new Error(
        `${label}: ${summary.figures.transactions} sales, the database holds ${sales.n}`,
      );
    }
    const timings: Timing[] = [];
    for (const [period, from, to] of [
      ['90 days', FIRST_DAY, LAST_DAY],
      ['all time', '1900-01-01', '2099-12-31'],
    ] as const) {
      for (const call of reportCalls(from, to, busiest.location_id)) {
        const t = await timeCall(get, call.path);
        timings.push({ name: call.name, period, median: t.median, p95: t.p95 });
        console.log(
          `   ${label.padEnd(10)} ${period.padEnd(8)} ${call.name.padEnd(26)} median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`,
        );
      }
    }
    return timings;
  } finally {
    await app.close();
  }
}

function rowsOf(label: string, timings: Timing[] | null, why = ''): SummaryRow[] {
  const figure = (period: string) => `each report, ${period}, 1M lines, ${label} (slowest)`;
  if (!timings) {
    return [{ figure: figure('90 days'), measured: why, target: `≤ ${TARGET_MS} ms`, ok: null }];
  }
  return (['90 days', 'all time'] as const).map((period) => {
    const calls = timings.filter((t) => t.period === period);
    const slowest = calls.reduce((a, b) => (b.median > a.median ? b : a));
    return {
      figure: figure(period),
      measured: `${ms(slowest.median)} (p95 ${ms(slowest.p95)}): ${slowest.name}`,
      target: `≤ ${TARGET_MS} ms each`,
      ok: calls.every((t) => t.median <= TARGET_MS),
    };
  });
}

main(async () => {
  announce(
    'Issue 11: each report over 90 days and a million invoice lines, server time',
    [
      `The sales bench database: ${INVOICES} invoices of ${LINES_PER_INVOICE} lines over`,
      `${FIRST_DAY}..${LAST_DAY} (kept between runs in ${cacheRoot}). In-process app, Fastify inject`,
      `with the admin's token, ${WARMUP} warm-up calls, median and p95 of ${RUNS}. Every report call`,
      'with loc=all (the stock reports: the busiest location), first page, over the 90 days and over',
      'all time. SQLite and PostgreSQL.',
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
    id: 'report-reads',
    method: `in-process inject, ${RUNS} runs after ${WARMUP} warm-up, median (p95); loc=all`,
    rows,
    details,
  });
});
