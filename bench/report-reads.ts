/**
 * Issue 11 figure: each report over 90 days and a million invoice lines (the sales bench database),
 * server time, target at most 300 ms each, on SQLite and on PostgreSQL; and the same reports over
 * "all time" (1900-01-01 to 2099-12-31), which must not be slower in kind: they read aggregates,
 * never every calendar day.
 * Run alone: npx tsx bench/report-reads.ts (SQLITE_ONLY=1 skips PostgreSQL)
 */
import { announce, main, report, type SummaryRow } from './lib/common';
import { RUNS, WARMUP } from './lib/inject';
import { reportCalls } from './lib/readCalls';
import { cacheRoot } from './lib/postgres';
import { FIRST_DAY, INVOICES, LAST_DAY, LINES_PER_INVOICE } from './lib/salesData';
import {
  benchSalesReads,
  busiestLocation,
  detailsOf,
  slowestRow,
  type EngineResult,
} from './lib/salesReads';

const TARGET_MS = 300;
const PERIODS = [
  ['90 days', FIRST_DAY, LAST_DAY],
  ['all time', '1900-01-01', '2099-12-31'],
] as const;

function rowsOf({ label, timings, skipped }: EngineResult): SummaryRow[] {
  const figure = (period: string) => `each report, ${period}, 1M lines, ${label} (slowest)`;
  if (!timings) {
    return [
      { figure: figure('90 days'), measured: skipped ?? '', target: `≤ ${TARGET_MS} ms`, ok: null },
    ];
  }
  return PERIODS.map(([period]) =>
    slowestRow(
      figure(period),
      timings.filter((t) => t.period === period),
      TARGET_MS,
    ),
  );
}

/** Each report's median, side by side on every engine measured: the figure asked for per report. */
function printTable(results: readonly EngineResult[]): void {
  const measured = results.filter((r) => r.timings);
  const names = [...new Set(measured.flatMap((r) => r.timings!.map((t) => t.name)))];
  const heads = measured.flatMap((r) => PERIODS.map(([period]) => `${r.label}, ${period}`));
  const width = Math.max(...names.map((n) => n.length));
  const cell = Math.max(...heads.map((h) => h.length)) + 2;
  console.log(`\n   ${'report'.padEnd(width)}${heads.map((h) => h.padStart(cell)).join('')}`);
  for (const name of names) {
    const cells = measured.flatMap((r) =>
      PERIODS.map(([period]) => {
        const t = r.timings!.find((x) => x.name === name && x.period === period);
        return (t ? `${t.median.toFixed(1)} ms` : '—').padStart(cell);
      }),
    );
    console.log(`   ${name.padEnd(width)}${cells.join('')}`);
  }
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
  const results = await benchSalesReads({
    whole: {
      path: `/sales-summary?from=${FIRST_DAY}&to=${LAST_DAY}&loc=all`,
      transactions: (reply) =>
        (reply as { figures: { transactions: number } }).figures.transactions,
    },
    calls: async (database) => {
      const store = await busiestLocation(database);
      return PERIODS.flatMap(([period, from, to]) => reportCalls(period, from, to, store));
    },
  });
  printTable(results);
  report({
    id: 'report-reads',
    method: `in-process inject, ${RUNS} runs after ${WARMUP} warm-up, median (p95); loc=all`,
    rows: results.flatMap(rowsOf),
    details: detailsOf(results),
  });
});
