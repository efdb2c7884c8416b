import { describe, expect, it } from 'vitest';
import { LocalDb, type LocalRow } from './db';
import { queueDocumentCall } from './documents';

const ctx = { userId: 'u1', now: () => '2026-11-24T10:00:00.000Z' };

describe('queueDocumentCall', () => {
  it('writes the document and its call together, a create first and a status change after', async () => {
    const db = new LocalDb(`documents-${Date.now()}`);
    await db.open();
    // `<string>`: partial documents, as untyped rows (the writer needs no more of them).
    const created = await queueDocumentCall<string>(db, ctx, {
      collection: 'transfers',
      rowId: 't1',
      method: 'POST',
      path: '/stock-transfer-invoices',
      body: { id: 't1' },
      idempotencyKey: 't1',
      apply: (row, stamp) => ({
        ...(row ?? {}),
        id: 't1',
        location_id: 'from',
        to_location_id: 'to',
        status: 'draft',
        version: 1,
        updated_at: stamp,
        deleted_at: null,
      }),
    });
    expect(created?.status).toBe('draft');
    await queueDocumentCall<string>(db, ctx, {
      collection: 'transfers',
      rowId: 't1',
      method: 'PUT',
      path: '/stock-transfer-invoices-change/t1',
      body: { status: 'sent' },
      apply: (row) => ({ ...(row as LocalRow), status: 'sent' }),
    });
    expect(await db.rows('transfers').get('t1')).toMatchObject({ status: 'sent' });
    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued.map((e) => [e.op, e.method, e.idempotencyKey === 't1'])).toEqual([
      ['create', 'POST', true],
      ['call', 'PUT', false],
    ]);
    expect(queued[1]!.before).toMatchObject({ status: 'draft' });
    db.close();
  });

  it('writes nothing when the transaction fails', async () => {
    const db = new LocalDb(`documents-fail-${Date.now()}`);
    await db.open();
    await expect(
      queueDocumentCall(db, ctx, {
        collection: 'workOrders',
        rowId: 'w1',
        method: 'POST',
        path: '/work-orders',
        body: { id: 'w1' },
        apply: () => {
          throw new Error('bad row');
        },
      }),
    ).rejects.toThrow('bad row');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rows('workOrders').count()).toBe(0);
    db.close();
  });
});
