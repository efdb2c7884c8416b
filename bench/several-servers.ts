/**
 * Issue 25 figures: two copies of the built server on one PostgreSQL database under mixed load, as a
 * restaurant group runs them behind a load balancer: tills posting invoice batches, managers reading
 * the dashboard and a report, devices sending catalogue changes and pulling. Reported: 5xx replies
 * (goal 0), p50/p95/p99 per kind, a device's batch of 6 changes at p95 while the tills post (goal
 * ≤ 300 ms), invoices per second, and the memory of each copy at start and end.
 * Run alone: npx tsx bench/several-servers.ts (LOAD_SECONDS=180, TILLS=20, MANAGERS=10, DEVICES=5,
 * TILL_PAUSE_MS=1000)
 */
import pg from 'pg';
import { seededRandom } from '../server/demo/salesRandom';
import { announce, main, ms, report, sleep, type SummaryRow } from './lib/common';
import { benchCluster, pgVersion } from './lib/postgres';
import { benchInvoice } from './lib/salesData';
import { brandFields } from './lib/scenarios';
import { signInAdmin } from './lib/server';
import { buildServer, mb, rssMb, startProcess, type Started } from './lib/serverProcess';
import { dubaiTill, type Till } from './lib/till';

const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 180);
const TILLS = Number(process.env.TILLS ?? 20);
const MANAGERS = Number(process.env.MANAGERS ?? 10);
const DEVICES = Number(process.env.DEVICES ?? 5);
/** Invoices of 5 lines per till batch: a till sending what it rang up since its last send. */
const PER_TILL_BATCH = 10;
/**
 * A till waits this long after each reply before its next batch: a till sends what it rang up since
 * its last send, it does not send without pause (20 tills so post some 200 invoices a second when
 * the server keeps up). TILL_PAUSE_MS=0 posts back to back, the business's ceiling.
 */
const TILL_PAUSE_MS = Number(process.env.TILL_PAUSE_MS ?? 1_000);
/** Changes per device batch: a manager's edits of a few minutes (issue 25). */
const PER_DEVICE_BATCH = 6;
/** A device sends, pulls, then waits this long: devices do not send without pause. */
const DEVICE_PAUSE_MS = 1_000;
const TARGET_DEVICE_P95_MS = 300;

type Kind = 'till batch' | 'manager read' | 'device batch' | 'device pull';

interface KindFigures {
  calls: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: number[];
}

interface Sample {
  kind: Kind;
  copy: number;
  ms: number;
  status: number;
}

/** A call timed from the request to the whole reply read; a network error counts as status 0. */
async function timed(
  samples: Sample[],
  kind: Kind,
  copy: number,
  request: () => Promise<Response>,
): Promise<unknown> {
  const t0 = performance.now();
  try {
    const response = await request();
    const body: unknown = await response.json().catch(() => null);
    samples.push({ kind, copy, ms: performance.now() - t0, status: response.status });
    return response.ok ? body : null;
  } catch {
    samples.push({ kind, copy, ms: performance.now() - t0, status: 0 });
    return null;
  }
}

