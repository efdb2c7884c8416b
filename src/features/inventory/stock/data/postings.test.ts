import { describe, expect, it } from 'vitest';
import { LocalDb } from '@/data/db';
import { createLocalWriter } from '@/data/writes';
import { postingOf, queueAdjustment, queueReceipt, queueWastage } from './postings';

const loc = '0190a0b1-0000-7000-8000-0000000000aa';
const flour = '0190a0b1-0000-7000-8000-0000000000f1';

async function setUp() {
  const db = new LocalDb(`postings-${crypto.randomUUID()}`);
  await db.open();
  const writer = createLocalWriter(db, {
    userId: 'u1',
    customerId: 'c1',
    locationId: () => loc,
  });
  return { db, writer };
}

describe('stock postings', () => {
  it('are queued in the outbox under their own id, which is also the body id', async () => {
    const { db, writer } = await setUp();
    const id = await queueReceipt(writer, loc, {
      lines: [{ material_id: flour, quantity: 12, unit_cost: 1.5 }],
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      collection: 'materials',
      op: 'call',
      method: 'POST',
      path: `/inventory?loc=${loc}`,
      rowId: id,
      rowIds: [],
      status: 'pending',
      body: { id, lines: [{ material_id: flour, quantity: 12, unit_cost: 1.5 }] },
    });
    // No local material row is touched: the ledger is on the server.
    expect(await db.rows('materials').count()).toBe(0);
  });

  it('are told apart by their path, for the active location only', async () => {
    const { db, writer } = await setUp();
    await queueReceipt(writer, loc, { lines: [{ material_id: flour, quantity: 1, unit_cost: 0 }] });
    await queueWastage(writer, loc, {
      lines: [{ material_id: flour, quantity: 2, reason: 'spoiled' }],
    });
    await queueAdjustment(writer, loc, flour, { quantity: 7 });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => postingOf(e, loc)?.kind)).toEqual(['receipt', 'wastage', 'physical']);
    expect(postingOf(entries[2]!, loc)?.materialId).toBe(flour);
    expect(entries.map((e) => postingOf(e, '0190a0b1-0000-7000-8000-0000000000bb'))).toEqual([
      null,
      null,
      null,
    ]);
  });
});
