import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readConfig } from './config';
import { openSqlite } from './db/database';
import { migrateToLatest } from './db/migrate';
import { demoCredentials, seedDemo } from './demo';
import { DEMO_CUSTOMER_ID } from './demo/presence';
import { topUpDemoSales } from './demo/sales';
import { startServer, type RunningServer } from './start';

const DAY_MS = 86_400_000;

/**
 * A demo stopped two weeks ago: a restart has two weeks of sales to catch up on, a batch a day.
 * A sign-in beside it has a batch per turn of the event loop before the server has read it, then
 * none until it is answered, then one until this process reads the answer.
 */
async function demoStoppedDaysAgo(dataDir: string): Promise<number> {
  const database = openSqlite(path.join(dataDir, 'backhouse.db'));
  await migrateToLatest(database);
  await seedDemo(database);
  const { created } = await topUpDemoSales(database, new Date(Date.now() - 14 * DAY_MS), {
    days: 1,
  });
  await database.close();
  return created;
}

async function start(dataDir: string): Promise<RunningServer> {
  const config = readConfig({
    BACKHOUSE_DATA_DIR: dataDir,
    // Any free port, taken when it listens: a port found free beforehand could be taken by then
    // (EADDRINUSE, seen in CI beside the journeys).
    PORT: '0',
    HOST: '127.0.0.1',
    CARD_SERVICE_PORT: 'off',
    BACKHOUSE_DAILY_SYNC: 'off',
    LOG_LEVEL: 'silent',
  });
  return startServer(config);
}

async function demoInvoices(server: RunningServer): Promise<{ count: number; ids: number }> {
  const row = await server.database.db
    .selectFrom('invoices')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.count<number>('id').distinct().as('ids'),
    ])
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), ids: Number(row.ids) };
}

describe('a restart of the demo (issue 24)', () => {
  let template: string;
  let stoppedWith = 0;
  const made: string[] = [];
  /** A copy of the demo stopped two weeks ago, for one test. */
  const copyOfTemplate = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backhouse-start-'));
    fs.copyFileSync(path.join(template, 'backhouse.db'), path.join(dir, 'backhouse.db'));
    made.push(dir);
    return dir;
  };

  beforeAll(async () => {
    template = fs.mkdtempSync(path.join(os.tmpdir(), 'backhouse-start-'));
    made.push(template);
    stoppedWith = await demoStoppedDaysAgo(template);
  }, 240_000);
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('answers before the top-up is over, and the top-up lands exactly once', async () => {
    const dataDir = copyOfTemplate();
    const server = await start(dataDir);
    let toppedUp = false;
    void server.demoTopUp.then(() => (toppedUp = true));
    const { admin } = demoCredentials;
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(login.status).toBe(200);
    expect(toppedUp).toBe(false);
    const atSignIn = await demoInvoices(server);

    await server.demoTopUp;
    const after = await demoInvoices(server);
    // Two weeks of four selling locations, of which most was still to come when it signed in.
    expect(after.count - stoppedWith).toBeGreaterThan(5000);
    expect(after.count - atSignIn.count).toBeGreaterThan((after.count - stoppedWith) / 2);
    expect(after.ids).toBe(after.count);
    await server.stop();

    // The next start finds nothing missing since a moment ago: no invoice is written twice.
    const again = await start(dataDir);
    await again.demoTopUp;
    const later = await demoInvoices(again);
    expect(later.ids).toBe(later.count);
    expect(later.count - after.count).toBeLessThan(20);
    await again.stop();
  }, 240_000);

  test('a stop in the middle of the top-up leaves it to the next start, without doubles', async () => {
    const dir = copyOfTemplate();
    const cut = await start(dir);
    await cut.stop();
    const resumed = await start(dir);
    await resumed.demoTopUp;
    const { count, ids } = await demoInvoices(resumed);
    expect(ids).toBe(count);
    const lastDay = await resumed.database.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.max('created_at').as('last'))
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .executeTakeFirstOrThrow();
    // Caught up to today, though the first start was stopped before it got there.
    expect(Date.now() - Date.parse(String(lastDay.last))).toBeLessThan(DAY_MS);
    await resumed.stop();
  }, 240_000);
});
