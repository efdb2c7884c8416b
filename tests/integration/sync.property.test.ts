import 'fake-indexeddb/auto';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '@contract/registry';
import { createApiClient } from '../../src/data/api';
import { recordCountEntry, undoCountEntry } from '../../src/data/countEntries';
import { LocalDb } from '../../src/data/db';
import { SyncEngine } from '../../src/data/sync/engine';
import { createMemoryLocks, type LeaderLock } from '../../src/data/sync/leader';
import { createLocalWriter, type LocalWriter } from '../../src/data/writes';
import { manualEnvironment } from '../../src/data/testing/harness';
import { buildApp } from '../../server/app';
import { startTestServer, testConfig, signIn, type TestServer } from '../../server/testing/harness';
import { startFaultProxy, type FaultAction, type FaultProxy } from '../support/faultProxy';

/** What one step of a randomized session does. */
type Command =
  | { kind: 'create'; tab: number }
  | { kind: 'update'; tab: number; pick: number; field: 'name' | 'description' | 'sort_order' }
  | { kind: 'remove'; tab: number; pick: number }
  | { kind: 'network'; action: FaultAction }
  | { kind: 'sync'; tab: number }
  | { kind: 'reload'; tab: number }
  | { kind: 'restartServer' }
  // Counting: three devices (each its own store and leader) append and undo entries of one count.
  | { kind: 'countEntry'; device: number; material: number; replace: boolean; quantity: number }
  | { kind: 'undoEntry'; device: number; pick: number }
  | { kind: 'deviceSync'; device: number }
  | { kind: 'deviceReload'; device: number };

const network = fc.constantFrom<FaultAction>(
  { kind: 'pass' },
  { kind: 'pass' },
  { kind: 'refuse' },
  { kind: 'cut-request' },
  { kind: 'cut-response' },
  { kind: 'cut-response' },
  { kind: 'error', status: 503 },
  { kind: 'delay', ms: 30 },
);
const tab = fc.integer({ min: 0, max: 1 });
const device = fc.integer({ min: 0, max: 2 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('create' as const), tab }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('update' as const),
      tab,
      pick: fc.nat(),
      field: fc.constantFrom('name' as const, 'description' as const, 'sort_order' as const),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('remove' as const), tab, pick: fc.nat() }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('network' as const), action: network }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('sync' as const), tab }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('reload' as const), tab }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'restartServer' as const }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('countEntry' as const),
      device,
      material: fc.nat(),
      replace: fc.boolean(),
      quantity: fc.integer({ min: 0, max: 500 }),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('undoEntry' as const), device, pick: fc.nat() }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('deviceSync' as const), device }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('deviceReload' as const), device }), weight: 1 },
);

interface ModelEntry {
  id: string;
  device: number;
  deleted: boolean;
}

/** A counting device: its own store, engine and leadership (another browser, not another tab). */
interface Device {
  db: LocalDb;
  engine: SyncEngine;
}

/** What the count of a run counts: made through the API before the run. */
interface CountSetup {
  count: { id: string; location_id: string };
  cells: Array<{ material: string; area: string }>;
}

interface ModelRow {
  id: string;
  fields: Record<string, unknown>;
  writes: number;
  deleted: boolean;
}

interface Tab {
  db: LocalDb;
  engine: SyncEngine;
  writer: LocalWriter;
}

/** One user's world: a server behind a faulty network and two browser tabs sharing one store. */
class World {
  app!: FastifyInstance;
  proxy!: FaultProxy;
  tabs: Tab[] = [];
  model: ModelRow[] = [];
  devices: Device[] = [];
  entries: ModelEntry[] = [];
  counting!: CountSetup;
  private counter = 0;
  private readonly dbName = `prop-${Math.random().toString(36).slice(2)}`;
  private readonly locks: LeaderLock = createMemoryLocks();
  private readonly manual = manualEnvironment();
  constructor(
    readonly server: TestServer,
    readonly token: string,
    readonly user: { id: string; customer_id: string },
  ) {}

