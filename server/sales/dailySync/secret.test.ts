import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedWebhookSecrets } from '../../db/migrations/20261204T100000_sealed_webhook_secrets';
import { demoServer } from '../../testing/harness';
import { syncLocations } from './config';
import { requeueDeliveries } from './deliveries';
import { DailySyncRunner } from './runner';
import { openWebhookSecret, resealWebhookSecrets, secretKeys } from './secret';
import { verifyDelivery } from './signing';
import { startReceiver, type TestReceiver } from './testing';

const now = () => Date.parse('2026-11-22T08:00:00Z');
const secret = 'the-ledger-secret-at-rest-42';
const { admin, server } = demoServer({ config: { dailySync: { now, privateAddresses: true } } });

let receiver: TestReceiver;
let customerId = '';
let locationId = '';
beforeAll(async () => {
  receiver = await startReceiver();
  customerId = (await admin('GET', '/user-find/current')).json().customer_id;
  locationId = (await syncLocations(server.database.db, customerId)).find((l) => l.selling)!.id;
  const saved = await admin('PUT', '/daily-sync/config', {
    version: 0,
    webhook_url: receiver.url,
    secret,
    enabled: true,
    location_ids: [locationId],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => receiver.close());

const storedSecret = async () =>
  (
    await server.database.db
      .selectFrom('daily_sync_configs')
      .select('secret')
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow()
  ).secret!;

/** Sends one day's summaries and checks each arrived signed with `secret`. */
async function deliverOneDay(date: string, options: { secretKey?: Buffer } = {}) {
  const before = receiver.received.length;
  await requeueDeliveries(server.database.db, customerId, locationId, [date], now());
  const runner = new DailySyncRunner(server.database, { now, privateAddresses: true, ...options });
  const counts = await runner.tick();
  const arrived = receiver.received.slice(before);
  expect(counts.sent).toBe(arrived.length);
  expect(arrived.length).toBeGreaterThan(0);
  for (const { headers, body } of arrived) {
    expect(verifyDelivery(secret, headers, body, now())).toBe('valid');
  }
}

describe("the daily sync's webhook secret at rest", () => {
  it('is stored sealed, never as given, and deliveries are signed with it', async () => {
    const stored = await storedSecret();
    expect(stored).not.toContain(secret);
    expect(stored).toMatch(/^v1\./);
    await deliverOneDay('2026-10-01');
  });

  it('a secret stored in plain text before the upgrade is sealed by the migration', async () => {
    const { db } = server.database;
    await db
      .updateTable('daily_sync_configs')
      .set({ secret })
      .where('customer_id', '=', customerId)
      .execute();
    // As before the upgrade: the migration that seals them runs on the plain secret. (Run by
    // itself: taking its row out of the migration table would leave later migrations out of order.)
    await sealedWebhookSecrets().up(db);
    expect(await storedSecret()).not.toContain(secret);
    await deliverOneDay('2026-10-02');
  });

  it('moves under PAYMENT_CREDENTIALS_KEY once that is set, and still signs', async () => {
    const { db } = server.database;
    const key = randomBytes(32);
    const keys = await secretKeys(db, key);
    expect(await resealWebhookSecrets(db, keys)).toBe(1);
    expect(await resealWebhookSecrets(db, keys)).toBe(0);
    const sealed = await storedSecret();
    expect(openWebhookSecret({ seal: key, open: [key] }, customerId, sealed)).toBe(secret);
    // The database-kept key alone no longer opens it.
    expect(openWebhookSecret(await secretKeys(db, null), customerId, sealed)).toBeNull();
    await deliverOneDay('2026-10-03', { secretKey: key });
  });
});
