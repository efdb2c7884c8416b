import { describe, expect, it } from 'vitest';
import { LocalDb } from '@/data/db';
import type { LocalRequest, LocalTransfer } from './documentRows';
import {
  acceptRequest,
  cancelTransfer,
  completeRequest,
  createRequest,
  createTransfer,
  endRequest,
  receiveTransfer,
  sendRequest,
  sendTransfer,
  updateRequest,
} from './documentWrites';

const store = '0193a6f0-0000-7000-8000-000000000001';
const kitchen = '0193a6f0-0000-7000-8000-000000000002';
const flour = '0193a6f0-0000-7000-8000-000000000003';

describe('order requests and transfers queued on this device', () => {
  it('wait in the outbox at the paths devices in the field already hold', async () => {
    const db = new LocalDb(`transfer-writes-${crypto.randomUUID()}`);
    await db.open();
    const w = { db, userId: 'u1', customerId: 'c1' };
    const line = { id: crypto.randomUUID(), material_id: flour, quantity: 5, note: '' };

    const requestId = await createRequest(w, store, {
      from_location_id: kitchen,
      needed_by: null,
      note: '',
      lines: [line],
    });
    const request = (await db.rows('orderRequests').get(requestId)) as LocalRequest;
    await updateRequest(w, request, { version: 1, note: 'soon' });
    await acceptRequest(w, request, new Map([[line.id, 4]]));
    await sendRequest(w, request, new Map());
    await endRequest(w, request, 'cancelled', 'not needed');
    await completeRequest(w, request, new Map([[line.id, 4]]));

    const transferId = await createTransfer(w, kitchen, {
      to_location_id: store,
      note: '',
      lines: [{ id: crypto.randomUUID(), material_id: flour, quantity: 2 }],
      send: false,
    });
    const transfer = (await db.rows('transfers').get(transferId)) as LocalTransfer;
    await sendTransfer(w, transfer);
    await receiveTransfer(w, transfer, new Map());
    await cancelTransfer(w, transfer, 'broken');

    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.collection, e.method, e.path])).toEqual([
      ['orderRequests', 'POST', `/stock-order-request?loc=${store}`],
      ['orderRequests', 'PUT', `/stock-order-request/update/${requestId}`],
      ['orderRequests', 'PUT', `/stock-order-request/accept/${requestId}`],
      ['orderRequests', 'PUT', `/stock-order-request/status/${requestId}`],
      ['orderRequests', 'PUT', `/stock-order-request/status/${requestId}`],
      ['orderRequests', 'PUT', `/stock-order-request/status/${requestId}`],
      ['transfers', 'POST', `/stock-transfer-invoices?loc=${kitchen}`],
      ['transfers', 'PUT', `/stock-transfer-invoices-change/${transferId}`],
      ['transfers', 'PUT', `/stock-transfer-invoices-change/${transferId}`],
      ['transfers', 'PUT', `/stock-transfer-invoices-change/${transferId}`],
    ]);
    expect(entries[0]!.idempotencyKey).toBe(requestId);
    expect(entries[2]!.body).toEqual({ lines: [{ line_id: line.id, accepted_quantity: 4 }] });
    expect(entries[8]!.body).toMatchObject({ status: 'received', receipt: { lines: [] } });
    db.close();
  });
});
