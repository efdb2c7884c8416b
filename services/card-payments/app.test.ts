import type { CardServiceCreate } from '@contract/payOrder';
import { defaultPayOrderSettings } from '@contract/payOrder';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCardService } from './app';
import { openCardServiceDb, type CardServiceDb } from './db';

const KEY = 'test-card-service-key-0123456789';
let app: FastifyInstance;
let db: CardServiceDb;

beforeAll(async () => {
  db = await openCardServiceDb(':memory:');
  app = await buildCardService({ db, key: KEY, logLevel: 'silent' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  key: string | null = KEY,
) =>
  app.inject({
    method,
    url,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });

const create = (over: Partial<CardServiceCreate> = {}): CardServiceCreate => ({
  ...defaultPayOrderSettings,
  customer_id: 'business-a',
  restaurant_id: 'restaurant-1',
  table_id: 'table-1',
  ...over,
});

describe('the card payment service', () => {
  it('refuses configuration calls without the right key', async () => {
    expect(
      (await call('GET', '/v1/config?customer_id=business-a', undefined, null)).statusCode,
    ).toBe(401);
    expect(
      (await call('GET', '/v1/config?customer_id=business-a', undefined, 'wrong')).statusCode,
    ).toBe(401);
    expect((await call('POST', '/v1/config', create(), 'wrong')).statusCode).toBe(401);
    expect((await call('PUT', '/v1/config/x', {}, null)).statusCode).toBe(401);
    const rows = await db.selectFrom('configs').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('stores a table and a restaurant default, and lists them per business and restaurant', async () => {
    const table = await call('POST', '/v1/config', create({ enabled: true, provider: 'stripe' }));
    expect(table.statusCode).toBe(201);
    expect(table.json()).toMatchObject({ table_id: 'table-1', enabled: true, version: 1 });
    const fallback = await call('POST', '/v1/config', create({ table_id: null, split: 'none' }));
    expect(fallback.statusCode).toBe(201);
    await call('POST', '/v1/config', create({ customer_id: 'business-b', restaurant_id: 'r-b' }));

    const mine = await call('GET', '/v1/config?customer_id=business-a&restaurant_id=restaurant-1');
    expect(
      mine
        .json()
        .data.map((c: { table_id: string | null }) => c.table_id)
        .sort(),
    ).toEqual([null, 'table-1'].sort());
    const theirs = await call('GET', '/v1/config?customer_id=business-b');
    expect(theirs.json().data).toHaveLength(1);
  });

  it('refuses a second configuration of one table', async () => {
    const again = await call('POST', '/v1/config', create());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DUPLICATE');
  });

  it('gives a guest the table, else the restaurant default, with nothing secret', async () => {
    const own = await call('GET', '/v1/config/restaurant-1/table-1', undefined, null);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ applies: 'table', enabled: true, provider: 'stripe' });
    expect(own.json()).not.toHaveProperty('customer_id');
    expect(own.headers['access-control-allow-origin']).toBe('*');
    const other = await call('GET', '/v1/config/restaurant-1/table-9', undefined, null);
    expect(other.json()).toMatchObject({
      applies: 'restaurant',
      split: 'none',
      table_id: 'table-9',
    });
    const none = await call('GET', '/v1/config/restaurant-x/table-1', undefined, null);
    expect(none.statusCode).toBe(404);
  });

  it('updates with the version read, refuses a stale one and another business', async () => {
    const [row] = (await call('GET', '/v1/config?customer_id=business-a'))
      .json()
      .data.filter((c: { table_id: string | null }) => c.table_id === 'table-1');
    const settings = {
      ...defaultPayOrderSettings,
      service_charge_percent: 12.5,
      customer_id: 'business-a',
    };
    const updated = await call('PUT', `/v1/config/${row.id}`, { ...settings, version: 1 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ service_charge_percent: 12.5, version: 2 });
    const stale = await call('PUT', `/v1/config/${row.id}`, { ...settings, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current.version).toBe(2);
    const foreign = await call('PUT', `/v1/config/${row.id}`, {
      ...settings,
      customer_id: 'business-b',
      version: 2,
    });
    expect(foreign.statusCode).toBe(404);
    const guest = await call('GET', '/v1/config/restaurant-1/table-1', undefined, null);
    expect(guest.json().service_charge_percent).toBe(12.5);
  });

  it('answers bad input with 400 and the fields, never a 500', async () => {
    const bad = await call('POST', '/v1/config', {
      ...create({ table_id: 'table-2' }),
      split: 'by_seat',
      service_charge_percent: 150,
      tipping: { enabled: true, percentages: [10, 10], allow_custom: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(
      ['service_charge_percent', 'split', 'tipping.percentages'].sort(),
    );
    for (const payload of ['not json', '[]', 'null', '{"customer_id":1}']) {
      const reply = await app.inject({
        method: 'POST',
        url: '/v1/config',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        payload,
      });
      expect(reply.statusCode).toBe(400);
    }
  });
});
