/**
 * Issue 24 figures: the built server's start on an existing database to answering (demo off and on,
 * target ≤ 1 s) and its memory, idle after start (≤ 120 MB) and after minutes of mixed load (≤ 250 MB,
 * flat), beside a floor: Fastify and better-sqlite3 alone, started the same way in the same run.
 * Run alone: npx tsx bench/server-start.ts (LOAD_SECONDS=180, STARTS=5, IDLE_SECONDS=5;
 * BENCH_SERVER_MAIN=<path>/main.js measures that build instead, e.g. one of an earlier commit;
 * BENCH_SERVE='node dist-server/main.js' launches it without the `serve` script's flags)
 */
import fs from 'node:fs';
import path from 'node:path';
import { announce, main, median, ms, report, root, sleep, type SummaryRow } from './lib/common';
import { cacheRoot } from './lib/postgres';
import { brandFields } from './lib/scenarios';
import { buildApp, call, signInAdmin, tempDir } from './lib/server';
import {
  buildServer,
  mb,
  rssMb,
  serveLaunch,
  startProcess,
  type Started,
} from './lib/serverProcess';

const STARTS = Number(process.env.STARTS ?? 5);
const DEMO_STARTS = Number(process.env.DEMO_STARTS ?? 3);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 5);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 180);
const LOAD_CLIENTS = 4;
const SAMPLE_EVERY_MS = 5_000;
const TARGET_START_MS = 1_000;
const TARGET_IDLE_MB = 120;
const TARGET_LOAD_MB = 250;
/** Bump when the cached demo database must be made again. */
const DATA_VERSION = 1;
const floorScript = path.join(root, 'bench/lib/floor-server.mjs');
const cacheDir = path.join(cacheRoot, `server-start-v${DATA_VERSION}`);

/** The built server's environment on `dataDir`: no card service, nothing but warnings logged. */
const serverEnv = (dataDir: string, staticDir: string, demo: boolean, logLevel = 'warn') => ({
  BACKHOUSE_DATA_DIR: dataDir,
  BACKHOUSE_STATIC_DIR: staticDir,
  BACKHOUSE_DEMO: demo ? 'on' : 'off',
  CARD_SERVICE_PORT: '0',
  LOG_LEVEL: logLevel,
});

/** A demo database made by the built server's first start (seed and 90 days of sales), kept. */
async function demoDatabase(main: string, staticDir: string): Promise<string> {
  const file = path.join(cacheDir, 'backhouse.db');
  if (fs.existsSync(file)) return file;
  console.log('   preparing the demo database (a first start: seed and 90 days of sales) ...');
  const dir = tempDir('start-seed');
  const first = await startProcess(main, serverEnv(dir, staticDir, true));
  await first.stop();
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.copyFileSync(path.join(dir, 'backhouse.db'), file);
  return file;
}

/** Starts `times` times one after another; each: time to answer, RSS after `IDLE_SECONDS` idle. */
async function starts(
  times: number,
  begin: () => Promise<Started>,
  after?: (started: Started) => void,
) {
  const answered: number[] = [];
  const cpu: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = await begin();
    answered.push(started.answeredMs);
    cpu.push(started.cpuMs);
    await sleep(IDLE_SECONDS * 1000);
    rss.push(rssMb(started.child.pid!));
    after?.(started);
    await started.stop();
  }
  console.log(
    `     answered: ${answered.map(ms).join(', ')} (CPU ${cpu.map(ms).join(', ')}); ` +
      `RSS after ${IDLE_SECONDS} s: ${rss.map(mb).join(', ')}`,
  );
  return {
    answered,
    cpu,
    rss,
    answeredMs: median(answered),
    cpuMs: median(cpu),
    rssMb: median(rss),
  };
}

/** What the demo's background top-up logged (info level): invoices and time. */
function topUpOf(log: string): string | null {
  const line = log.split('\n').find((l) => l.includes('demo sales topped up'));
  if (!line) return null;
  try {
    return (JSON.parse(line) as { msg: string }).msg;
  } catch {
    return line;
  }
}

