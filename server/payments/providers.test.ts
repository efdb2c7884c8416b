import { randomBytes } from 'node:crypto';
import { MASK } from '@contract/paymentProviders';
import { describe, expect, it } from 'vitest';
import { salesFixture } from '../sales/testing';
import { buildApp } from '../app';
import { caller, demoServer, errorOf, signIn, testConfig } from '../testing/harness';

const KEY = randomBytes(32);
const demo = demoServer({ config: { paymentCredentialsKey: KEY } });
const { admin, staff } = demo;
const fx = salesFixture(admin);

const SECRET = 'sk_live_51SecretValueThatMustNeverLeak9876';

const stripe = () => ({
  location_id: fx().dubai,
  provider: 'stripe',
  name: 'Stripe Dubai',
  mode: 'live',
  enabled: true,
  payment_method_ids: [fx().card],
  credentials: { secret_key: SECRET, webhook_secret: 'whsec_abcdefgh12345678' },
});

/** The stored row, read as the database holds it. */
const storedRow = (id: string) =>
  demo.server.database.db
    .selectFrom('payment_providers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('payment providers', () => {
  let id = '';

  it('stores credentials sealed: the row holds no plaintext, the reply only masks', async () => {
    const created = await admin('POST', '/payment-providers', stripe());
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().id;
    expect(created.body).not.toContain(SECRET);
    expect(created.body).not.toContain('whsec_');
    expect(created.json().credentials).toEqual({
      secret_key: `${MASK}9876`,
      webhook_secret: `${MASK}5678`,
    });
    const row = await storedRow(id);
    expect(JSON.stringify(row)).not.toContain(SECRET);
    expect(JSON.stringify(row)).not.toContain('SecretValue');
    expect(row.credentials).toMatch(/^v1\./);

    const list = await admin('GET', `/payment-providers?loc=${fx().dubai}`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(SECRET);
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([id]);
  });

  it('keeps a secret sent back masked, replaces a new one, removes an emptied one', async () => {
    const before = await storedRow(id);
    const shown = (await admin('GET', '/payment-providers')).json().data[0];
    const same = await admin('PUT', `/payment-providers/${id}`, {
      name: 'Stripe (Dubai)',
      mode: 'live',
      enabled: true,
      payment_method_ids: shown.payment_method_ids,
      credentials: shown.credentials,
      version: shown.version,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Stripe (Dubai)', version: 2 });
    expect((await storedRow(id)).credentials).toBe(before.credentials);

    const changed = await admin('PUT', `/payment-providers/${id}`, {
      name: 'Stripe (Dubai)',
      mode: 'live',
      enabled: true,
      payment_method_ids: shown.payment_method_ids,
      credentials: { secret_key: 'sk_live_replacedKey0000', webhook_secret: '' },
      version: same.json().version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().credentials).toEqual({ secret_key: `${MASK}0000` });
    const row = await storedRow(id);
    expect(row.credentials).not.toBe(before.credentials);
    expect(row.credentials).not.toContain('replacedKey');

    const stale = await admin('PUT', `/payment-providers/${id}`, {
      ...(changed.json() as Record<string, unknown>),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).not.toContain('replacedKey');
  });

  it('refuses a mask that is not the stored one, unknown fields and missing required ones', async () => {
    const current = (await admin('GET', '/payment-providers')).json().data[0];
    const edit = (credentials: Record<string, string>, enabled = true) =>
      admin('PUT', `/payment-providers/${id}`, {
        name: current.name,
        mode: current.mode,
        enabled,
        payment_method_ids: current.payment_method_ids,
        credentials,
        version: current.version,
      });
    const foreignMask = await edit({ secret_key: `${MASK}1234` });
    expect(foreignMask.statusCode).toBe(400);
    expect(errorOf(foreignMask).fields).toHaveProperty(['credentials.secret_key']);
    const unknown = await edit({ api_password: 'x' });
    expect(errorOf(unknown).fields).toHaveProperty(['credentials.api_password']);
    const emptied = await edit({ secret_key: '' });
    expect(emptied.statusCode).toBe(400);
    expect(errorOf(emptied).fields).toHaveProperty(['credentials.secret_key']);
  });

  it('gives a payment method at a location to one enabled provider only', async () => {
    const twin = await admin('POST', '/payment-providers', { ...stripe(), name: 'Second' });
    expect(twin.statusCode).toBe(409);
    expect(errorOf(twin).code).toBe('DUPLICATE');
    const foreign = await admin('POST', '/payment-providers', {
      ...stripe(),
      payment_method_ids: ['not-a-method'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).fields).toHaveProperty(['payment_method_ids.0']);
  });

  it('answers garbage with 400, never a 500', async () => {
    for (const body of [
      null,
      [],
      'text',
      { ...stripe(), provider: 'paypal' },
      { ...stripe(), credentials: { secret_key: 'x'.repeat(501) } },
      { ...stripe(), payment_method_ids: Array.from({ length: 10_000 }, (_, i) => `m${i}`) },
      { ...stripe(), location_id: 'somewhere-else' },
    ]) {
      const reply = await admin('POST', '/payment-providers', body);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
    }
  });

  it('lets staff without config rights neither read nor change providers', async () => {
    expect((await staff('GET', '/payment-providers')).statusCode).toBe(403);
    expect((await staff('POST', '/payment-providers', stripe())).statusCode).toBe(403);
    expect((await staff('PUT', `/payment-providers/${id}`, {})).statusCode).toBe(403);
    expect((await staff('DELETE', `/payment-providers/${id}`)).statusCode).toBe(403);
  });

  it('fails clearly under a wrong key, and refuses credentials without a key', async () => {
    const other = await buildApp({
      database: demo.server.database,
      config: testConfig({ paymentCredentialsKey: randomBytes(32) }),
    });
    const none = await buildApp({ database: demo.server.database, config: testConfig() });
    try {
      await other.ready();
      await none.ready();
      const asOther = caller(other, await signIn(other, 'admin'));
      const current = (await asOther('GET', '/payment-providers')).json().data[0];
      const wrongKey = await asOther('PUT', `/payment-providers/${id}`, {
        ...current,
        credentials: { webhook_secret: 'whsec_new_value_1234' },
      });
      expect(wrongKey.statusCode).toBe(503);
      expect(errorOf(wrongKey)).toMatchObject({ code: 'NOT_CONFIGURED' });
      expect(errorOf(wrongKey).message).toMatch(/PAYMENT_CREDENTIALS_KEY/);

      const asNone = caller(none, await signIn(none, 'admin'));
      expect((await asNone('GET', '/payment-providers/status')).json()).toEqual({
        credentials_key: false,
      });
      const refused = await asNone('POST', '/payment-providers', {
        ...stripe(),
        location_id: fx().abuDhabi,
      });
      expect(refused.statusCode).toBe(503);
      expect(errorOf(refused).message).toMatch(/PAYMENT_CREDENTIALS_KEY/);
      // Without credentials (and disabled) a provider can still be noted down.
      const bare = await asNone('POST', '/payment-providers', {
        ...stripe(),
        location_id: fx().abuDhabi,
        enabled: false,
        credentials: {},
      });
      expect(bare.statusCode, bare.body).toBe(201);
    } finally {
      await other.close();
      await none.close();
    }
  });

  it('deletes a provider with its credentials', async () => {
    expect((await admin('DELETE', `/payment-providers/${id}`)).statusCode).toBe(204);
    const left = await demo.server.database.db
      .selectFrom('payment_providers')
      .select('id')
      .where('id', '=', id)
      .execute();
    expect(left).toEqual([]);
    expect((await admin('DELETE', `/payment-providers/${id}`)).statusCode).toBe(404);
  });
});
