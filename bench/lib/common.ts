import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: every script runs from there, whatever the caller's directory. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(root, 'bench/results');
/** Builds live under node_modules/.tmp (ignored by git), so `dist/` of other work is never touched. */
export const appBuildDir = path.join(root, 'node_modules/.tmp/bench-app');
export const pageBuildDir = path.join(root, 'node_modules/.tmp/bench-page');

/** One line of the summary table. `ok` is null for figures that are reported without a target. */
export interface SummaryRow {
  figure: string;
  measured: string;
  /**
   * What the stack allows, measured in the same run (the bare SQL of a read, a plain insert of the
   * rows a write makes), so a figure can be judged against it on a busy machine too.
   */
  floor?: string;
  target: string;
  ok: boolean | null;
}

/** What each benchmark writes to `bench/results/<id>.json`. */
export interface FigureResult {
  id: string;
  at: string;
  method: string;
  rows: SummaryRow[];
  details: Record<string, unknown>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const ms = (value: number) => `${Math.round(value)} ms`;
export const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(2)} s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const verdict = (ok: boolean | null) => (ok === null ? 'report' : ok ? 'OK' : 'MISSED');

/** Prints a heading for a benchmark and the method it follows, before any figure. */
export function announce(title: string, method: string): void {
  console.log(`\n\x1b[1m== ${title}\x1b[0m`);
  for (const line of method.split('\n')) console.log(`   ${line}`);
  warnIfBusy();
}

/** Figures taken on a machine busy with other work are slower than the code: say so. */
export function warnIfBusy(): number {
  const load = os.loadavg()[0]!;
  const cores = os.availableParallelism();
  if (load > cores) {
    console.log(
      `   \x1b[33mnote: load average ${load.toFixed(1)} on ${cores} cores (busy machine)\x1b[0m`,
    );
  }
  return load;
}

/** Prints the rows of one benchmark and writes its result file. */
export function report(result: Omit<FigureResult, 'at'>): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  const load = warnIfBusy();
  const full: FigureResult = {
    ...result,
    at: new Date().toISOString(),
    details: { ...result.details, loadAverageAtEnd: Number(load.toFixed(2)) },
  };
  fs.writeFileSync(
    path.join(resultsDir, `${result.id}.json`),
    JSON.stringify(full, null, 2) + '\n',
  );
  for (const row of result.rows) {
    const floor = row.floor ? `floor ${row.floor}, ` : '';
    console.log(
      `   => ${row.figure}: ${row.measured} (${floor}target ${row.target}) ${verdict(row.ok)}`,
    );
  }
}

/**
 * Runs a benchmark's main function: a thrown error means the benchmark itself broke (exit 1); a missed
 * target is a figure like any other (exit 0).
 */
export function main(run: () => Promise<void>): void {
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('\nBENCHMARK BROKE:', error instanceof Error ? (error.stack ?? error) : error);
      process.exit(1);
    },
  );
}

export const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));
