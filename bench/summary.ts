/** Prints every figure of bench/results/*.json as one table (the last run of each benchmark). */
import fs from 'node:fs';
import path from 'node:path';
import { resultsDir, verdict, type FigureResult } from './lib/common';

const files = fs.existsSync(resultsDir)
  ? fs.readdirSync(resultsDir).filter((name) => name.endsWith('.json'))
  : [];
const results = files
  .map((name) => JSON.parse(fs.readFileSync(path.join(resultsDir, name), 'utf8')) as FigureResult)
  .sort((a, b) => a.at.localeCompare(b.at));
console.log('\n\x1b[1m== Summary\x1b[0m');
// The floor: the same work by the least the stack allows, measured in the same run. The load: the
// machine's one-minute load average when the figure was taken (above the core count, it was busy).
console.log(
  '| figure | measured | floor | target | verdict | load |\n| --- | --- | --- | --- | --- | --- |',
);
for (const result of results) {
  const load = result.details.loadAverageAtEnd;
  for (const row of result.rows) {
    console.log(
      `| ${row.figure.trim()} | ${row.measured} | ${row.floor ?? ''} | ${row.target} | ${verdict(row.ok)} | ${typeof load === 'number' ? load.toFixed(1) : ''} |`,
    );
  }
}
