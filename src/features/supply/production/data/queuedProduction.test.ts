import { describe, expect, it } from 'vitest';
import { usedInputs } from '@contract/workOrders';
import { LocalDb } from '@/data/db';
import { queuedStockChanges, withQueuedStock } from '@/data/queuedStock';
import type { LocalWorkOrder } from '../shared/workOrderRows';
import { confirmWorkOrder, createWorkOrder } from './workOrderWrites';

describe('a batch planned and confirmed offline', () => {
  it('is in the stock on hand the next plan shows, before the server has it', async () => {
    const db = new LocalDb(`queued-production-${crypto.randomUUID()}`);
    await db.open();
    const writer = { db, userId: 'u1', customerId: 'c1' };
    const inputs = [
      { material_id: 'green', planned: 10, actual: null },
      { material_id: 'other', planned: 1, actual: null },
    ];
    const id = await createWorkOrder(
      writer,
      {
        location_id: 'roastery',
        material_id: 'roasted',
        kind: 'roast',
        planned_quantity: 8.4,
        planned_for: '2026-11-27',
        use_by: null,
        batch_code: '',
        note: '',
      },
      inputs,
    );
    const planned = (await db.rows('workOrders').get(id)) as LocalWorkOrder;
    const typed = new Map([['green', 10]]);
    await confirmWorkOrder(
      writer,
      planned,
      { actual_quantity: 8.2, inputs: [{ material_id: 'green', actual: 10 }] },
      usedInputs(planned, 8.2, typed),
      18,
    );

    const changes = queuedStockChanges(await db.outbox.orderBy('seq').toArray(), 'roastery');
    const onHand = withQueuedStock(
      new Map([
        ['green', 50],
        ['other', 5],
      ]),
      changes,
    );
    // Typed: 10 kg green; not typed: 1 × 8.2 / 8.4 of the other input.
    expect(onHand).toEqual(
      new Map([
        ['green', 40],
        ['other', 4.024],
        ['roasted', 8.2],
      ]),
    );
    db.close();
  });
});
