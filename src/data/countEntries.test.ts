import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import type { CountEntryRow } from '@contract/counts';
import {
  deviceId,
  entryQuantity,
  liveEntriesOf,
  recordCountEntry,
  submitCount,
  undoCountEntry,
} from './countEntries';
import { LocalDb } from './db';
import {
  CUSTOMER,
  LOCATION,
  USER,
  leading,
  openTestDb,
  serverRow,
  setup,
  type Call,
} from './testing/harness';

const COUNT = { id: '0193f000-0000-7000-8000-00000000c0c1', location_id: LOCATION };
const MATERIAL = '0193f000-0000-7000-8000-0000000000e1';
const AREA = '0193f000-0000-7000-8000-0000000000a7';
const ctx = { userId: USER, customerId: CUSTOMER, userName: 'Ana' };

type Reply = { status: number; body?: unknown };
interface BatchCallSent {
  method: string;
  path: string;
  body?: Record<string, unknown>;
  idempotency_key?: string;
}

/** A counts server in memory: add-item appends once per id, DELETE activity tombstones. */
function countsServer(options: { closed?: boolean; pull?: () => Reply } = {}) {
  const entries = new Map<string, Record<string, unknown>>();
  const answer = (c: BatchCallSent): Reply => {
    if (c.path === '/inventory-counts/add-item') {
      if (options.closed)
        return { status: 409, body: { error: { code: 'COUNT_CLOSED', message: 'closed' } } };
      const id = c.body!.id as string;
      if (!entries.has(id)) entries.set(id, serverRow({ ...c.body, location_id: LOCATION }, 1));
      return { status: 200, body: entries.get(id) };
    }
    if (c.path === '/inventory-counts/activity' && c.method === 'DELETE') {
      const row = entries.get(c.body!.id as string)!;
      const gone = { ...row, deleted_at: '2026-11-21T10:05:00.000Z', version: 2 };
      entries.set(row.id as string, gone);
      return { status: 200, body: gone };
    }
    return { status: 200, body: serverRow({ id: COUNT.id, status: 'submitted' }, 2) };
  };
  const responder = (call: Call): Reply => {
    if (call.path.startsWith('/sync/pull'))
      return options.pull?.() ?? { status: 200, body: { changes: [], cursor: 0, more: false } };
    const { calls } = call.body as { calls: BatchCallSent[] };
    return { status: 200, body: { replies: calls.map(answer) } };
  };
  return { entries, responder };
}

const sentCalls = (calls: Call[]) =>
  calls
    .filter((c) => c.path === '/batch')
    .flatMap((c) => (c.body as { calls: BatchCallSent[] }).calls);

let db: LocalDb;
afterEach(() => db?.close());

