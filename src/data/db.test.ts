import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  LocalDb,
  localCollections,
  supplyCollections,
  version1Collections,
  version2Collections,
  version3Collections,
} from './db';

describe('local schema upgrades', () => {
  it('keep every queued change and add the new collections', async () => {
    const user = `upgrade-${Date.now()}`;
    const v1 = new Dexie(`backhouse-${user}`);
    v1.version(1).stores({
      outbox: '++seq, &id, status, [collection+rowId], userId',
      sync_state: 'key',
      kv: 'key',
      ...Object.fromEntries(version1Collections.map((c) => [c, 'id, location_id, updated_at'])),
    });
    await v1.open();
    const queued = [1, 2, 3].map((n) => ({
      id: `entry-${n}`,
      userId: user,
      collection: 'brands',
      rowId: `brand-${n}`,
      op: 'update',
      method: 'PUT',
      path: `/brands/brand-${n}`,
      body: { name: `B${n}`, version: n },
      idempotencyKey: `key-${n}`,
      before: { name: 'old' },
      status: n === 3 ? 'failed' : 'pending',
      attempts: n,
      createdAt: '2026-11-21T10:00:00Z',
      lastAttemptAt: null,
    }));
    await v1.table('outbox').bulkAdd(queued);
    await v1.table('sync_state').put({ key: 'cursor', value: 42 });
    v1.close();

    const db = new LocalDb(user);
    await db.open();
    const after = await db.outbox.orderBy('seq').toArray();
    expect(after.map(({ seq: _seq, ...e }) => e)).toEqual(queued);
    expect(db.tables.map((t) => t.name)).toEqual(expect.arrayContaining([...localCollections]));
    expect(await db.sync_state.get('cursor')).toBeUndefined();
    db.close();
  });

  it('version 3 adds the counts to a version-2 store and keeps its queue and rows', async () => {
    const user = `upgrade3-${Date.now()}`;
    const v2 = new Dexie(`backhouse-${user}`);
    v2.version(2).stores({
      outbox: '++seq, &id, status, [collection+rowId], userId, *rowIds',
      sync_state: 'key',
      kv: 'key',
      ...Object.fromEntries(version2Collections.map((c) => [c, 'id, location_id, updated_at'])),
    });
    await v2.open();
    await v2.table('materials').put({ id: 'm1', location_id: null, updated_at: 'x', name: 'Beef' });
    await v2
      .table('outbox')
      .add({ id: 'e1', userId: user, collection: 'materials', rowId: 'm1', status: 'pending' });
    await v2.table('sync_state').put({ key: 'cursor', value: 7 });
    v2.close();

    const db = new LocalDb(user);
    await db.open();
    expect(await db.rows('materials').get('m1')).toMatchObject({ name: 'Beef' });
    expect(await db.outbox.count()).toBe(1);
    expect(db.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['countSheets', 'inventoryCounts', 'countEntries']),
    );
    // Rows of the new collections changed before the cursor were never kept: pull from the start.
    expect(await db.sync_state.get('cursor')).toBeUndefined();
    expect(await db.rows('countEntries').where('count_id').equals('c').count()).toBe(0);
    db.close();
  });

  it('version 4 adds the supply documents to a version-3 store and keeps its queue and entries', async () => {
    const user = `upgrade4-${Date.now()}`;
    const v3 = new Dexie(`backhouse-${user}`);
    v3.version(3).stores({
      outbox: '++seq, &id, status, [collection+rowId], userId, *rowIds',
      sync_state: 'key',
      kv: 'key',
      ...Object.fromEntries(version3Collections.map((c) => [c, 'id, location_id, updated_at'])),
      countEntries: 'id, location_id, updated_at, count_id, [count_id+material_id]',
      inventoryCounts: 'id, location_id, updated_at, status',
    });
    await v3.open();
    await v3.table('countEntries').put({
      id: 'e1',
      location_id: 'l1',
      updated_at: 'x',
      count_id: 'c1',
      material_id: 'm1',
    });
    await v3.table('outbox').add({
      id: 'o1',
      userId: user,
      collection: 'countEntries',
      rowId: 'e1',
      status: 'pending',
    });
    await v3.table('sync_state').put({ key: 'cursor', value: 9 });
    v3.close();

    const db = new LocalDb(user);
    await db.open();
    expect(await db.rows('countEntries').where('count_id').equals('c1').count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    expect(db.tables.map((t) => t.name)).toEqual(expect.arrayContaining([...supplyCollections]));
    expect(await db.sync_state.get('cursor')).toBeUndefined();
    // `<string>`: a partial transfer, as untyped rows (the indexes need no more of it).
    await db.rows<string>('transfers').put({
      id: 't1',
      location_id: 'from',
      to_location_id: 'to',
      status: 'sent',
      version: 1,
      updated_at: 'x',
      deleted_at: null,
    });
    expect(await db.rows('transfers').where('to_location_id').equals('to').count()).toBe(1);
    db.close();
  });
});
