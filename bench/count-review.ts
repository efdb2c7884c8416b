/**
 * Issue 9 figures: the variance review of a 1,000-line count (target at most 200 ms) and the approval
 * of a 5,000-line count (target at most 2 s), server time, SQLite (PostgreSQL reported).
 * Run alone: npx tsx bench/count-review.ts (SQLITE_ONLY=1 skips PostgreSQL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app';
import { defaultLoginLimits } from '../server/config';
import { openPostgres, openSqlite, type DatabaseHandle } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { demoCredentials, seedDemo } from '../server/demo';
import { announce, main, median, ms, report, seconds, sleep, type SummaryRow } from './lib/common';
import { MATERIALS, prepareCounts } from './lib/countData';
import { benchCluster } from './lib/postgres';

const REVIEW_LINES = 1_000;
const REVIEW_RUNS = 20;
const APPROVE_RUNS = 3;
const REVIEW_TARGET_MS = 200;
const APPROVE_TARGET_MS = 2_000;

interface Measured {
  review: number;
  reviewP95: number;
  approve: number;
  reviewSamples: number[];
  approveSamples: number[];
}

/** Seeds the demo and the count data on a migrated database, then times review and approve. */
async function measure(database: DatabaseHandle): Promise<Measured> {
  await migrateToLatest(database);
  await seedDemo(database);
  const setup = await prepareCounts(database);
  const app = await buildApp({
    database,
    config: {
      sessionSecret: 'bench-secret-'.padEnd(48, 'x'),
      sessionTtlHours: 1,
      registration: false,
      staticDir: null,
      logLevel: 'silent',
      trustProxy: false,
      loginLimits: defaultLoginLimits,
    },
  });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: demoCredentials.admin,
    });
    const { token } = login.json() as { token: string };
    const call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
      const reply = await app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload }),
      });
      if (reply.statusCode >= 300) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
      return reply;
    };

    // Review of a 1,000-line count: the first sheet (one area) only.
    const reviewCount = await setup.count(setup.sheets.slice(0, 1), 0);
    const reviewPath = `/inventory-counts/review?id=${reviewCount}`;
    const lines = (await call('GET', reviewPath)).json().lines.length;
    if (lines !== REVIEW_LINES)
      throw new Error(`the review has ${lines} lines, not ${REVIEW_LINES}`);
    for (let i = 0; i < 3; i++) await call('GET', reviewPath);
    const reviewSamples: number[] = [];
    for (let i = 0; i < REVIEW_RUNS; i++) {
      const t0 = performance.now();
      await call('GET', reviewPath);
      reviewSamples.push(performance.now() - t0);
    }

    const approveSamples: number[] = [];
    for (let run = 0; run < APPROVE_RUNS; run++) {
      const countId = await setup.count(setup.sheets, run + 1);
      const t0 = performance.now();
      await call('POST', `/inventory-counts/${countId}/approve`, {});
      approveSamples.push(performance.now() - t0);
      const fixed = await database.db
        .selectFrom('count_lines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('count_id', '=', countId)
        .executeTakeFirstOrThrow();
      if (Number(fixed.n) !== MATERIALS) throw new Error(`approve fixed ${fixed.n} lines`);
    }
    const sorted = [...reviewSamples].sort((a, b) => a - b);
    return {
      review: median(reviewSamples),
      reviewP95: sorted[Math.ceil(REVIEW_RUNS * 0.95) - 1]!,
      approve: median(approveSamples),
      reviewSamples,
      approveSamples,
    };
  } finally {
    await app.close();
  }
}

function rowsOf(result: Measured, engine: string, targets: boolean): SummaryRow[] {
  return [
    {
      figure: `variance review of a 1,000-line count, server time, ${engine}`,
      measured: `${ms(result.review)} (p95 ${ms(result.reviewP95)})`,
      target: targets ? `≤ ${REVIEW_TARGET_MS} ms` : 'report',
      ok: targets ? result.review <= REVIEW_TARGET_MS : null,
    },
    {
      figure: `approve a 5,000-line count, server time, ${engine}`,
      measured: seconds(result.approve),
      target: targets ? `≤ ${seconds(APPROVE_TARGET_MS)}` : 'report',
      ok: targets ? result.approve <= APPROVE_TARGET_MS : null,
    },
  ];
}

main(async () => {
  announce(
    'Issue 9: review a 1,000-line count, approve a 5,000-line count, server time',
    [
      `A fresh database with the demo business and ${MATERIALS.toLocaleString('en')} more materials, each received`,
      'before the cut-off; a third of them used after it (one movement each), so the review brings',
      'those back. Count sheets of one 1,000-material area each; every material of a count is counted',
      'by two `add` entries of one counter, written straight into count_entries.',
      `Review: GET /inventory-counts/review of a ${REVIEW_LINES.toLocaleString('en')}-line count, 3 warm-up, median and p95 of ${REVIEW_RUNS}.`,
      `Approve: POST /inventory-counts/{id}/approve of a fresh ${MATERIALS.toLocaleString('en')}-line count, ${APPROVE_RUNS} counts one after`,
      'another, median; each must fix 5,000 lines (count_lines).',
      'The app runs in this process (buildApp); every call is a Fastify inject with the admin token.',
      'SQLite in a temp folder (the figure); PostgreSQL reported unless SQLITE_ONLY=1.',
    ].join('\n'),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-count-bench-'));
  const sqliteDb = openSqlite(path.join(dir, 'backhouse.db'));
  let sqlite: Measured;
  try {
    sqlite = await measure(sqliteDb);
  } finally {
    await sqliteDb.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const rows = rowsOf(sqlite, 'SQLite', true);
  const details: Record<string, unknown> = { sqlite };

  const pgRun = await benchCluster();
  if ('cluster' in pgRun) {
    const { cluster } = pgRun;
    const name = `bench_counts_${process.pid}`;
    const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      const database = openPostgres(`${cluster.url}/${name}`, 4);
      try {
        const postgres = await measure(database);
        rows.push(...rowsOf(postgres, 'PostgreSQL', false));
        details.postgres = postgres;
      } finally {
        await database.close();
        for (let wait = 0; wait < 20; wait++) {
          const left = await admin.query('select 1 from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (!left.rowCount) break;
          await sleep(100);
        }
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    } finally {
      await admin.end();
      cluster.stop();
    }
  }
  report({
    id: 'count-review',
    method: 'in-process inject; review median (p95) of 20, approve median of 3 fresh counts',
    rows,
    details,
  });
});
