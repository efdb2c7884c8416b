import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '@contract/registry';
import { LocalDb, type LocalRow } from '../db';
import { USER, leading, openTestDb, serverRow, setup, type Call } from '../testing/harness';
import { fieldsOf } from '../writes';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, NO_REPLY_RETRY_MAX_MS, backoffDelay } from './engine';
import { createOutboxActions } from './actions';
import { createMemoryLocks } from './leader';

const emptyPull = { status: 200, body: { changes: [], cursor: 0, more: false } };
type Reply = { status: number; body?: unknown };

/** Answers each batch call with `answer(call)`; pulls are empty unless `pull` says otherwise. */
function batchResponder(
  answer: (call: { method: string; path: string; body?: Record<string, unknown> }) => Reply,
) {
  return (call: Call) => {
    if (call.path.startsWith('/sync/pull')) return emptyPull;
    if (call.path === '/batch') {
      const { calls } = call.body as {
        calls: Array<{ method: string; path: string; body?: Record<string, unknown> }>;
      };
      return { status: 200, body: { replies: calls.map((c) => answer(c)) } };
    }
    return { status: 404, body: { error: { code: 'ROUTE_NOT_FOUND', message: 'no' } } };
  };
}

/** A server that accepts everything and echoes the row back with the next version. */
const accepting = batchResponder((c) => {
  if (c.method === 'POST')
    return { status: 201, body: serverRow({ ...c.body, location_id: null, deleted_at: null }, 1) };
  if (c.method === 'PUT') {
    const id = c.path.split('/')[2];
    const { version, ...fields } = c.body as { version: number };
    return {
      status: 200,
      body: serverRow({ id, ...fields, location_id: null, deleted_at: null }, version + 1),
    };
  }
  return { status: 200, body: {} };
});

const batches = (calls: Call[]) =>
  calls
    .filter((c) => c.path === '/batch')
    .map((c) => (c.body as { calls: Array<{ method: string; path: string }> }).calls);

let db: LocalDb;
afterEach(() => db?.close());

describe('local writes', () => {
  it('a create shows at once and is queued, in one step', async () => {
    db = await openTestDb();
    const { writer } = setup(db, accepting);
    const row = await writer.create(resources.brands, { name: 'Olive & Ember' });
    expect(await db.rows('brands').get(row.id)).toMatchObject({
      name: 'Olive & Ember',
      version: 1,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      op: 'create',
      method: 'POST',
      path: '/brands',
      status: 'pending',
    });
    expect(entry!.body).toMatchObject({ id: row.id, name: 'Olive & Ember', is_active: true });
  });

  it('an invalid change is refused and writes nothing', async () => {
    db = await openTestDb();
    const { writer } = setup(db, accepting);
    await expect(writer.create(resources.brands, { name: '' })).rejects.toThrow();
    await expect(
      writer.create(resources.modifiers, { name: 'Milk', min_select: 3, max_select: 1 }),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('brands').count()).toBe(0);
  });

  it('an update sends only the changed fields and the version it was made on', async () => {
    db = await openTestDb();
    const { writer } = setup(db, accepting);
    const row = await writer.create(resources.brands, { name: 'A' });
    await writer.update(resources.brands, row.id, { name: 'B', is_active: true });
    const entries = await db.outbox.toArray();
    expect(entries[1]!.body).toEqual({ name: 'B', version: 1 });
    expect((await db.rows('brands').get(row.id))!.version).toBe(2);
  });

  it('a location-scoped create goes to the active location', async () => {
    db = await openTestDb();
    const { writer } = setup(db, accepting);
    const row = await writer.create(resources.floors, { name: 'Terrace' });
    expect(row.location_id).toMatch(/a1$/);
    expect((await db.outbox.toArray())[0]!.path).toMatch(/^\/floors\?loc=/);
  });

  it('a channel create names the active location in loc, and the channel stays shared', async () => {
    db = await openTestDb();
    const { writer } = setup(db, accepting);
    const row = await writer.create(resources.channels, { name: 'Deliveroo', kind: 'aggregator' });
    const [entry] = await db.outbox.toArray();
    expect(entry!.path).toMatch(/^\/channels\?loc=.+a1$/);
    expect(entry!.body).toMatchObject({ location_id: null });
    expect(row.location_id).toBeNull();
    // Other shared rows are created without it.
    await writer.create(resources.brands, { name: 'Grill' });
    expect((await db.outbox.toArray())[1]!.path).toBe('/brands');
  });
});