describe('count entries on the device', () => {
  it('an entry is saved with its base quantity and queued, keyed by its own id', async () => {
    db = await openTestDb();
    const row = await recordCountEntry(db, ctx, {
      count: COUNT,
      materialId: MATERIAL,
      areaId: AREA,
      parts: [
        { unit: 'case', factor: 12, quantity: 2 },
        { unit: '', factor: 1, quantity: 3 },
      ],
      mode: 'add',
    });
    expect(row.quantity).toBe(27);
    expect(await db.rows('countEntries').get(row.id)).toMatchObject({
      quantity: 27,
      deleted_at: null,
    });
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      collection: 'countEntries',
      rowId: row.id,
      method: 'POST',
      path: '/inventory-counts/add-item',
      idempotencyKey: row.id,
      status: 'pending',
    });
    expect(queued!.body).toMatchObject({
      id: row.id,
      count_id: COUNT.id,
      device_id: await deviceId(db),
    });
  });

  it('keeps one device id, and what was typed survives closing the store', async () => {
    db = await openTestDb();
    const first = await deviceId(db);
    expect(await deviceId(db)).toBe(first);
    const row = await recordCountEntry(db, ctx, {
      count: COUNT,
      materialId: MATERIAL,
      areaId: AREA,
      parts: [{ unit: '', factor: 1, quantity: 5 }],
      mode: 'replace',
    });
    db.close();
    const reopened = new LocalDb(db.name.replace(/^backhouse-/, ''));
    await reopened.open();
    db = reopened;
    expect(await deviceId(db)).toBe(first);
    expect((await liveEntriesOf(db, COUNT.id)).map((e) => e.id)).toEqual([row.id]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('sums parts in thousandths', () => {
    expect(entryQuantity([{ unit: '', factor: 0.333, quantity: 3 }])).toBe(0.999);
    expect(entryQuantity([{ unit: 'bag', factor: 2.5, quantity: 0.1 }])).toBe(0.25);
  });

  it('undo tombstones at once, queues the delete after the add, and the tombstone stays', async () => {
    db = await openTestDb();
    const server = countsServer();
    const { engine, calls } = setup(db, server.responder);
    const row = await recordCountEntry(db, ctx, {
      count: COUNT,
      materialId: MATERIAL,
      areaId: AREA,
      parts: [{ unit: '', factor: 1, quantity: 4 }],
      mode: 'add',
    });
    await undoCountEntry(db, ctx, row.id);
    expect(await liveEntriesOf(db, COUNT.id)).toEqual([]);
    expect((await db.rows('countEntries').get(row.id))?.deleted_at).not.toBeNull();
    // A second undo of the same entry queues nothing more.
    await undoCountEntry(db, ctx, row.id);
    expect(await db.outbox.count()).toBe(2);

    await leading(engine);
    await engine.syncNow();
    expect(
      sentCalls(calls).map((c) => `${c.method} ${c.path} ${c.idempotency_key === row.id}`),
    ).toEqual(['POST /inventory-counts/add-item true', 'DELETE /inventory-counts/activity false']);
    expect(await db.outbox.count()).toBe(0);
    expect(server.entries.get(row.id)?.deleted_at).not.toBeNull();
    expect((await db.rows('countEntries').get(row.id))?.deleted_at).not.toBeNull();
    await engine.stop();
  });

  it('a resend after a lost reply is the same entry (same key), stored once', async () => {
    db = await openTestDb();
    const server = countsServer();
    let drop = true;
    const { engine, calls, fireNextTimer } = setup(db, (call) => {
      const answer = server.responder(call);
      if (call.path === '/batch' && drop) {
        drop = false;
        return 'network-error';
      }
      return answer;
    });
    const row = await recordCountEntry(db, ctx, {
      count: COUNT,
      materialId: MATERIAL,
      areaId: AREA,
      parts: [{ unit: '', factor: 1, quantity: 1 }],
      mode: 'add',
    });
    await leading(engine);
    await engine.syncNow();
    expect(await db.outbox.count()).toBe(1);
    fireNextTimer();
    await engine.syncNow();
    expect(await db.outbox.count()).toBe(0);
    const keys = sentCalls(calls).map((c) => c.idempotency_key);
    expect(keys).toEqual([row.id, row.id]);
    expect(server.entries.size).toBe(1);
    await engine.stop();
  });

  it('an entry refused because the count is closed shows as a failed change', async () => {
    db = await openTestDb();
    const { engine } = setup(db, countsServer({ closed: true }).responder);
    await recordCountEntry(db, ctx, {
      count: COUNT,
      materialId: MATERIAL,
      areaId: AREA,
      parts: [{ unit: '', factor: 1, quantity: 1 }],
      mode: 'add',
    });
    await leading(engine);
    await engine.syncNow();
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({
      status: 'failed',
      error: { status: 409, code: 'COUNT_CLOSED' },
    });
    await engine.stop();
  });

  it("other counters' entries arrive with the pull, undone ones as tombstones", async () => {
    db = await openTestDb();
    const other = (id: string, deleted: string | null): CountEntryRow =>
      ({
        id,
        location_id: LOCATION,
        version: deleted ? 2 : 1,
        updated_at: '2026-11-21T10:01:00.000Z',
        customer_id: CUSTOMER,
        created_at: '2026-11-21T10:00:00.000Z',
        count_id: COUNT.id,
        material_id: MATERIAL,
        area_id: AREA,
        parts: [{ unit: '', factor: 1, quantity: 2 }],
        mode: 'add',
        quantity: 2,
        device_id: 'other-device',
        counted_at: '2026-11-21T10:00:00.000Z',
        counted_by: uuidv7(),
        counted_by_name: 'Bo',
        deleted_at: deleted,
      }) as CountEntryRow;
    const kept = other(uuidv7(), null);
    const undone = other(uuidv7(), '2026-11-21T10:01:00.000Z');
    const { engine } = setup(
      db,
      countsServer({
        pull: () => ({
          status: 200,
          body: {
            changes: [kept, undone].map((row, i) => ({
              collection: 'countEntries',
              seq: i + 1,
              row,
            })),
            cursor: 2,
            more: false,
          },
        }),
      }).responder,
    );
    await leading(engine);
    await engine.syncNow();
    expect((await liveEntriesOf(db, COUNT.id)).map((e) => e.counted_by_name)).toEqual(['Bo']);
    expect(await db.rows('countEntries').count()).toBe(2);
    await engine.stop();
  });

  it('submit shows at once and goes through the outbox', async () => {
    db = await openTestDb();
    // `<string>`: a partial count, as untyped rows (the store needs no more of it here).
    await db.rows<string>('inventoryCounts').put({
      id: COUNT.id,
      location_id: LOCATION,
      version: 1,
      updated_at: '2026-11-21T10:00:00.000Z',
      deleted_at: null,
      status: 'counting',
    });
    const { engine, calls } = setup(db, countsServer().responder);
    await submitCount(db, ctx, COUNT.id);
    expect((await db.rows('inventoryCounts').get(COUNT.id))?.status).toBe('submitted');
    await leading(engine);
    await engine.syncNow();
    expect(sentCalls(calls).map((c) => c.path)).toEqual([`/inventory-counts/${COUNT.id}/submit`]);
    expect(await db.outbox.count()).toBe(0);
    await engine.stop();
  });
});
