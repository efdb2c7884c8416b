import { resources } from '@contract/registry';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, LOCATION, USER, openTestDb } from '@/data/testing/harness';
import { createLocalWriter } from '@/data/writes';
import { floorPlanWrites } from './floorPlanWrites';

async function setUp() {
  const db = await openTestDb();
  const writer = createLocalWriter(db, {
    userId: USER,
    customerId: CUSTOMER,
    locationId: () => LOCATION,
  });
  const t1 = await writer.create(resources.tables, { name: 'T1' });
  const t2 = await writer.create(resources.tables, { name: 'T2' });
  return { db, writes: floorPlanWrites(() => writer), t1: t1.id, t2: t2.id };
}

describe('the floor plan’s host-stand writes', () => {
  it('are queued at the paths devices already hold in their outbox, and applied at once', async () => {
    const { db, writes, t1, t2 } = await setUp();
    await writes.toggle(t1, false);
    await writes.setStatus(t2, 'occupied');
    await writes.bulk([t1, t2], 'set_status', { status: 'cleaning' });
    const queued = (await db.outbox.orderBy('seq').toArray())
      .filter((e) => e.op === 'call')
      .map((e) => ({ collection: e.collection, method: e.method, path: e.path, body: e.body }));
    expect(queued).toEqual([
      {
        collection: 'tables',
        method: 'PUT',
        path: `/tables/v2/${t1}/toggle-status`,
        body: { isActive: false },
      },
      {
        collection: 'tables',
        method: 'PUT',
        path: `/tables/v2/${t2}/current-status`,
        body: { status: 'occupied' },
      },
      {
        collection: 'tables',
        method: 'POST',
        path: '/tables/v2/bulk-operations',
        body: { tableIds: [t1, t2], operation: 'set_status', status: 'cleaning' },
      },
    ]);
    const rows = await db.rows('tables').bulkGet([t1, t2]);
    expect(rows.map((r) => [r?.is_active, r?.status])).toEqual([
      [false, 'cleaning'],
      [true, 'cleaning'],
    ]);
  });
});