describe('push', () => {
  it('sends queued changes in the order they were made, in one batch, and clears them', async () => {
    db = await openTestDb();
    const { writer, engine, calls } = setup(db, accepting);
    const a = await writer.create(resources.brands, { name: 'A' });
    await writer.update(resources.brands, a.id, { name: 'A2' });
    const b = await writer.create(resources.labels, { name: 'Vegan' });
    await writer.remove(resources.labels, b.id);
    await leading(engine);
    await engine.syncNow();
    const sent = batches(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((c) => c.method)).toEqual(['POST', 'PUT', 'POST', 'DELETE']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('brands').get(a.id)).toMatchObject({ name: 'A2', version: 2 });
    expect(await db.rows('labels').get(b.id)).toBeUndefined();
    await engine.stop();
  });

  it('a 4xx parks that change as failed and the others still go', async () => {
    db = await openTestDb();
    const refuseB = batchResponder((c) =>
      (c.body as { name?: string } | undefined)?.name === 'B'
        ? {
            status: 403,
            body: { error: { code: 'FORBIDDEN', message: 'no', permission: 'catalogue.write' } },
          }
        : { status: 201, body: serverRow({ ...c.body, location_id: null, deleted_at: null }, 1) },
    );
    const { writer, engine } = setup(db, refuseB);
    await writer.create(resources.brands, { name: 'A' });
    await writer.create(resources.brands, { name: 'B' });
    await writer.create(resources.brands, { name: 'C' });
    await leading(engine);
    await engine.syncNow();
    const left = await db.outbox.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ status: 'failed', error: { status: 403, code: 'FORBIDDEN' } });
    expect((left[0]!.body as { name: string }).name).toBe('B');
    await engine.stop();
  });

  it('a 5xx stops the push at that change and keeps it and everything after it queued', async () => {
    db = await openTestDb();
    let failing = true;
    const flaky = batchResponder((c) =>
      failing && (c.body as { name?: string } | undefined)?.name === 'B'
        ? { status: 503, body: { error: { code: 'INTERNAL', message: 'busy' } } }
        : { status: 201, body: serverRow({ ...c.body, location_id: null, deleted_at: null }, 1) },
    );
    const { writer, engine, state, timers, fireNextTimer } = setup(db, flaky);
    await writer.create(resources.brands, { name: 'A' });
    await writer.create(resources.brands, { name: 'B' });
    await writer.create(resources.brands, { name: 'C' });
    state.random = 1;
    await leading(engine);
    await engine.syncNow();
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((e) => (e.body as { name: string }).name)).toEqual(['B', 'C']);
    expect(left.every((e) => e.status === 'pending')).toBe(true);
    expect(engine.getStatus().retryAt).not.toBeNull();
    expect(timers.at(-1)!.ms).toBe(BACKOFF_BASE_MS);
    failing = false;
    fireNextTimer();
    await engine.syncNow();
    expect(await db.outbox.count()).toBe(0);
    await engine.stop();
  });

  it('requests that got no reply while online are sent again within seconds, with jitter', async () => {
    expect(backoffDelay(1, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(1, () => 1)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(3, () => 1)).toBe(BACKOFF_BASE_MS * 4);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_MAX_MS);
    db = await openTestDb();
    const { writer, engine, state, timers, fireNextTimer } = setup(db, () => 'network-error');
    await writer.create(resources.brands, { name: 'A' });
    state.random = 1;
    await leading(engine);
    await engine.syncNow();
    expect(engine.getStatus().unreachable).toBe(true);
    const delays = [timers.at(-1)!.ms];
    for (let i = 0; i < 3; i++) {
      fireNextTimer();
      await engine.syncNow();
      delays.push(timers.at(-1)!.ms);
    }
    // A lost reply (the browser online) is not a struggling server: a minute of "offline" while
    // online helped nobody. Capped at NO_REPLY_RETRY_MAX_MS.
    expect(delays).toEqual([1000, 2000, 4000, NO_REPLY_RETRY_MAX_MS]);
    expect(await db.outbox.count()).toBe(1);
    await engine.stop();
  });

  it('a server that answers 5xx is not hammered: its backoff grows to a minute', async () => {
    db = await openTestDb();
    const busy = () => ({ status: 503, body: { error: { code: 'INTERNAL', message: 'busy' } } });
    const { writer, engine, state, timers, fireNextTimer } = setup(db, busy);
    await writer.create(resources.brands, { name: 'A' });
    state.random = 1;
    await leading(engine);
    await engine.syncNow();
    expect(engine.getStatus().unreachable).toBe(false);
    const delays = [timers.at(-1)!.ms];
    for (let i = 0; i < 3; i++) {
      fireNextTimer();
      await engine.syncNow();
      delays.push(timers.at(-1)!.ms);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
    await engine.stop();
  });

  it('does not try while the browser says it is offline, and goes when it is back', async () => {
    db = await openTestDb();
    const { writer, engine, state, calls, wake } = setup(db, accepting);
    await writer.create(resources.brands, { name: 'A' });
    state.online = false;
    await leading(engine);
    await engine.syncNow();
    expect(calls).toHaveLength(0);
    state.online = true;
    wake();
    await engine.syncNow();
    expect(await db.outbox.count()).toBe(0);
    await engine.stop();
  });

  it('a 401 leaves the queue untouched and tells the app', async () => {
    db = await openTestDb();
    let signedOut = 0;
    const { writer, engine } = setup(
      db,
      () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'expired' } } }),
      { onUnauthorized: () => signedOut++ },
    );
    await writer.create(resources.brands, { name: 'A' });
    await leading(engine);
    await engine.syncNow();
    expect(signedOut).toBe(1);
    const [entry] = await db.outbox.toArray();
    expect(entry!.status).toBe('pending');
    await engine.stop();
  });
});

