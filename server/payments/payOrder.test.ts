import { randomBytes } from 'node:crypto';
import { defaultPayOrderSettings } from '@contract/payOrder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardService, type RunningCardService } from '../../services/card-payments/start';
import { buildApp } from '../app';
import {
  caller,
  errorOf,
  signIn,
  startTestServer,
  testConfig,
  type TestServer,
} from '../testing/harness';
import type { FastifyInstance } from 'fastify';

/**
 * The back office reaching the real card payment service, started on a free loopback port with its
 * own in-memory database, as `npm start` runs it beside the app.
 */
const KEY = randomBytes(24).toString('hex');
let service: RunningCardService;
let server: TestServer;
let admin: ReturnType<typeof caller>;
let staff: ReturnType<typeof caller>;
let dubai = '';
let soho = '';
let tables: { id: string; location_id: string }[] = [];

beforeAll(async () => {
  service = await startCardService({
    port: 0,
    host: '127.0.0.1',
    sqliteFile: ':memory:',
    key: KEY,
    logLevel: 'silent',
  });
  server = await startTestServer({ config: { cardService: { url: service.url, key: KEY } } });
  admin = caller(server.app, await signIn(server.app, 'admin'));
  staff = caller(server.app, await signIn(server.app, 'staff'));
  const locations = (await admin('GET', '/locations?limit=100')).json().data;
  dubai = locations.find((l: { name: string }) => /dubai/i.test(l.name)).id;
  soho = locations.find((l: { name: string }) => /soho/i.test(l.name)).id;
  tables = (await admin('GET', '/tables?limit=1000')).json().data;
});
afterAll(async () => {
  await server?.close();
  await service?.stop();
});

const tableAt = (location: string, nth = 0) =>
  tables.filter((t) => t.location_id === location)[nth].id;

