/**
 * Issue 26: `GET /api/today` on the demo business with its 90 days of sales (what a fresh
 * `npm start` holds), server time, SQLite and PostgreSQL (target at most 100 ms).
 * Run alone: npx tsx bench/today.ts (SQLITE_ONLY=1 skips PostgreSQL)
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type DatabaseHandle } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { demoCredentials, seedDemo } from '../server/demo';
import { topUpDemoSales } from '../server/demo/sales';
import { announce, main, ms, report, sleep, type SummaryRow } from './lib/common';
import { appOn, RUNS, timeCall, WARMUP } from './lib/inject';
import { benchCluster } from './lib/postgres';
import { tempDir } from './lib/server';

const TARGET_MS = 100;

/** The demo and its sales on a fresh database, then Today as the administrator and the manager. */
async function measure(database: DatabaseHandle, label: string) {
  await migrateToLatest(database);
  await seedDemo(database);
  const sales = await topUpDemoSales(database, new Date());
  const { app, get } = await appOn(database);
  try {
    const first = (await get('/today')).json() as { counts: Record<string, number> };
    const admin = await timeCall(get, '/today');
    // The manager of the two restaurants: fewer places, fewer kinds.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoCredentials.manager.email, password: demoCredentials.manager.password },
    });
    const token = (login.json() as { token: string }).token;
    const asManager = async (url: string) => {
      const reply = await app.inject({
        method: 'GET',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
      return reply;
    };
    const manager = await timeCall(asManager, '/today');
    console.log(
      `   ${label}: ${sales.created} invoices; admin ${ms(admin.median)} (p95 ${ms(admin.p95)}), ` +
        `manager ${ms(manager.median)} (p95 ${ms(manager.p95)}); counts ${JSON.stringify(first.counts)}`,
    );
    const rows: SummaryRow[] = [
      {
        figure: `GET /api/today, demo business with 90 days of sales, administrator, ${label}`,
        measured: `${ms(admin.median)} (p95 ${ms(admin.p95)})`,
        target: `≤ ${TARGET_MS} ms`,
        ok: admin.median <= TARGET_MS,
      },
      {
        figure: `GET /api/today, the same, a manager of two locations, ${label}`,
        measured: `${ms(manager.median)} (p95 ${ms(manager.p95)})`,
        target: `≤ ${TARGET_MS} ms`,
        ok: manager.median <= TARGET_MS,
      },
    ];
    return { rows, details: { invoices: sales.created, admin, manager, counts: first.counts } };
  } finally {
    await app.close();
  }
}

main(async () => {
  announce(
    'Issue 26: the Today list on the demo business, server time',
    [
      'A fresh database with the demo business and its 90 days of sales (topUpDemoSales, as npm start',
      'writes them). The app runs in this process (buildApp); each call is a Fastify inject with the',
      `token (auth, handler, reply), ${WARMUP} warm-up calls, then median and p95 of ${RUNS}; as the`,
      'administrator (every kind, every location) and as the manager of the two restaurants.',
      'SQLite (a temp file) and PostgreSQL (a local cluster, fsync off).',
    ].join('\n'),
  );
  const rows: SummaryRow[] = [];
  const details: Record<string, unknown> = {};

  const dir = tempDir('today');
  const sqlite = openSqlite(path.join(dir, 'backhouse.db'));
  try {
    const result = await measure(sqlite, 'SQLite');
    rows.push(...result.rows);
    details.sqlite = result.details;
  } finally {
    await sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const pgRun = await benchCluster();
  if (!('cluster' in pgRun)) {
    rows.push({
      figure: 'GET /api/today, PostgreSQL',
      measured: pgRun.skipped,
      target: `≤ ${TARGET_MS} ms`,
      ok: null,
    });
  } else {
    const { cluster } = pgRun;
    const name = `bench_today_${process.pid}`;
    const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      const database = openPostgres(`${cluster.url}/${name}`, 4);
      try {
        const result = await measure(database, 'PostgreSQL');
        rows.push(...result.rows);
        details.postgres = result.details;
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
    id: 'today',
    method: `in-process inject; median (p95) of ${RUNS} after ${WARMUP} warm-up; SQLite and PostgreSQL`,
    rows,
    details,
  });
});