describe('conflicts', () => {
  async function editedRemotely(serverChanges: Record<string, unknown>) {
    db = await openTestDb();
    const base = serverRow(
      {
        id: '0193f000-0000-7000-8000-00000000b001',
        customer_id: 'c',
        location_id: null,
        name: 'Cafe',
        reference: 'R1',
        description: '',
        logo_url: '',
        color: null,
        is_active: true,
        sort_order: 0,
        name_localized: {},
        created_at: 'x',
        deleted_at: null,
      },
      3,
    );
    await db.rows('brands').put(base);
    const server = { ...base, ...serverChanges, version: 4 };
    let sawVersion: number[] = [];
    const responder = batchResponder((c) => {
      const body = c.body as { version: number } & Record<string, unknown>;
      sawVersion.push(body.version);
      if (body.version !== server.version) {
        return {
          status: 409,
          body: { error: { code: 'VERSION_CONFLICT', message: 'stale', current: server } },
        };
      }
      const { version: _v, ...fields } = body;
      return { status: 200, body: { ...server, ...fields, version: server.version + 1 } };
    });
    const ctx = setup(db, responder);
    return { ...ctx, base, server, sawVersion: () => sawVersion, reset: () => (sawVersion = []) };
  }

  it('merges on its own when the server changed other fields', async () => {
    const { writer, engine, base, sawVersion } = await editedRemotely({ reference: 'R2' });
    await writer.update(resources.brands, base.id, { name: 'Cafe Nord' });
    await leading(engine);
    await engine.syncNow();
    expect(sawVersion()).toEqual([3, 4]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('brands').get(base.id)).toMatchObject({
      name: 'Cafe Nord',
      reference: 'R2',
      version: 5,
    });
    await engine.stop();
  });

  it('asks the user when both changed the same field, then sends their choice', async () => {
    const { writer, engine, base } = await editedRemotely({ name: 'Cafe Sud', reference: 'R2' });
    await writer.update(resources.brands, base.id, { name: 'Cafe Nord', description: 'Mine' });
    await leading(engine);
    await engine.syncNow();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'conflict', conflict: { fields: ['name'] } });
    // The user's own edit stays visible until they decide.
    expect((await db.rows('brands').get(base.id))!.name).toBe('Cafe Nord');
    const { createOutboxActions } = await import('./actions');
    await createOutboxActions(db, () => engine.kick()).resolve(entry!.seq!, { name: 'theirs' });
    await engine.syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('brands').get(base.id)).toMatchObject({
      name: 'Cafe Sud',
      description: 'Mine',
      reference: 'R2',
      version: 5,
    });
    await engine.stop();
  });

  it('discarding a conflict puts back the server row', async () => {
    const { writer, engine, base, server } = await editedRemotely({ name: 'Cafe Sud' });
    await writer.update(resources.brands, base.id, { name: 'Cafe Nord' });
    await leading(engine);
    await engine.syncNow();
    const [entry] = await db.outbox.toArray();
    const { createOutboxActions } = await import('./actions');
    await createOutboxActions(db, () => undefined).discard(entry!.seq!);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('brands').get(base.id)).toEqual(server);
    await engine.stop();
  });
  it('discarding a refused change puts back the row a pull brought while it was queued', async () => {
    db = await openTestDb();
    const row = (name: string, version: number) =>
      serverRow({ id: 'b1', customer_id: 'c', location_id: null, name, deleted_at: null }, version);
    await db.rows('brands').put(row('Cafe Nord', 1));
    let refuse = false;
    const { writer, engine } = setup(db, (call) => {
      if (call.path.startsWith('/sync/pull')) {
        // Another device renamed it while this one's change waited.
        return {
          status: 200,
          body: {
            changes: [{ collection: 'brands', seq: 1, row: row('Cafe Sud', 2) }],
            cursor: 1,
            more: false,
          },
        };
      }
      if (call.path === '/batch' && refuse) {
        const conflict = { error: { code: 'INVALID_TRANSITION', message: 'no longer pending' } };
        return { status: 200, body: { replies: [{ status: 409, body: conflict }] } };
      }
      return { status: 503, body: {} };
    });
    await writer.update(resources.brands, 'b1', { name: 'Mine' });
    await engine.pull();
    // The pull keeps the user's change on screen, and moves its cursor past the server's.
    expect((await db.rows('brands').get('b1'))!.name).toBe('Mine');
    expect((await db.sync_state.get('cursor'))!.value).toBe(1);
    refuse = true;
    await leading(engine);
    await engine.syncNow();
    const [entry] = await db.outbox.toArray();
    expect(entry?.status).not.toBe('pending');
    await createOutboxActions(db, () => undefined).discard(entry!.seq!);
    expect(await db.rows('brands').get('b1')).toEqual(row('Cafe Sud', 2));
    await engine.stop();
  });
});