interface ListReply {
  data: Array<{ id: string; version: number }>;
}

/**
 * The mixed load of one client until `until`: mostly list reads, a dashboard or report call every
 * few, a brand created and changed now and then, like a back office in use.
 */
async function client(url: string, token: string, n: number, until: number) {
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const q = `from=${weekAgo}&to=${today}&loc=all`;
  const reads = [
    '/brands?limit=50',
    '/products?limit=100',
    '/materials?limit=100',
    '/locations?limit=100',
    '/categories?limit=100',
    '/suppliers?limit=50',
  ];
  const reports = [
    `/sales-summary?${q}`,
    `/invoices-sales-report/v3?${q}`,
    `/products-sales-report?${q}`,
    `/payment-report?${q}`,
    `/orders-summary?${q}`,
    `/reports-v2/sales/sales-trend?${q}`,
  ];
  let calls = 0;
  let writes = 0;
  for (let i = 0; Date.now() < until; i++) {
    if (i % 10 === 9) {
      const created = await call<{ id: string; version: number }>(
        url,
        token,
        'POST',
        '/brands',
        brandFields(100_000 + n * 100_000 + i),
      );
      await call(url, token, 'PUT', `/brands/${created.id}`, {
        ...brandFields(100_000 + n * 100_000 + i),
        name: `Bench brand ${n}-${i} changed`,
        version: created.version,
      });
      writes += 2;
    } else if (i % 3 === 2) {
      await call(url, token, 'GET', reports[i % reports.length]!);
    } else {
      await call<ListReply>(url, token, 'GET', reads[i % reads.length]!);
    }
    calls += 1;
  }
  return { calls, writes };
}

