import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { LocalDb, localCollections, version1Collections } from './db';

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
});