describe('pull', () => {
  it('brings rows and tombstones in page by page, keeping rows with queued changes as they are', async () => {
    db = await openTestDb();
    const row = (id: string, name: string, version = 1, deleted_at: string | null = null) =>
      serverRow({ id, customer_id: 'c', location_id: null, name, deleted_at }, version);
    await db.rows('brands').put(row('b-gone', 'Old'));
    const pages = [
      {
        changes: [
          { collection: 'brands', seq: 1, row: row('b1', 'One') },
          { collection: 'brands', seq: 2, row: row('b-gone', 'Old', 2, '2026-11-21T09:00:00Z') },
        ],
        cursor: 2,
        more: true,
      },
      {
        changes: [
          { collection: 'labels', seq: 3, row: row('l1', 'Vegan') },
          { collection: 'nonsense', seq: 4, row: row('x', 'X') },
        ],
        cursor: 4,
        more: false,
      },
    ];
    const seen: string[] = [];
    const { engine, writer } = setup(db, (call) => {
      if (call.path.startsWith('/sync/pull')) {
        seen.push(call.path);
        const since = Number(new URLSearchParams(call.path.split('?')[1]).get('since'));
        return {
          status: 200,
          body:
            since === 0
              ? pages[0]
              : since === 2
                ? pages[1]
                : { changes: [], cursor: since, more: false },
        };
      }
      return { status: 200, body: { replies: [] } };
    });
    const mine = await writer.create(resources.labels, { name: 'Mine' });
    pages[1]!.changes.push({ collection: 'labels', seq: 5, row: row(mine.id, 'Server version') });
    await engine.pull();
    expect(seen.map((p) => p.match(/since=(\d+)/)![1])).toEqual(['0', '2']);
    expect(await db.rows('brands').get('b1')).toMatchObject({ name: 'One' });
    expect(await db.rows('brands').get('b-gone')).toBeUndefined();
    expect(await db.rows('labels').get('l1')).toMatchObject({ name: 'Vegan' });
    expect((await db.rows('labels').get(mine.id))!.name).toBe('Mine');
    expect((await db.sync_state.get('cursor'))!.value).toBe(4);
  });
  it('holds only the stores a page writes, and writes nothing when a round brings nothing new', async () => {
    // Each read-write transaction the store opens, by the stores it holds.
    const held: string[][] = [];
    db = new LocalDb(`${USER}-${uuidv7()}`);
    db.use({
      stack: 'dbcore',
      name: 'held',
      create: (down) => ({
        ...down,
        transaction: (stores, mode, options) => {
          if (mode === 'readwrite') held.push([...stores].sort());
          return down.transaction(stores, mode, options);
        },
      }),
    });
    await db.open();
    const brand = serverRow(
      { id: 'b1', customer_id: 'c', location_id: null, name: 'One', deleted_at: null },
      1,
    );
    const { engine } = setup(db, (call) => {
      const since = Number(new URLSearchParams(call.path.split('?')[1]).get('since'));
      return {
        status: 200,
        body:
          since === 0
            ? { changes: [{ collection: 'brands', seq: 1, row: brand }], cursor: 1, more: false }
            : { changes: [], cursor: since, more: false },
      };
    });
    await engine.pull();
    expect(await db.rows('brands').get('b1')).toMatchObject({ name: 'One' });
    expect(held).toEqual([['brands', 'outbox', 'sync_state']]);

    held.length = 0;
    await engine.pull();
    expect(held).toEqual([]);
    expect((await db.sync_state.get('cursor'))!.value).toBe(1);
  });
  it('an older pull page does not put back a row our push reply already made newer', async () => {
    db = await openTestDb();
    const row = (id: string, name: string, version: number) =>
      serverRow({ id, customer_id: 'c', location_id: null, name, deleted_at: null }, version);
    let id = '';
    // The changes log holds our create (version 1), then our edit (version 2); this pull page only
    // reaches the create.
    const { writer, engine } = setup(db, (call) => {
      if (call.path.startsWith('/sync/pull')) {
        return {
          status: 200,
          body: {
            changes: [{ collection: 'brands', seq: 1, row: row(id, 'Mine', 1) }],
            cursor: 1,
            more: false,
          },
        };
      }
      const { calls } = call.body as { calls: Array<{ method: string }> };
      return {
        status: 200,
        body: {
          replies: calls.map((c) =>
            c.method === 'POST'
              ? { status: 201, body: row(id, 'Mine', 1) }
              : { status: 200, body: row(id, 'Edited', 2) },
          ),
        },
      };
    });
    id = (await writer.create(resources.brands, { name: 'Mine' })).id;
    await writer.update(resources.brands, id, { name: 'Edited' });
    await engine.push();
    expect(await db.rows('brands').get(id)).toMatchObject({ name: 'Edited', version: 2 });
    await engine.pull();
    expect(await db.rows('brands').get(id)).toMatchObject({ name: 'Edited', version: 2 });
  });
});

