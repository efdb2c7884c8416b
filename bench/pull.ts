/**
 * Figure 4: pull 20,000 rows into Dexie against a plain Dexie bulkPut of the same rows (target at
 * most 1.5x). Beside it, reported: the bytes of that first pull on the line, gzipped and as JSON.
 * Run alone: npx tsx bench/pull.ts
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { launchBrowser } from './lib/browser';
import { announce, kb, main, median, ms, report } from './lib/common';
import type { PullOutcome } from './lib/scenarios';
import { buildPage, seedDatabase, signInAdmin, startServer } from './lib/server';

const RUNS = 3;
const ROWS = 20_000;
const TARGET_RATIO = 1.5;

/**
 * A first pull page by page as the engine asks for it (5,000 rows a page), once accepting gzip
 * and once not: the bytes of each reply's body as the server sent them.
 */
async function pullBytes(url: string, token: string) {
  const bodyBytes = (since: number, encoding: string) =>
    new Promise<{ bytes: number; json: { cursor: number; more: boolean } }>((resolve, reject) => {
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': encoding };
      http
        .get(`${url}/api/sync/pull?since=${since}&limit=5000`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const text = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
            resolve({ bytes: raw.length, json: JSON.parse(text.toString()) });
          });
        })
        .on('error', reject);
    });
  const total = { sent: 0, json: 0, pages: 0 };
  for (let since = 0, more = true; more; total.pages++) {
    const packed = await bodyBytes(since, 'gzip');
    const plain = await bodyBytes(since, 'identity');
    total.sent += packed.bytes;
    total.json += plain.bytes;
    ({ cursor: since, more } = plain.json);
  }
  return total;
}

main(async () => {
  announce(
    'Figure 4: pull 20,000 rows into Dexie vs a plain Dexie bulkPut',
    [
      `${ROWS} brands (names in 3 languages, code, description, colour) are written into a fresh`,
      "SQLite database for the demo business through the server's own code (migrations, demo seed,",
      "insertRow: the create route's insert with its change-log entry); then the real server serves",
      "the API and the bench page (bench/page: the app's src/data built by Vite) on one origin.",
      "In Chromium (real IndexedDB), per run in a freshly loaded page: the engine's pull() from an",
      'empty store until done (pages of 5,000 over HTTP, written to Dexie); then the brands it',
      'brought, already in memory, are bulkPut into an empty Dexie table with the same indexes',
      `(id, location_id, updated_at). Ratio = pull / bulkPut. Median of ${RUNS}.`,
      'On the line: the same pages asked for again from Node, accepting gzip and not, their bodies',
      'counted as sent.',
    ].join('\n'),
  );
  const pageDir = buildPage();
  console.log(`   seeding ${ROWS} brands ...`);
  const dataDir = await seedDatabase(ROWS);
  const server = await startServer({ dataDir, staticDir: pageDir });
  const browser = await launchBrowser();
  try {
    const who = await signInAdmin(server.url);
    const runs: PullOutcome[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const page = await browser.newPage();
      await page.goto(server.url);
      await page.waitForFunction(() => window.bench !== undefined);
      const setup = { baseUrl: server.url, ...who, dbName: `bench-pull-${run}` };
      const outcome = await page.evaluate((s) => window.bench!.pull(s), setup);
      await page.close();
      if (outcome.brands < ROWS) throw new Error(`pulled ${outcome.brands} brands, not ${ROWS}`);
      console.log(
        `   run ${run}: pull ${ms(outcome.pullMs)} (${outcome.pages} pages, waiting for the server ` +
          `${ms(outcome.fetchMs)}, ${outcome.localRows} rows in all), bulkPut of ` +
          `${outcome.brands} brands ${ms(outcome.bulkPutMs)}, ratio ${(outcome.pullMs / outcome.bulkPutMs).toFixed(2)}x`,
      );
      runs.push(outcome);
    }
    const pull = median(runs.map((r) => r.pullMs));
    const plain = median(runs.map((r) => r.bulkPutMs));
    const ratio = pull / plain;
    const local = median(runs.map((r) => r.pullMs - r.fetchMs));
    console.log(
      `   pull minus time waiting for the server: ${ms(local)} (${(local / plain).toFixed(2)}x)`,
    );
    const line = await pullBytes(server.url, who.token);
    console.log(
      `   the same pull on the line: ${kb(line.sent)} sent gzipped for ${kb(line.json)} of JSON (${line.pages} pages)`,
    );
    report({
      id: 'pull',
      method: 'Chromium: engine.pull() from empty vs Dexie bulkPut of the same rows, median of 3',
      rows: [
        {
          figure: `pull ${ROWS} rows vs plain bulkPut (${ms(pull)} / ${ms(plain)})`,
          measured: `${ratio.toFixed(2)}x`,
          target: `≤ ${TARGET_RATIO}x`,
          ok: ratio <= TARGET_RATIO,
        },
        {
          figure: `bytes of that first pull on the line, gzipped / as JSON`,
          measured: `${kb(line.sent)} / ${kb(line.json)}`,
          target: 'report',
          ok: null,
        },
      ],
      details: { pullMs: pull, bulkPutMs: plain, ratio, localPartMs: local, runs, line },
    });
  } finally {
    await browser.close();
    await server.stop();
  }
});
