import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/harness';
import { syncLocations } from './config';
import { requeueDeliveries } from './deliveries';
import { DailySyncRunner } from './runner';

const now = () => Date.parse('2026-11-22T08:00:00Z');
const { admin, server } = demoServer({ config: { dailySync: { now, privateAddresses: true } } });

/** A receiver that holds every request until the test answers it. */
const held: ServerResponse[] = [];
const receiver = createServer((request, response) => {
  request.resume();
  held.push(response);
  receiver.emit('held');
});
let customerId = '';
let locationId = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  customerId = (await admin('GET', '/user-find/current')).json().customer_id;
  locationId = (await syncLocations(server.database.db, customerId)).find((l) => l.selling)!.id;
  const saved = await admin('PUT', '/daily-sync/config', {
    version: 0,
    webhook_url: `http://127.0.0.1:${port}/daily`,
    secret: 'a-secret-for-the-stop-test',
    enabled: true,
    location_ids: [locationId],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('stopping the daily sync', () => {
  it('finishes the delivery it is sending and gives back the ones it claimed but had not started', async () => {
    const { db } = server.database;
    const ids = await requeueDeliveries(db, customerId, locationId, ['2026-10-05'], now());
    expect(ids.length).toBeGreaterThan(1);
    const runner = new DailySyncRunner(server.database, {
      now,
      privateAddresses: true,
      concurrency: 1,
    });
    const sending = once(receiver, 'held');
    const run = runner.tick();
    await sending;
    const stopped = runner.close();
    held.shift()!.writeHead(200).end('stored');
    await stopped;
    expect(await run).toEqual({ sent: 1, failed: 0 });

    const rows = await db
      .selectFrom('daily_sync_deliveries')
      .select(['id', 'status', 'claim_token', 'claimed_until'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(1);
    // The rest are free for another copy at once, not when their lease runs out.
    const rest = rows.filter((r) => r.status !== 'sent');
    expect(rest).toHaveLength(ids.length - 1);
    for (const row of rest) expect(row).toMatchObject({ claim_token: null, claimed_until: null });
  });
});