describe('leadership', () => {
  it('two tabs on one store send each change once; the other takes over when the leader goes', async () => {
    db = await openTestDb();
    const locks = createMemoryLocks();
    const tabA = setup(db, accepting, { locks });
    const tabB = setup(db, accepting, { locks });
    await leading(tabA.engine);
    tabB.engine.start();
    await new Promise((r) => setTimeout(r, 5));
    expect(tabB.engine.getStatus().leader).toBe(false);
    await tabB.writer.create(resources.brands, { name: 'From B' });
    await tabA.engine.syncNow();
    expect(batches(tabA.calls).flat()).toHaveLength(1);
    expect(batches(tabB.calls)).toHaveLength(0);
    await tabA.engine.stop();
    await new Promise((r) => setTimeout(r, 5));
    expect(tabB.engine.getStatus().leader).toBe(true);
    await tabB.writer.create(resources.brands, { name: 'Later' });
    await tabB.engine.syncNow();
    expect(
      batches(tabB.calls)
        .flat()
        .map((c) => c.method),
    ).toEqual(['POST']);
    await tabB.engine.stop();
  });
});

describe('catching up before work that needs the latest data', () => {
  const category = serverRow({ id: 'c-new', name: 'Hot drinks', customer_id: 'c' }, 1);
  /** A server whose changes log holds the category once `made` is set. */
  const serverWith =
    (pulls: Call[], made = { category: true }) =>
    (call: Call) => {
      if (!call.path.startsWith('/sync/pull')) return { status: 200, body: { replies: [] } };
      pulls.push(call);
      const changes = made.category ? [{ collection: 'categories', seq: 7, row: category }] : [];
      return { status: 200, body: { changes, cursor: changes.length ? 7 : 0, more: false } };
    };

  it('brings in what another device made a moment ago before it resolves', async () => {
    db = await openTestDb();
    const pulls: Call[] = [];
    const made = { category: false };
    const { engine } = setup(db, serverWith(pulls, made));
    await leading(engine);
    await engine.syncNow();
    expect(await db.rows('categories').count()).toBe(0);
    // Made on another device after this one was up to date.
    made.category = true;
    expect(await engine.catchUp()).toBe(true);
    expect(await db.rows('categories').get('c-new')).toMatchObject({ name: 'Hot drinks' });
    expect(pulls.length).toBeGreaterThan(0);
    await engine.stop();
  });

  it('offline, or in a tab that does not lead, it goes on at once with what the device has', async () => {
    db = await openTestDb();
    const pulls: Call[] = [];
    const locks = createMemoryLocks();
    const leader = setup(db, serverWith(pulls), { locks });
    const other = setup(db, serverWith(pulls), { locks });
    await leading(leader.engine);
    other.engine.start();
    await leader.engine.syncNow();
    const before = pulls.length;
    expect(await other.engine.catchUp()).toBe(false);
    leader.state.online = false;
    expect(await leader.engine.catchUp()).toBe(false);
    expect(pulls.length).toBe(before);
    await leader.engine.stop();
    await other.engine.stop();
  });

  it('a server slower than the wait does not hold the user: it gives up and the round goes on', async () => {
    db = await openTestDb();
    let answer: (() => void) | null = null;
    const { engine, timers, fireNextTimer } = setup(db, (call) =>
      call.path.startsWith('/sync/pull')
        ? new Promise((resolve) => {
            answer = () => resolve({ status: 200, body: { changes: [], cursor: 0, more: false } });
          })
        : { status: 200, body: { replies: [] } },
    );
    await leading(engine);
    const caughtUp = engine.catchUp(5000);
    expect(timers.some((t) => t.ms === 5000)).toBe(true);
    fireNextTimer();
    expect(await caughtUp).toBe(false);
    // The round itself is not abandoned: it ends when the server answers (once it has asked).
    await vi.waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await engine.stop();
  });
});

