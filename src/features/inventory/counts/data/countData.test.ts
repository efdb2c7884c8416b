import { describe, expect, it } from 'vitest';
import { CUSTOMER, LOCATION, USER, openTestDb } from '@/data/testing/harness';
import { createCount } from './countData';

const ctx = { userId: USER, customerId: CUSTOMER, userName: 'Ana' };
const SHEET = '0193f000-0000-7000-8000-0000000000d1';

describe('creating a count', () => {
  it('stores the count and its create call together, keyed by the count id', async () => {
    const db = await openTestDb();
    const row = await createCount(
      db,
      ctx,
      LOCATION,
      { name: 'Month end', sheet_ids: [SHEET], uncounted: 'zero', note: '' },
      () => '2026-11-24T18:00:00.000Z',
    );
    expect(await db.rows('inventoryCounts').get(row.id)).toMatchObject({
      status: 'counting',
      location_id: LOCATION,
      cutoff_at: '2026-11-24T18:00:00.000Z',
      uncounted: 'zero',
    });
    const [queued, ...more] = await db.outbox.toArray();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({
      method: 'POST',
      path: `/inventory-counts/create?loc=${LOCATION}`,
      idempotencyKey: row.id,
      body: { id: row.id, sheet_ids: [SHEET], cutoff_at: '2026-11-24T18:00:00.000Z' },
    });
    db.close();
  });
});
