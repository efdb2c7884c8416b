import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { LocalDb, localCollections, supplyCollections } from './db';

/** The collections of the first local schemas, as they shipped (LocalDb declares only the last). */
const version1Collections = [
  'brands',
  'groups',
  'categories',
  'menus',
  'modifiers',
  'modifierItems',
  'channels',
  'deals',
  'labels',
  'suppliers',
  'locations',
  'paymentMethods',
  'floors',
  'tables',
  'discounts',
  'orderTypes',
  'coupons',
  'taxes',
  'taxGroups',
  'roles',
  'settings',
] as const;

const version2Collections = [
  ...version1Collections,
  'products',
  'materials',
  'materialCategories',
] as const;

const version3Collections = [
  ...version2Collections,
  'countSheets',
  'inventoryCounts',
  'countEntries',
] as const;

/** A store's tables and indexes as IndexedDB itself holds them, not as Dexie declares them. */
async function storedSchema(name: string) {
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const names = [...idb.objectStoreNames].sort();
  const tx = idb.transaction(names, 'readonly');
  const stores = Object.fromEntries(
    names.map((n) => {
      const store = tx.objectStore(n);
      const indexes = [...store.indexNames].sort().map((i) => {
        const index = store.index(i);
        return { name: i, keyPath: index.keyPath, unique: index.unique, multi: index.multiEntry };
      });
      return [n, { keyPath: store.keyPath, auto: store.autoIncrement, indexes }];
    }),
  );
  idb.close();
  return { version: idb.version, stores };
}

/** Opens the user's store as the app does now, then checks it is a new store's twin. */
async function upgradedLikeNew(user: string): Promise<LocalDb> {
  const db = new LocalDb(user);
  await db.open();
  db.close();
  const fresh = new LocalDb(`${user}-new`);
  await fresh.open();
  fresh.close();
  expect(await storedSchema(`backhouse-${user}`)).toEqual(
    await storedSchema(`backhouse-${user}-new`),
  );
  await db.open();
  return db;
}

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

    const db = await upgradedLikeNew(user);
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

    const db = await upgradedLikeNew(user);
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

    const db = await upgradedLikeNew(user);
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

  it('version 6 adds the CRM customers to a version-5 store and keeps its queue', async () => {
    const user = `upgrade6-${Date.now()}`;
    const v5 = new Dexie(`backhouse-${user}`);
    const current = new LocalDb('schema-reader');
    // Version 5 was today's schema without the CRM's customers.
    const spec = Object.fromEntries(
      current.tables
        .filter((t) => t.name !== 'crmCustomers')
        .map((t) => [t.name, [t.schema.primKey, ...t.schema.indexes].map((i) => i.src).join(', ')]),
    );
    v5.version(5).stores(spec);
    await v5.open();
    await v5
      .table('outbox')
      .add({ id: 'o1', userId: user, collection: 'brands', rowId: 'b1', status: 'pending' });
    await v5.table('sync_state').put({ key: 'cursor', value: 11 });
    v5.close();

    const db = await upgradedLikeNew(user);
    expect(await db.outbox.get({ id: 'o1' })).toMatchObject({ rowId: 'b1', status: 'pending' });
    expect(db.tables.map((t) => t.name)).toContain('crmCustomers');
    expect(await db.sync_state.get('cursor')).toBeUndefined();
    db.close();
  });

  it('a store opened by the app holds every collection with the indexes its reads use', async () => {
    const user = `schema-${Date.now()}`;
    const db = new LocalDb(user);
    await db.open();
    db.close();
    const { version, stores } = await storedSchema(`backhouse-${user}`);
    // Dexie stores version n as IndexedDB version 10n.
    expect(version).toBe(60);
    expect(Object.keys(stores).sort()).toEqual(
      [...localCollections, 'outbox', 'sync_state', 'kv'].sort(),
    );
    const indexes = (store: string) =>
      stores[store]!.indexes.map((i) => `${i.multi ? '*' : ''}${String(i.keyPath)}`);
    expect(indexes('outbox')).toEqual(
      expect.arrayContaining(['id', 'status', 'collection,rowId', 'userId', '*rowIds']),
    );
    expect(stores.outbox!.auto).toBe(true);
    expect(indexes('countEntries')).toEqual(
      expect.arrayContaining(['count_id', 'count_id,material_id', 'location_id', 'updated_at']),
    );
    expect(indexes('transfers')).toEqual(expect.arrayContaining(['status', 'to_location_id']));
    expect(indexes('orderRequests')).toEqual(
      expect.arrayContaining(['status', 'from_location_id']),
    );
    for (const table of ['inventoryCounts', 'supplierOrders', 'workOrders'])
      expect(indexes(table)).toContain('status');
    for (const c of localCollections) expect(stores[c]!.keyPath).toBe('id');
  });
});