describe('imports', () => {
  it('a group of writes is all or nothing', async () => {
    db = await openTestDb();
    const { writer } = setup(db, accepting);
    await expect(
      writer.all(resources.brands, async () => {
        await writer.create(resources.brands, { name: 'Good' });
        await writer.create(resources.brands, { name: '' });
      }),
    ).rejects.toThrow();
    expect(await db.rows('brands').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  /** A catalogue with one product, as the last pull left it. */
  async function withProduct(name = 'Latte', version = 3) {
    const fields = resources.products.fields.parse({ name, price: 4, plu: `P-${name}` });
    const row = serverRow({ id: uuidv7(), ...fields }, version) as LocalRow;
    await db.rows('products').put(row);
    return row;
  }

  it('an import shows every row at once and queues one call with ids for the new rows', async () => {
    db = await openTestDb();
    const latte = await withProduct();
    const { writer } = setup(db, accepting);
    const outcome = await writer.importRows(resources.products, '/import-products', [
      { rowNumber: 2, id: null, fields: { name: 'Mocha', price: 5 } },
      { rowNumber: 3, id: latte.id, fields: { name: 'Latte', price: 4.5 } },
      { rowNumber: 4, id: latte.id, fields: { name: 'Latte', price: 4.5 } },
    ]);
    expect(outcome).toEqual({ created: 1, updated: 2 });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    const rows = (entry!.body as { rows: Record<string, unknown>[] }).rows;
    const mocha = (await db.rows('products').toArray()).find((r) => r.name === 'Mocha')!;
    expect(mocha).toMatchObject({ price: 5, version: 1, location_id: null });
    expect(entry).toMatchObject({ op: 'import', path: '/import-products', rowId: mocha.id });
    expect(rows[0]).toMatchObject({ row_number: 2, id: mocha.id, name: 'Mocha', price: 5 });
    // An update carries only what changed.
    expect(rows[1]).toEqual({ row_number: 3, id: latte.id, price: 4.5 });
    expect(entry!.beforeRows![latte.id]).toMatchObject({ price: 4, version: 3 });
    expect(await db.rows('products').get(latte.id)).toMatchObject({ price: 4.5, version: 4 });
    expect(await db.outbox.where('rowIds').equals(latte.id).count()).toBe(1);
  });

  it('an import with a refused row writes nothing and says which row', async () => {
    db = await openTestDb();
    await withProduct();
    const { writer } = setup(db, accepting);
    const refused = writer.importRows(resources.products, '/import-products', [
      { rowNumber: 2, id: null, fields: { name: 'Mocha', price: 5 } },
      { rowNumber: 3, id: null, fields: { name: 'Bad', price: -1 } },
    ]);
    await expect(refused).rejects.toMatchObject({ index: 1 });
    expect(await db.rows('products').count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an import goes alone with its key; refused rows stay as a failed change, unchanged rows go back', async () => {
    db = await openTestDb();
    const latte = await withProduct();
    const flat = await withProduct('Flat white', 1);
    const sent: Call[] = [];
    const { writer, engine, calls } = setup(db, (call) => {
      if (call.path.startsWith('/sync/pull')) return emptyPull;
      if (call.path !== '/import-products') return accepting(call);
      sent.push(call);
      const rows = (call.body as { rows: Record<string, unknown>[] }).rows;
      const [mocha, bad] = rows;
      return {
        status: 200,
        body: {
          data: [serverRow({ ...fieldsOf(mocha!), id: mocha!.id, location_id: null }, 1)],
          created: 1,
          updated: 0,
          unchanged: 1,
          errors: [{ row_number: bad!.row_number, fields: { plu: 'Already used' } }],
        },
      };
    });
    await writer.create(resources.brands, { name: 'Before the import' });
    await writer.importRows(resources.products, '/import-products', [
      { rowNumber: 2, id: null, fields: { name: 'Mocha', price: 5 } },
      { rowNumber: 3, id: null, fields: { name: 'Cortado', price: 3, plu: 'P-Latte' } },
      { rowNumber: 4, id: latte.id, fields: { price: 4.25 } },
    ]);
    const [queued] = await db.outbox.filter((e) => e.op === 'import').toArray();
    await leading(engine);
    await engine.syncNow();
    // The earlier change went first, in a batch; the import on its own, with its key.
    expect(calls.filter((c) => !c.path.startsWith('/sync')).map((c) => c.path)).toEqual([
      '/batch',
      '/import-products',
    ]);
    expect(sent[0]!.idempotencyKey).toBe(queued!.idempotencyKey);
    const products = await db.rows('products').toArray();
    const byName = new Map(products.map((p) => [p.name, p]));
    expect(byName.get('Mocha')).toMatchObject({ price: 5, version: 1 });
    // The server left the latte as it was: the device shows the server's row again.
    expect(byName.get('Latte')).toMatchObject({ price: 4, version: 3 });
    expect(byName.get('Flat white')).toEqual(flat);
    // The refused row stays on the device as a failed change of its own, sent afresh on retry.
    const cortado = byName.get('Cortado')!;
    const [failed, ...others] = await db.outbox.toArray();
    expect(others).toEqual([]);
    expect(failed).toMatchObject({
      op: 'import',
      status: 'failed',
      rowId: cortado.id,
      rowIds: [],
      error: { code: 'VALIDATION', fields: { '3.plu': 'Already used' } },
    });
    expect(failed!.idempotencyKey).not.toBe(queued!.idempotencyKey);
    expect((failed!.body as { rows: unknown[] }).rows).toEqual([
      { row_number: 3, id: cortado.id, ...fieldsOf(cortado) },
    ]);
    await engine.stop();
  });

  /** A latte on the device, then an import of a new mocha (and `more`) that reprices it, queued. */
  async function queuedImport(more: Array<Record<string, unknown>> = []) {
    db = await openTestDb();
    const latte = await withProduct();
    const { writer } = setup(db, accepting);
    await writer.importRows(resources.products, '/import-products', [
      { rowNumber: 2, id: latte.id, fields: { price: 4.5 } },
      { rowNumber: 3, id: null, fields: { name: 'Mocha', price: 5 } },
      ...more.map((fields, i) => ({ rowNumber: 4 + i, id: null, fields })),
    ]);
    const [entry] = await db.outbox.toArray();
    return { latte, writer, seq: entry!.seq!, actions: createOutboxActions(db, () => undefined) };
  }

  it('discarding a queued import takes its new rows away and puts changed rows back', async () => {
    const { latte, seq, actions } = await queuedImport();
    await actions.discard(seq);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('products').toArray()).toEqual([latte]);
  });

  it('discarding a queued import keeps the rows changed after it, as they are now', async () => {
    const { latte, writer, seq, actions } = await queuedImport([{ name: 'Cortado', price: 3 }]);
    const mocha = (await db.rows('products').toArray()).find((p) => p.name === 'Mocha')!;
    // Later changes: the new mocha renamed, the latte repriced again.
    await writer.update(resources.products, mocha.id, { name: 'Mocha grande' });
    await writer.update(resources.products, latte.id, { price: 4.8 });

    await actions.discard(seq);
    const names = (await db.rows('products').toArray()).map((p) => [p.name, p.price]);
    expect(names.sort()).toEqual([
      ['Latte', 4.8],
      ['Mocha grande', 5],
    ]);
    expect(await db.outbox.count()).toBe(2);
  });
});

describe('a change queued as a round ends', () => {
  it('is sent by a round of its own, not left for the next pull hours later', async () => {
    db = await openTestDb();
    const { writer, engine, calls } = setup(db, accepting);
    await writer.create(resources.brands, { name: 'First' });
    await leading(engine);
    await engine.syncNow();
    // The next round's last step (after its final push and pull) is where a tap on a busy tablet
    // landed: the change was queued and its kick folded into a round that had already checked.
    const put = db.sync_state.put.bind(db.sync_state);
    let queued = false;
    db.sync_state.put = (async (...args: Parameters<typeof put>) => {
      if (!queued && args[0].key === 'lastSyncedAt') {
        queued = true;
        await writer.create(resources.brands, { name: 'Tapped as the round ended' });
        engine.kick('change');
      }
      return put(...args);
    }) as typeof put;
    await writer.create(resources.brands, { name: 'Second' });
    await engine.syncNow();
    for (let i = 0; i < 100 && (await db.outbox.count()) > 0; i++)
      await new Promise((r) => setTimeout(r, 5));
    expect(await db.outbox.count()).toBe(0);
    expect(
      batches(calls)
        .flat()
        .map((c) => c.method),
    ).toEqual(['POST', 'POST', 'POST']);
    await engine.stop();
  });
});

describe('a failing server', () => {
  it('is not hammered: new changes wait for the backoff instead of cutting it short', async () => {
    db = await openTestDb();
    const { writer, engine, calls, timers, fireNextTimer } = setup(db, () => ({
      status: 503,
      body: { error: { code: 'INTERNAL', message: 'down' } },
    }));
    await writer.create(resources.brands, { name: 'A' });
    await leading(engine);
    await engine.syncNow();
    const afterFirst = calls.length;
    for (let i = 0; i < 5; i++) await writer.create(resources.brands, { name: `N${i}` });
    await new Promise((r) => setTimeout(r, 30));
    expect(calls.length).toBe(afterFirst);
    expect(timers).toHaveLength(1);
    fireNextTimer();
    await engine.syncNow();
    expect(calls.length).toBe(afterFirst + 1);
    await engine.stop();
  });
});

describe('bulk calls and uploads', () => {
  it('a bulk call changes several rows locally, counts them as pending, and takes the server rows', async () => {
    db = await openTestDb();
    const responder = batchResponder((c) => {
      if (c.path === '/labels/bulk-update-sort-order') {
        const { items } = c.body as { items: Array<{ id: string; sort_order: number }> };
        return {
          status: 200,
          body: {
            data: items.map((i) => serverRow({ id: i.id, name: 'x', sort_order: i.sort_order }, 2)),
          },
        };
      }
      return { status: 201, body: serverRow({ ...c.body }, 1) };
    });
    const { writer, engine } = setup(db, responder);
    const a = await writer.create(resources.labels, { name: 'A' });
    const b = await writer.create(resources.labels, { name: 'B' });
    await writer.call(resources.labels, {
      method: 'POST',
      path: '/labels/bulk-update-sort-order',
      body: {
        items: [
          { id: a.id, sort_order: 2 },
          { id: b.id, sort_order: 1 },
        ],
      },
      changes: [
        { id: a.id, fields: { sort_order: 2 } },
        { id: b.id, fields: { sort_order: 1 } },
      ],
    });
    expect(await db.rows('labels').get(b.id)).toMatchObject({ sort_order: 1, version: 2 });
    const entries = await db.outbox.toArray();
    expect(entries.at(-1)).toMatchObject({ op: 'call', rowId: a.id, rowIds: [b.id] });
    expect(await db.outbox.where('rowIds').equals(b.id).count()).toBe(1);
    await leading(engine);
    await engine.syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('labels').get(a.id)).toMatchObject({ name: 'x', sort_order: 2 });
    await engine.stop();
  });

  it('an image chosen offline waits in the outbox, shows locally, and uploads in order after earlier changes', async () => {
    db = await openTestDb();
    const uploads: unknown[] = [];
    const { writer, engine, calls } = setup(db, (call) => {
      if (call.path.startsWith('/sync/pull')) return emptyPull;
      if (call.path.endsWith('/upload-image')) {
        uploads.push(call.body);
        const id = call.path.split('/')[2];
        return {
          status: 200,
          body: serverRow({ id, name: 'Olive', image_url: '/api/files/abc' }, 3),
        };
      }
      return accepting(call);
    });
    const row = await writer.create(resources.brands, { name: 'Olive' });
    await writer.upload(resources.brands, row.id, new Blob(['png-bytes'], { type: 'image/png' }), {
      name: 'logo.png',
      path: `/brands/${row.id}/upload-image`,
      urlField: 'logo_url',
    });
    const local = await db.rows('brands').get(row.id);
    expect(String(local!.logo_url)).toMatch(/^local:/);
    const [, queued] = await db.outbox.orderBy('seq').toArray();
    expect(queued!.file!.blob.size).toBe(9);
    await leading(engine);
    await engine.syncNow();
    const order = calls.filter((c) => !c.path.startsWith('/sync')).map((c) => c.path);
    expect(order).toEqual(['/batch', `/brands/${row.id}/upload-image`]);
    expect(uploads).toEqual([{ file: 'file:logo.png' }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('brands').get(row.id)).toMatchObject({ image_url: '/api/files/abc' });
    await engine.stop();
  });
});
