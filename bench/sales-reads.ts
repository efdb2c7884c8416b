/**
 * Issue 8 figures on the sales reads, over 90 days and a million invoice lines, on SQLite and
 * PostgreSQL, server time:
 * - summary metrics over the 90 days (target at most 100 ms);
 * - every dashboard call for a single day and for 30 days (target at most 300 ms each).
 * Run alone: npx tsx bench/sales-reads.ts (SQLITE_ONLY=1 skips PostgreSQL)
 */
import { addDays } from '@contract/businessDay';
import { announce, main, ms, report, type SummaryRow } from './lib/common';
import { RUNS, WARMUP } from './lib/inject';
import { dashboardCalls } from './lib/readCalls';
import { cacheRoot } from './lib/postgres';
import { FIRST_DAY, INVOICES, LAST_DAY, LINES_PER_INVOICE } from './lib/salesData';
import { benchSalesReads, detailsOf, slowestRow, type EngineResult } from './lib/salesReads';

const SUMMARY_TARGET_MS = 100;
const CALL_TARGET_MS = 300;

const summaryPath = `/reports-v2/sales/summary-metrics?from=${FIRST_DAY}&to=${LAST_DAY}&loc=all`;

function rowsOf({ label, timings, skipped }: EngineResult): SummaryRow[] {
  const summaryFigure = `summary metrics, 90 days, 1M lines, ${label}`;
  if (!timings) {
    return [
      {
        figure: summaryFigure,
        measured: skipped ?? '',
        target: `≤ ${SUMMARY_TARGET_MS} ms`,
        ok: null,
      },
    ];
  }
  const summary = timings.find((t) => t.period === '90 days')!;
  return [
    {
      figure: summaryFigure,
      measured: `${ms(summary.median)} (p95 ${ms(summary.p95)})`,
      target: `≤ ${SUMMARY_TARGET_MS} ms`,
      ok: summary.median <= SUMMARY_TARGET_MS,
    },
    slowestRow(
      `every dashboard call, 1 and 30 days, ${label} (slowest)`,
      timings.filter((t) => t.period !== '90 days'),
      CALL_TARGET_MS,
      true,
    ),
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
  const results = await benchSalesReads({
    whole: {
      path: summaryPath,
      transactions: (reply) => (reply as { transactions: number }).transactions,
    },
    calls: async () => [
      { name: 'summary-metrics', period: '90 days', path: summaryPath },
      ...dashboardCalls('1 day', LAST_DAY, LAST_DAY),
      ...dashboardCalls('30 days', addDays(LAST_DAY, -29), LAST_DAY),
    ],
  });
  report({
    id: 'sales-reads',
    method: `in-process inject, ${RUNS} runs after ${WARMUP} warm-up, median (p95); loc=all`,
    rows: results.flatMap(rowsOf),
    details: detailsOf(results),
  });
});