main(async () => {
  announce(
    'Issue 24: server start to answering, and its memory idle and under load',
    [
      'The server built as `npm run build` does (scripts/build-server.mjs, into node_modules/.tmp), run',
      'as the `serve` script runs it, on a copy of a demo database its own first start made (kept in',
      `${cacheDir}), the built PWA served, the card service beside it. Start = spawn`,
      'until GET /manifest.webmanifest first answers (polled every 10 ms). A warm-up start first; then',
      `${STARTS} restarts with BACKHOUSE_DEMO=off and ${DEMO_STARTS} with it on (its top-up runs after listen);`,
      `RSS (ps) after ${IDLE_SECONDS} s idle; medians. The floor: Fastify and better-sqlite3 alone`,
      '(bench/lib/floor-server.mjs) on the same file, started and measured the same way. Then a',
      `demo-off server under ${LOAD_SECONDS} s of mixed load: ${LOAD_CLIENTS} clients signed in as the demo admin, lists,`,
      'dashboard and report calls over the last week, a brand created and changed every tenth call; RSS',
      `sampled every ${SAMPLE_EVERY_MS / 1000} s, and once more after ${IDLE_SECONDS * 2} s idle.`,
    ].join('\n'),
  );
  const launch = serveLaunch();
  console.log(
    `   launched as: ${Object.entries(launch.env)
      .map(([name, value]) => `${name}=${value} `)
      .join('')}node ${launch.nodeArgs.join(' ')} main.js`,
  );
  const staticDir = buildApp();
  const serverMain = buildServer();
  const cached = await demoDatabase(serverMain, staticDir);
  const dataDir = tempDir('start-data');
  fs.copyFileSync(cached, path.join(dataDir, 'backhouse.db'));
  const server = (demo: boolean, logLevel?: string) => () =>
    startProcess(serverMain, serverEnv(dataDir, staticDir, demo, logLevel));

  // Migrations a newer build brings, and the file into the page cache.
  const warm = await server(false)();
  await warm.stop();

  console.log('   floor (Fastify + better-sqlite3):');
  const floor = await starts(STARTS, () =>
    startProcess(floorScript, { FLOOR_DB: path.join(dataDir, 'backhouse.db') }),
  );
  console.log('   Backhouse, demo off:');
  const off = await starts(STARTS, server(false));
  console.log('   Backhouse, demo on:');
  const topUps: (string | null)[] = [];
  const on = await starts(DEMO_STARTS, server(true, 'info'), (s) => topUps.push(topUpOf(s.log())));
  if (topUps.some(Boolean)) console.log(`     ${topUps.filter(Boolean).join('; ')}`);

  console.log(`   mixed load for ${LOAD_SECONDS} s:`);
  const loaded = await server(false)();
  const samples: Array<{ at: number; rssMb: number }> = [];
  let totals: { calls: number; writes: number };
  try {
    await sleep(IDLE_SECONDS * 1000);
    const pid = loaded.child.pid!;
    const began = Date.now();
    samples.push({ at: 0, rssMb: rssMb(pid) });
    const sampler = setInterval(
      () => samples.push({ at: Math.round((Date.now() - began) / 1000), rssMb: rssMb(pid) }),
      SAMPLE_EVERY_MS,
    );
    const { token } = await signInAdmin(loaded.url);
    const until = began + LOAD_SECONDS * 1000;
    const results = await Promise.all(
      Array.from({ length: LOAD_CLIENTS }, (_, n) => client(loaded.url, token, n, until)),
    ).finally(() => clearInterval(sampler));
    totals = results.reduce((a, r) => ({ calls: a.calls + r.calls, writes: a.writes + r.writes }));
    samples.push({ at: LOAD_SECONDS, rssMb: rssMb(pid) });
    await sleep(IDLE_SECONDS * 2000);
    samples.push({ at: Math.round((Date.now() - began) / 1000), rssMb: rssMb(pid) });
  } finally {
    await loaded.stop();
  }
  const during = samples.slice(1, -1).map((s) => s.rssMb);
  if (during.length === 0) during.push(samples[0]!.rssMb);
  const third = Math.max(1, Math.floor(during.length / 3));
  const firstThird = median(during.slice(0, third));
  const lastThird = median(during.slice(-third));
  const peak = Math.max(...during);
  const endOfLoad = samples.at(-2)!.rssMb;
  console.log(
    `     ${totals.calls} calls (${totals.writes} writes); RSS ${samples.map((s) => `${s.at}s ${mb(s.rssMb)}`).join(', ')}`,
  );

  const floorNote = (value: string) => `floor ${value}`;
  const rows: SummaryRow[] = [
    {
      figure: 'server start to answering, existing database, demo off (built, as `npm run serve`)',
      measured:
        `${ms(off.answeredMs)}, CPU ${ms(off.cpuMs)} ` +
        `(${floorNote(`${ms(floor.answeredMs)}, CPU ${ms(floor.cpuMs)}`)})`,
      target: `≤ ${ms(TARGET_START_MS)}`,
      ok: off.answeredMs <= TARGET_START_MS,
    },
    {
      figure: 'server start to answering, existing database, demo on',
      measured: `${ms(on.answeredMs)}, CPU ${ms(on.cpuMs)}`,
      target: `≤ ${ms(TARGET_START_MS)}`,
      ok: on.answeredMs <= TARGET_START_MS,
    },
    {
      figure: `server RSS idle ${IDLE_SECONDS} s after start, demo off`,
      measured: `${mb(off.rssMb)} (${floorNote(mb(floor.rssMb))})`,
      target: `≤ ${TARGET_IDLE_MB} MB`,
      ok: off.rssMb <= TARGET_IDLE_MB,
    },
    {
      figure: `server RSS after ${LOAD_SECONDS} s of mixed load (peak; first third → last third)`,
      measured: `${mb(endOfLoad)} (peak ${mb(peak)}; ${mb(firstThird)} → ${mb(lastThird)})`,
      target: `≤ ${TARGET_LOAD_MB} MB, flat`,
      ok: peak <= TARGET_LOAD_MB,
    },
  ];
  report({
    id: 'server-start',
    method: 'see bench/README.md',
    rows,
    details: { floor, off, on, topUps, load: { seconds: LOAD_SECONDS, ...totals, samples } },
  });
});
