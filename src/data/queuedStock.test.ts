import { describe, expect, it } from 'vitest';
import { LocalDb, type LocalRow, type OutboxEntry } from './db';
import { queueDocumentCall } from './documents';
import {
  preparationPath,
  queuedStockChanges,
  withQueuedStock,
  type RecipeUse,
} from './queuedStock';

const kitchen = 'kitchen';
const store = 'store';
const ctx = { userId: 'u1', now: () => '2026-11-27T08:00:00.000Z' };

let seq = 0;
/** A stock posting as the inventory screens queue it (`writer.call` on materials). */
function posting(path: string, body: Record<string, unknown>, status: OutboxEntry['status']) {
  seq += 1;
  return {
    seq,
    id: `e${seq}`,
    userId: 'u1',
    collection: 'materials',
    rowId: `p${seq}`,
    op: 'call',
    method: 'POST',
    path,
    body,
    idempotencyKey: `k${seq}`,
    before: null,
    status,
    attempts: 0,
    createdAt: ctx.now(),
    lastAttemptAt: null,
  } satisfies OutboxEntry;
}

const row = (fields: Record<string, unknown>): LocalRow =>
  ({ version: 1, updated_at: ctx.now(), deleted_at: null, ...fields }) as LocalRow;

/**
 * A local store holding a planned work order, a sent supplier order and a sent transfer, as partial
 * rows (`rows<string>`: untyped), with only the fields the stock moves read.
 */
async function documents() {
  const db = new LocalDb(`queued-stock-${crypto.randomUUID()}`);
  await db.open();
  await db.rows<string>('workOrders').put(
    row({
      id: 'wo1',
      location_id: kitchen,
      status: 'planned',
      material_id: 'dough',
      planned_quantity: 3000,
      inputs: [
        { material_id: 'flour', planned: 2000, actual: null },
        { material_id: 'oil', planned: 200, actual: null },
      ],
    }),
  );
  await db.rows<string>('supplierOrders').put(
    row({
      id: 'po1',
      location_id: kitchen,
      status: 'sent',
      lines: [
        { id: 'l1', material_id: 'flour', quantity: 5000 },
        { id: 'l2', material_id: 'oil', quantity: 1000 },
      ],
    }),
  );
  await db.rows<string>('transfers').put(
    row({
      id: 'tr1',
      location_id: kitchen,
      to_location_id: store,
      status: 'sent',
      lines: [
        { id: 't1', material_id: 'dough', quantity: 1000, received_quantity: null },
        { id: 't2', material_id: 'oil', quantity: 100, received_quantity: null },
      ],
    }),
  );
  const call = (collection: string, rowId: string, path: string, body: Record<string, unknown>) =>
    queueDocumentCall(db, ctx, {
      collection,
      rowId,
      method: path.startsWith('/stock-transfer-invoices-change') ? 'PUT' : 'POST',
      path,
      body,
      apply: (current) => row({ id: rowId, ...current, status: 'moved on' }),
    });
  return { db, call };
}

