/**
 * Figure 5: API list and get throughput on SQLite with autocannon (report req/s and p99).
 * Run alone: npx tsx bench/api-throughput.ts
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { announce, main, report, root, type SummaryRow } from './lib/common';
import { call, seedDatabase, signInAdmin, startServer } from './lib/server';

const DURATION_S = 10;
const WARMUP_S = 3;
const CONNECTIONS = 10;
const BRANDS = 1000;
/** The server's default (what `npm start` runs): one log line per request and reply, to a file. */
const LOG_LEVEL = process.env.BENCH_API_LOG_LEVEL ?? 'info';

interface Autocannon {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

function autocannon(url: string, token: string, seconds: number): Autocannon {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/autocannon'),
    ['-c', String(CONNECTIONS), '-d', String(seconds), '-j', '-n'].concat([
      '-H',
      `authorization=Bearer ${token}`,
      url,
    ]),
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`autocannon failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout) as Autocannon;
}

main(async () => {
  announce(
    'Figure 5: API list and get throughput on SQLite, autocannon',
    [
      `The real server in its own process (SQLite file in a temp folder, LOG_LEVEL=${LOG_LEVEL}), the`,
      `demo business plus ${BRANDS} brands written through the server code, so a list page is full.`,
      `autocannon -c ${CONNECTIONS} -d ${DURATION_S} with the admin's bearer token, after a ${WARMUP_S} s`,
      `warm-up, on GET /api/brands?limit=50 and GET /api/brands/<id>. This machine has`,
      `${os.availableParallelism()} cores shared by the server and autocannon (no pinning).`,
    ].join('\n'),
  );
  const dataDir = await seedDatabase(BRANDS);
  const server = await startServer({ dataDir, logLevel: LOG_LEVEL });
  try {
    const { token } = await signInAdmin(server.url);
    const list = await call<{ data: { id: string }[] }>(
      server.url,
      token,
      'GET',
      '/brands?limit=50',
    );
    if (list.data.length !== 50) throw new Error(`the list gave ${list.data.length} rows, not 50`);
    const targets = [
      { name: 'GET /api/brands?limit=50', path: '/api/brands?limit=50' },
      { name: 'GET /api/brands/<id>', path: `/api/brands/${list.data[0]!.id}` },
    ];
    const rows: SummaryRow[] = [];
    const details: Record<string, Autocannon> = {};
    for (const target of targets) {
      autocannon(`${server.url}${target.path}`, token, WARMUP_S);
      const result = autocannon(`${server.url}${target.path}`, token, DURATION_S);
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed > 0) throw new Error(`${target.name}: ${failed} failed requests`);
      console.log(
        `   ${target.name}: ${Math.round(result.requests.average)} req/s, latency p50 ` +
          `${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      );
      rows.push({
        figure: `API ${target.name} (SQLite, c=${CONNECTIONS})`,
        measured: `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
        target: 'report',
        ok: null,
      });
      details[target.name] = result;
    }
    report({
      id: 'api',
      method: `autocannon -c ${CONNECTIONS} -d ${DURATION_S} after ${WARMUP_S} s warm-up, LOG_LEVEL=${LOG_LEVEL}`,
      rows,
      details,
    });
  } finally {
    await server.stop();
  }
});