describe('pay-and-order through the card payment service', () => {
  let configId = '';

  it('configures a table, lists it and reads back what a guest sees', async () => {
    const table = tableAt(dubai);
    const created = await admin('POST', `/pay-order/config?loc=${dubai}`, {
      ...defaultPayOrderSettings,
      enabled: true,
      provider: 'stripe',
      table_id: table,
    });
    expect(created.statusCode, created.body).toBe(201);
    configId = created.json().id;
    expect(created.json()).toMatchObject({ restaurant_id: dubai, table_id: table, version: 1 });

    const list = await admin('GET', `/pay-order/config?loc=${dubai}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { id: string }) => c.id)).toEqual([configId]);

    const guest = await admin('GET', `/pay-order/guest/${table}?loc=${dubai}`);
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json()).toMatchObject({ applies: 'table', enabled: true, provider: 'stripe' });
    // The phone's own read, straight from the service with no key, says the same.
    const phone = await fetch(`${service.url}/v1/config/${dubai}/${table}`);
    expect(await phone.json()).toEqual(guest.json());
  });

  it('updates with the version read and refuses a stale edit', async () => {
    const settings = {
      ...defaultPayOrderSettings,
      enabled: true,
      provider: 'adyen',
      split: 'by_item',
    };
    const updated = await admin('PUT', `/pay-order/config/${configId}?loc=${dubai}`, {
      ...settings,
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ provider: 'adyen', split: 'by_item', version: 2 });
    const stale = await admin('PUT', `/pay-order/config/${configId}?loc=${dubai}`, {
      ...settings,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('VERSION_CONFLICT');
  });

  it("checks locations and tables: another location's table or configuration is not this one's", async () => {
    const foreignTable = await admin('POST', `/pay-order/config?loc=${dubai}`, {
      ...defaultPayOrderSettings,
      table_id: tableAt(soho),
    });
    expect(foreignTable.statusCode).toBe(400);
    expect(errorOf(foreignTable).fields).toHaveProperty('table_id');
    const unknown = await admin('POST', `/pay-order/config?loc=${dubai}`, {
      ...defaultPayOrderSettings,
      table_id: 'no-such-table',
    });
    expect(unknown.statusCode).toBe(400);
    const elsewhere = await admin('PUT', `/pay-order/config/${configId}?loc=${soho}`, {
      ...defaultPayOrderSettings,
      version: 2,
    });
    expect(elsewhere.statusCode).toBe(404);
    const noLocation = await admin('GET', '/pay-order/config?loc=not-a-location');
    expect(noLocation.statusCode).toBe(404);
  });

  it('lets staff without config rights neither read nor change it', async () => {
    expect((await staff('GET', '/pay-order/config')).statusCode).toBe(403);
    const write = await staff('POST', '/pay-order/config', {
      ...defaultPayOrderSettings,
      table_id: null,
    });
    expect(write.statusCode).toBe(403);
  });

  it('answers bad input with 400 and the fields, never a 500', async () => {
    const bad = await admin('POST', `/pay-order/config?loc=${dubai}`, {
      ...defaultPayOrderSettings,
      table_id: null,
      service_charge_percent: -1,
      split: 'by_seat',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual([
      'service_charge_percent',
      'split',
    ]);
    for (const body of [null, [], 'x', { table_id: 5 }]) {
      const reply = await admin('POST', `/pay-order/config?loc=${dubai}`, body);
      // A bare string goes out as text/plain: 415, the API reads JSON only.
      expect([400, 415]).toContain(reply.statusCode);
    }
    const twice = await admin('POST', `/pay-order/config?loc=${dubai}`, {
      ...defaultPayOrderSettings,
      table_id: tableAt(dubai),
    });
    expect(twice.statusCode).toBe(409);
  });

  it('waits for a service that is still starting, as `npm start` starts its own after the app', async () => {
    // A promise that says when the call is waiting on it.
    let awaited = () => {};
    const waiting = new Promise<void>((resolve) => (awaited = resolve));
    class Watched extends Promise<undefined> {
      override then<A = undefined, B = never>(
        onFulfilled?: ((value: undefined) => A | PromiseLike<A>) | null,
        onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
      ): Promise<A | B> {
        awaited();
        return super.then(onFulfilled, onRejected);
      }
    }
    let started = () => {};
    const link = {
      url: '',
      key: KEY,
      ready: new Watched((resolve) => (started = () => resolve(undefined))),
    };
    const app = await buildApp({
      database: server.database,
      config: testConfig({ cardService: link }),
    });
    try {
      const read = caller(app, await signIn(app, 'admin'))('GET', `/pay-order/config?loc=${dubai}`);
      // The service has no address yet: the call holds on instead of failing.
      await waiting;
      link.url = service.url;
      started();
      const reply = await read;
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data.map((c: { restaurant_id: string }) => c.restaurant_id)).toContain(
        dubai,
      );
    } finally {
      await app.close();
    }
  });

  it('says clearly when the service is not set up, refuses the key, or is down', async () => {
    const build = async (cardService: { url: string; key: string } | null) => {
      const app = await buildApp({
        database: server.database,
        config: testConfig({ cardService }),
      });
      await app.ready();
      return app;
    };
    const apps: FastifyInstance[] = [];
    try {
      const none = await build(null);
      const wrongKey = await build({ url: service.url, key: 'not-the-key-of-the-service' });
      const down = await build({ url: 'http://127.0.0.1:9', key: KEY });
      apps.push(none, wrongKey, down);
      const read = async (app: FastifyInstance) =>
        caller(app, await signIn(app, 'admin'))('GET', `/pay-order/config?loc=${dubai}`);
      const notSetUp = await read(none);
      expect(notSetUp.statusCode).toBe(503);
      expect(errorOf(notSetUp)).toMatchObject({ code: 'NOT_CONFIGURED' });
      const refused = await read(wrongKey);
      expect(refused.statusCode).toBe(502);
      expect(errorOf(refused).message).toMatch(/key/);
      const unreachable = await read(down);
      expect(unreachable.statusCode).toBe(502);
      expect(errorOf(unreachable)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      for (const app of apps) await app.close();
    }
  });
});