describe('stock moves queued on this device', () => {
  it('counts the inventory postings of the location in order: receipts, wastage, counts', () => {
    const entries = [
      posting(
        `/inventory?loc=${kitchen}`,
        {
          lines: [{ material_id: 'flour', quantity: 500, unit_cost: 0.002 }],
        },
        'pending',
      ),
      posting(
        `/wastage?loc=${kitchen}`,
        {
          lines: [{ material_id: 'oil', quantity: 30, reason: 'spoiled' }],
        },
        'pending',
      ),
      posting(`/inventory/physical/flour?loc=${kitchen}`, { quantity: 800 }, 'pending'),
      posting(
        `/inventory?loc=${kitchen}`,
        {
          lines: [{ material_id: 'flour', quantity: 100, unit_cost: 0.002 }],
        },
        'pending',
      ),
      // Another place's delivery, and one the server refused: neither moves this stock.
      posting(
        `/inventory?loc=${store}`,
        {
          lines: [{ material_id: 'flour', quantity: 9999, unit_cost: 0 }],
        },
        'pending',
      ),
      posting(
        `/inventory?loc=${kitchen}`,
        {
          lines: [{ material_id: 'flour', quantity: 7777, unit_cost: 0 }],
        },
        'failed',
      ),
    ];
    const changes = queuedStockChanges(entries, kitchen);
    expect(changes).toEqual([
      { material_id: 'flour', by: 500 },
      { material_id: 'oil', by: -30 },
      { material_id: 'flour', counted: 800 },
      { material_id: 'flour', by: 100 },
    ]);
    const onHand = new Map([
      ['flour', 1000],
      ['oil', 200],
    ]);
    // The count replaces what came before it; the receipt after it adds to the count.
    expect(withQueuedStock(onHand, changes)).toEqual(
      new Map([
        ['flour', 900],
        ['oil', 170],
      ]),
    );
    expect(onHand.get('flour')).toBe(1000);
  });

  it('takes a preparation’s output in and, given the recipes, its inputs out', () => {
    const entries = [
      posting(preparationPath(kitchen), { material_id: 'dough', quantity: 1500 }, 'pending'),
    ];
    expect(queuedStockChanges(entries, kitchen)).toEqual([{ material_id: 'dough', by: 1500 }]);
    const recipe: RecipeUse = (id, quantity) =>
      id === 'dough'
        ? [
            ['flour', (quantity * 1000) / 1500],
            ['oil', (quantity * 100) / 1500],
          ]
        : [];
    expect(queuedStockChanges(entries, kitchen, recipe)).toEqual([
      { material_id: 'dough', by: 1500 },
      { material_id: 'flour', by: -1000 },
      { material_id: 'oil', by: -100 },
    ]);
    expect(queuedStockChanges(entries, store, recipe)).toEqual([]);
  });

  it('counts a batch confirmed here: what it used out, what came out in', async () => {
    const { db, call } = await documents();
    await call('workOrders', 'wo1', '/work-orders', { id: 'wo1' });
    await call('workOrders', 'wo1', '/work-orders/wo1/confirm', {
      actual_quantity: 2700,
      inputs: [{ material_id: 'oil', actual: 190 }],
    });
    const entries = await db.outbox.orderBy('seq').toArray();
    // The create moves nothing; the confirm scales the inputs not typed by what came out.
    expect(queuedStockChanges(entries, kitchen)).toEqual([
      { material_id: 'flour', by: -1800 },
      { material_id: 'oil', by: -190 },
      { material_id: 'dough', by: 2700 },
    ]);
    expect(queuedStockChanges(entries, store)).toEqual([]);
    db.close();
  });

  it('counts a supplier delivery received here, a substitute as what it is', async () => {
    const { db, call } = await documents();
    await call('supplierOrders', 'po1', '/supplier-orders/po1/receive', {
      id: 'r1',
      lines: [
        { line_id: 'l1', quantity: 4000, damaged: 0 },
        { line_id: 'l2', quantity: 900, substitute_material_id: 'olive oil' },
      ],
    });
    await call('supplierOrders', 'po1', '/supplier-orders/po1/close', {});
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(queuedStockChanges(entries, kitchen)).toEqual([
      { material_id: 'flour', by: 4000 },
      { material_id: 'olive oil', by: 900 },
    ]);
    db.close();
  });

  it('takes a transfer out of the sender when sent and into the receiver as it arrived', async () => {
    const { db, call } = await documents();
    await call('transfers', 'tr1', '/stock-transfer-invoices-change/tr1', {
      status: 'received',
      receipt: { id: 'rc1', lines: [{ line_id: 't1', received_quantity: 950 }] },
    });
    await call('transfers', 'tr2', `/stock-transfer-invoices?loc=${kitchen}`, {
      id: 'tr2',
      to_location_id: store,
      lines: [{ id: 'x1', material_id: 'flour', quantity: 300 }],
      send: true,
    });
    const entries = await db.outbox.orderBy('seq').toArray();
    // Received at the store: 950 of the dough arrived, the oil as sent.
    expect(queuedStockChanges(entries, store)).toEqual([
      { material_id: 'dough', by: 950 },
      { material_id: 'oil', by: 100 },
    ]);
    expect(queuedStockChanges(entries, kitchen)).toEqual([{ material_id: 'flour', by: -300 }]);
    db.close();
  });
});