  async listen(): Promise<string> {
    this.app = await buildApp({ database: this.server.database, config: testConfig() });
    await this.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(this.app.server.address() as AddressInfo).port}`;
  }

  async start() {
    this.app = this.server.app;
    await this.app.listen({ port: 0, host: '127.0.0.1' });
    this.proxy = await startFaultProxy(
      `http://127.0.0.1:${(this.app.server.address() as AddressInfo).port}`,
    );
    for (let i = 0; i < 2; i++) this.tabs.push(await this.openTab());
    this.counting = await this.makeCount();
    for (let i = 0; i < 3; i++) this.devices.push(await this.openDevice(i));
  }

  /** Two materials on a sheet of two areas (one material in both), and a count of it. */
  private async makeCount(): Promise<CountSetup> {
    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const reply = await this.app.inject({
        method,
        url: `/api${url}`,
        payload: payload as Record<string, unknown>,
        headers: { authorization: `Bearer ${this.token}` },
      });
      if (reply.statusCode >= 300) throw new Error(`${url}: ${reply.body}`);
      return reply.json() as Record<string, unknown>;
    };
    const loc = (
      (await call('GET', '/locations?sort=sort_order')).data as Array<{ id: string }>
    )[0]!.id;
    const beef = (await call('POST', '/materials', { name: 'Beef', unit: 'g' })).id as string;
    const milk = (
      await call('POST', '/materials', {
        name: 'Milk',
        unit: 'piece',
        pack_units: [{ name: 'case', factor: 12 }],
      })
    ).id as string;
    const [fridge, dry] = [crypto.randomUUID(), crypto.randomUUID()];
    const sheet = await call('POST', `/inventory-count-sheets?loc=${loc}`, {
      name: 'Kitchen',
      areas: [
        { id: fridge, name: 'Fridge', material_ids: [beef, milk] },
        { id: dry, name: 'Dry', material_ids: [beef] },
      ],
    });
    const count = await call('POST', `/inventory-counts/create?loc=${loc}`, {
      id: crypto.randomUUID(),
      sheet_ids: [sheet.id],
    });
    return {
      count: { id: count.id as string, location_id: loc },
      cells: [
        { material: beef, area: fridge },
        { material: milk, area: fridge },
        { material: beef, area: dry },
      ],
    };
  }

  async openDevice(index: number): Promise<Device> {
    const db = new LocalDb(`${this.dbName}-device-${index}`);
    await db.open();
    const engine = new SyncEngine({
      db,
      api: this.apiClient(),
      userId: this.user.id,
      locks: createMemoryLocks(),
      env: this.manual.env,
    });
    engine.start();
    return { db, engine };
  }

  private apiClient() {
    return createApiClient({
      baseUrl: `${this.proxy.url}/api`,
      getToken: () => this.token,
      onUnauthorized: () => {
        throw new Error('unexpected 401');
      },
      fetch: (input, init) => fetch(input, init),
    });
  }

  private get countCtx() {
    return { userId: this.user.id, customerId: this.user.customer_id, userName: 'Admin' };
  }

  async openTab(): Promise<Tab> {
    const db = new LocalDb(this.dbName);
    await db.open();
    const api = createApiClient({
      baseUrl: `${this.proxy.url}/api`,
      getToken: () => this.token,
      onUnauthorized: () => {
        throw new Error('unexpected 401');
      },
      fetch: (input, init) => fetch(input, init),
    });
    const engine = new SyncEngine({
      db,
      api,
      userId: this.user.id,
      locks: this.locks,
      env: this.manual.env,
    });
    engine.start();
    const writer = createLocalWriter(db, {
      userId: this.user.id,
      customerId: this.user.customer_id,
      locationId: () => null,
    });
    return { db, engine, writer };
  }

  async settle() {
    await new Promise((r) => setTimeout(r, 2));
  }

  leader(): Tab | undefined {
    return this.tabs.find((t) => t.engine.getStatus().leader);
  }

  live(pick: number): ModelRow | undefined {
    const rows = this.model.filter((r) => !r.deleted);
    return rows.length ? rows[pick % rows.length] : undefined;
  }

  async run(c: Command) {
    if ('device' in c) return this.runOnDevice(c);
    const tab = this.tabs[c.kind === 'network' || c.kind === 'restartServer' ? 0 : c.tab]!;
    switch (c.kind) {
      case 'create': {
        const name = `Brand ${++this.counter}`;
        const row = await tab.writer.create(resources.brands, { name, sort_order: this.counter });
        this.model.push({
          id: row.id,
          fields: { name, sort_order: this.counter, description: '' },
          writes: 1,
          deleted: false,
        });
        return;
      }
      case 'update': {
        const target = this.live(c.pick);
        if (!target) return;
        const value = c.field === 'sort_order' ? ++this.counter : `${c.field} ${++this.counter}`;
        await tab.writer.update(resources.brands, target.id, { [c.field]: value });
        target.fields[c.field] = value;
        target.writes++;
        return;
      }
      case 'remove': {
        const target = this.live(c.pick);
        if (!target) return;
        await tab.writer.remove(resources.brands, target.id);
        target.deleted = true;
        target.writes++;
        return;
      }
      case 'network':
        this.proxy.set(c.action);
        return;
      case 'sync':
        await this.settle();
        await this.leader()?.engine.syncNow();
        return;
      case 'reload': {
        await tab.engine.stop();
        tab.db.close();
        this.tabs[c.tab] = await this.openTab();
        await this.settle();
        return;
      }
      case 'restartServer': {
        await this.app.close();
        this.proxy.retarget(await this.listen());
        return;
      }
    }
  }

  async runOnDevice(c: Extract<Command, { device: number }>) {
    const dev = this.devices[c.device]!;
    switch (c.kind) {
      case 'countEntry': {
        const cell = this.counting.cells[c.material % this.counting.cells.length]!;
        const row = await recordCountEntry(dev.db, this.countCtx, {
          count: this.counting.count,
          materialId: cell.material,
          areaId: cell.area,
          parts: [{ unit: '', factor: 1, quantity: c.quantity }],
          mode: c.replace ? 'replace' : 'add',
        });
        this.entries.push({ id: row.id, device: c.device, deleted: false });
        return;
      }
      case 'undoEntry': {
        const mine = this.entries.filter((e) => e.device === c.device && !e.deleted);
        const target = mine[c.pick % Math.max(1, mine.length)];
        if (!target) return;
        await undoCountEntry(dev.db, this.countCtx, target.id);
        target.deleted = true;
        return;
      }
      case 'deviceSync':
        await this.settle();
        await dev.engine.syncNow();
        return;
      case 'deviceReload':
        await dev.engine.stop();
        dev.db.close();
        this.devices[c.device] = await this.openDevice(c.device);
        await this.settle();
        return;
    }
  }

  /** Every device sends what it holds, then pulls what the others sent. */
  async drainDevices() {
    this.proxy.set({ kind: 'pass' });
    for (let round = 0; round < 20; round++) {
      let left = 0;
      for (const dev of this.devices) {
        await this.settle();
        await dev.engine.syncNow();
        left += await dev.db.outbox.where('status').equals('pending').count();
      }
      if (left === 0) break;
    }
    for (const dev of this.devices) await dev.engine.syncNow();
  }

  /** Network back to normal; sync until nothing is left to send. */
  async drain() {
    this.proxy.set({ kind: 'pass' });
    for (let round = 0; round < 20; round++) {
      await this.settle();
      const leader = this.leader();
      if (!leader) continue;
      await leader.engine.syncNow();
      if ((await leader.db.outbox.count()) === 0) return;
    }
  }

  async close() {
    for (const d of this.devices) {
      await d.engine.stop();
      d.db.close();
    }
    for (const t of this.tabs) {
      await t.engine.stop();
      t.db.close();
    }
    await this.proxy.close();
    await this.app.close();
  }
}