const post = (url: string, token: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const get = (url: string, token: string) =>
  fetch(url, { headers: { authorization: `Bearer ${token}` } });

/** A till: a batch of new invoices, to each copy in turn, until the time is up. */
async function till(copies: Started[], token: string, t: Till, n: number, until: number) {
  const samples: Sample[] = [];
  const random = seededRandom(`bench several ${n}`, n);
  let invoices = 0;
  for (let b = 0; Date.now() < until; b++) {
    const copy = (n + b) % copies.length;
    const at = Date.now();
    const batch = Array.from({ length: PER_TILL_BATCH }, (_, i) =>
      benchInvoice(t.shop, t.place, at - (PER_TILL_BATCH - i) * 1000, `SRV-${n}-${b}-${i}`, random),
    );
    const reply = await timed(samples, 'till batch', copy, () =>
      post(`${copies[copy]!.url}/api/invoices/batch`, token, { invoices: batch }),
    );
    const results = (reply as { results?: Array<{ status: number }> } | null)?.results ?? [];
    invoices += results.filter((r) => r.status === 201).length;
    if (TILL_PAUSE_MS > 0) await sleep(TILL_PAUSE_MS);
  }
  return { samples, invoices };
}

/** A manager: the dashboard's summary for today, then a week's sales summary, in turn. */
async function manager(copies: Started[], token: string, n: number, until: number) {
  const samples: Sample[] = [];
  const day = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const reads = [
    '/api/reports-v2/sales/summary-metrics?loc=all',
    `/api/sales-summary?from=${day(6)}&to=${day(0)}&loc=all`,
  ];
  for (let i = 0; Date.now() < until; i++) {
    const copy = (n + i) % copies.length;
    await timed(samples, 'manager read', copy, () =>
      get(`${copies[copy]!.url}${reads[i % reads.length]}`, token),
    );
  }
  return { samples, invoices: 0 };
}

/** A device: 6 brand changes through /api/batch, then a pull from its cursor, then a pause. */
async function device(copies: Started[], token: string, n: number, until: number) {
  const samples: Sample[] = [];
  let cursor = 0;
  for (let round = 0; Date.now() < until; round++) {
    const copy = (n + round) % copies.length;
    const calls = Array.from({ length: PER_DEVICE_BATCH }, (_, i) => ({
      method: 'POST',
      path: '/brands',
      body: brandFields(1_000_000 + n * 100_000 + round * PER_DEVICE_BATCH + i),
      idempotency_key: `bench-several-${process.pid}-${n}-${round}-${i}`,
    }));
    await timed(samples, 'device batch', copy, () =>
      post(`${copies[copy]!.url}/api/batch`, token, { calls }),
    );
    // The pull goes to the other copy: a change written through one is read through the other.
    const other = (copy + 1) % copies.length;
    for (let more = true; more;) {
      const page = (await timed(samples, 'device pull', other, () =>
        get(`${copies[other]!.url}/api/sync/pull?since=${cursor}&limit=5000`, token),
      )) as { cursor: number; more: boolean } | null;
      if (!page) break;
      cursor = page.cursor;
      more = page.more;
    }
    await sleep(DEVICE_PAUSE_MS);
  }
  return { samples, invoices: 0 };
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

main(async () => {
  announce(
    'Issue 25: two copies of the server on one PostgreSQL database under mixed load',
    [
      'The server built as `npm run build` does, two processes on one new database of the',
      'benchmarks’ PostgreSQL cluster (the first seeds the demo business and its 90 days of sales;',
      `the second starts once it answers). Then ${LOAD_SECONDS} s of load, each client on both copies in turn:`,
      `${TILLS} tills posting batches of ${PER_TILL_BATCH} new invoices of 5 lines (the Dubai grill), ${TILL_PAUSE_MS / 1000} s apart;`,
      `${MANAGERS} managers reading the dashboard's summary and a week's sales summary one after another;`,
      `${DEVICES} devices sending ${PER_DEVICE_BATCH} new brands through /api/batch, pulling from their cursor through the`,
      `other copy, then pausing ${DEVICE_PAUSE_MS / 1000} s. Each call timed to its whole reply; RSS (ps) of each copy after`,
      'start and at the end of the load.',
    ].join('\n'),
  );
  const pgRun = await benchCluster();
  if ('skipped' in pgRun) {
    console.log(`   ${pgRun.skipped}`);
    report({
      id: 'several-servers',
      method: 'two server processes on one PostgreSQL database',
      rows: [
        {
          figure:
            'two servers on one PostgreSQL: a device’s batch of 6 changes while tills post, p95',
          measured: pgRun.skipped,
          target: `≤ ${TARGET_DEVICE_P95_MS} ms`,
          ok: null,
        },
      ],
      details: {},
    });
    return;
  }
  const { cluster } = pgRun;
  const serverMain = buildServer();
  const name = `bench_several_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
  await admin.connect();
  const copies: Started[] = [];
  try {
    await admin.query(`create database ${name}`);
    const env = {
      DATABASE_URL: `${cluster.url}/${name}`,
      BACKHOUSE_DEMO: 'on',
      CARD_SERVICE_PORT: 'off',
      LOG_LEVEL: 'warn',
      // A bench signs in many times from one address.
      BACKHOUSE_LOGIN_LIMIT_ADDRESS: '100000',
    };
    console.log('   starting the first copy (the demo business and its sales) ...');
    copies.push(await startProcess(serverMain, env));
    copies.push(await startProcess(serverMain, env));
    await sleep(5_000);
    const rssAtStart = copies.map((c) => rssMb(c.child.pid!));
    console.log(`   both copies answer; RSS ${rssAtStart.map(mb).join(', ')}`);

    const { token } = await signInAdmin(copies[0]!.url);
    const dubai = await dubaiTill(copies[0]!.url, token);
    const began = Date.now();
    const until = began + LOAD_SECONDS * 1000;
    const runs = await Promise.all([
      ...Array.from({ length: TILLS }, (_, n) => till(copies, token, dubai, n, until)),
      ...Array.from({ length: MANAGERS }, (_, n) => manager(copies, token, n, until)),
      ...Array.from({ length: DEVICES }, (_, n) => device(copies, token, n, until)),
    ]);
    const elapsed = (Date.now() - began) / 1000;
    const rssAtEnd = copies.map((c) => rssMb(c.child.pid!));
    const samples = runs.flatMap((r) => r.samples);
    const invoices = runs.reduce((s, r) => s + r.invoices, 0);
    const errors = samples.filter((s) => s.status >= 500 || s.status === 0).length;

    const kinds: Kind[] = ['till batch', 'manager read', 'device batch', 'device pull'];
    const byKind = {} as Record<Kind, KindFigures>;
    for (const kind of kinds) {
      const times = samples.filter((s) => s.kind === kind && s.status > 0).map((s) => s.ms);
      const line: KindFigures = {
        calls: times.length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        statuses: [...new Set(samples.filter((s) => s.kind === kind).map((s) => s.status))],
      };
      console.log(
        `   ${kind.padEnd(13)} ${String(line.calls).padStart(6)} calls  p50 ${ms(line.p50)}  ` +
          `p95 ${ms(line.p95)}  p99 ${ms(line.p99)}  statuses ${line.statuses.join(', ')}`,
      );
      byKind[kind] = line;
    }
    console.log(
      `   ${invoices} invoices in ${elapsed.toFixed(0)} s; 5xx or no reply: ${errors}; ` +
        `RSS ${rssAtStart.map(mb).join(', ')} → ${rssAtEnd.map(mb).join(', ')}`,
    );

    const p = (kind: Kind) => {
      const k = byKind[kind];
      return `p50 ${ms(k.p50)}, p95 ${ms(k.p95)}, p99 ${ms(k.p99)} (${k.calls} calls)`;
    };
    const rows: SummaryRow[] = [
      {
        figure: `two servers on one PostgreSQL ${pgVersion()}, ${LOAD_SECONDS} s mixed load: 5xx or no reply`,
        measured: String(errors),
        target: '0',
        ok: errors === 0,
      },
      {
        figure: `  a device’s batch of ${PER_DEVICE_BATCH} changes while ${TILLS} tills post`,
        measured: p('device batch'),
        target: `p95 ≤ ${TARGET_DEVICE_P95_MS} ms`,
        ok: byKind['device batch'].p95 <= TARGET_DEVICE_P95_MS,
      },
      {
        figure: `  a till's batch of ${PER_TILL_BATCH} invoices`,
        measured: `${p('till batch')}; ${Math.round(invoices / elapsed)} invoices/s`,
        target: 'report',
        ok: null,
      },
      {
        figure: '  a manager’s dashboard or report read',
        measured: p('manager read'),
        target: 'report',
        ok: null,
      },
      { figure: '  a device’s pull', measured: p('device pull'), target: 'report', ok: null },
      {
        figure: '  RSS of each copy, after start → end of load',
        measured: copies.map((_, i) => `${mb(rssAtStart[i]!)} → ${mb(rssAtEnd[i]!)}`).join('; '),
        target: 'report',
        ok: null,
      },
    ];
    report({
      id: 'several-servers',
      method: `two server processes on one PostgreSQL database, ${TILLS} tills, ${MANAGERS} managers, ${DEVICES} devices for ${LOAD_SECONDS} s`,
      rows,
      details: { byKind, invoices, elapsed, errors, rssAtStart, rssAtEnd },
    });
  } finally {
    await Promise.all(copies.map((c) => c.stop()));
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
    cluster.stop();
  }
});
