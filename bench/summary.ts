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
console.log('| figure | measured | floor | target | verdict |\n| --- | --- | --- | --- | --- |');
for (const result of results) {
  for (const row of result.rows) {
    const floor = row.floor ?? '';
    console.log(
      `| ${row.figure.trim()} | ${row.measured} | ${floor} | ${row.target} | ${verdict(row.ok)} |`,
    );
  }
}