/**
 * Every entry made on any device is on the server exactly once, undone ones as tombstones, nothing
 * else; and every device, once synced, holds all of them in the same state.
 */
async function checkCount(w: World) {
  for (const dev of w.devices) {
    const left = await dev.db.outbox.toArray();
    expect(left.map((e) => `${e.status} ${e.method} ${e.path} ${JSON.stringify(e.error)}`)).toEqual(
      [],
    );
  }
  const reply = await w.app.inject({
    method: 'GET',
    url: `/api/inventory-counts/activity?id=${w.counting.count.id}`,
    headers: { authorization: `Bearer ${w.token}` },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const held = (reply.json() as { data: Array<{ id: string; deleted_at: string | null }> }).data;
  const state = (rows: Array<{ id: string; deleted_at: string | null }>) =>
    rows.map((r) => `${r.id} ${r.deleted_at === null ? 'live' : 'undone'}`).sort();
  const expected = w.entries.map((e) => `${e.id} ${e.deleted ? 'undone' : 'live'}`).sort();
  expect(state(held)).toEqual(expected);
  for (const dev of w.devices) {
    const local = (await dev.db.rows('countEntries').toArray()) as Array<{
      id: string;
      deleted_at: string | null;
    }>;
    expect(state(local)).toEqual(expected);
  }
}

let world: World | undefined;
afterEach(async () => {
  await world?.close().catch(() => undefined);
  world = undefined;
});

const seed = Number(process.env.PROPERTY_SEED ?? 20261121);
const runs = Number(process.env.PROPERTY_RUNS ?? 12);

describe('sync engine against the real server through a faulty network', () => {
  it('after any mix of offline edits, drops, 5xx, reloads, server restarts and two tabs, the server holds every change exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 40 }), async (commands) => {
        const server = await startTestServer();
        const token = await signIn(server.app, 'admin');
        const me = (
          await server.app.inject({
            method: 'GET',
            url: '/api/user-find/current',
            headers: { authorization: `Bearer ${token}` },
          })
        ).json() as { id: string; customer_id: string };
        world = new World(server, token, me);
        await world.start();
        for (const c of commands) await world.run(c);
        await world.drain();
        await world.drainDevices();

        const leader = world.leader()!;
        const left = await leader.db.outbox.toArray();
        expect(
          left.map((e) => `${e.status} ${e.method} ${e.path} ${JSON.stringify(e.error)}`),
        ).toEqual([]);

        const reply = await world.app.inject({
          method: 'GET',
          url: '/api/brands?include_deleted=1&limit=1000',
          headers: { authorization: `Bearer ${token}` },
        });
        const rows = (reply.json() as { data: Array<Record<string, unknown>> }).data;
        for (const expected of world.model) {
          const found = rows.filter((r) => r.id === expected.id);
          expect(found, `row ${String(expected.fields.name)}`).toHaveLength(1);
          const row = found[0]!;
          // Every create, update and delete bumps the version once: a change applied twice shows here.
          expect(row.version).toBe(expected.writes);
          expect(row.deleted_at !== null).toBe(expected.deleted);
          expect(row).toMatchObject(expected.fields);
        }
        const names = rows.map((r) => r.name);
        expect(new Set(names).size).toBe(names.length);

        // And the local store agrees with the server once pulled.
        for (const expected of world.model) {
          const local = await leader.db.rows('brands').get(expected.id);
          if (expected.deleted) expect(local).toBeUndefined();
          else expect(local).toMatchObject({ ...expected.fields, version: expected.writes });
        }
        await checkCount(world);
        await world.close();
        world = undefined;
        await server.close();
      }),
      {
        numRuns: runs,
        seed,
        endOnFailure: true,
        // The cases idempotency keys exist for: the server applied a batch but its reply was lost.
        examples: [
          [
            [
              { kind: 'countEntry', device: 0, material: 0, replace: false, quantity: 3 },
              { kind: 'countEntry', device: 1, material: 0, replace: true, quantity: 5 },
              { kind: 'network', action: { kind: 'cut-response' } },
              { kind: 'deviceSync', device: 0 },
              { kind: 'undoEntry', device: 0, pick: 0 },
              { kind: 'deviceReload', device: 0 },
              { kind: 'network', action: { kind: 'error', status: 503 } },
              { kind: 'deviceSync', device: 1 },
              { kind: 'restartServer' },
              { kind: 'countEntry', device: 2, material: 1, replace: false, quantity: 12 },
              { kind: 'network', action: { kind: 'pass' } },
              { kind: 'deviceSync', device: 0 },
            ],
          ],
          [
            [
              { kind: 'create', tab: 0 },
              { kind: 'create', tab: 1 },
              { kind: 'update', tab: 0, pick: 0, field: 'name' },
              { kind: 'network', action: { kind: 'cut-response' } },
              { kind: 'sync', tab: 0 },
              { kind: 'network', action: { kind: 'pass' } },
              { kind: 'sync', tab: 0 },
            ],
          ],
          [
            [
              { kind: 'create', tab: 0 },
              { kind: 'sync', tab: 0 },
              { kind: 'remove', tab: 1, pick: 0 },
              { kind: 'create', tab: 1 },
              { kind: 'network', action: { kind: 'cut-response' } },
              { kind: 'sync', tab: 1 },
              { kind: 'restartServer' },
              { kind: 'reload', tab: 0 },
              { kind: 'network', action: { kind: 'pass' } },
              { kind: 'sync', tab: 1 },
            ],
          ],
        ],
      },
    );
  }, 300_000);
});
