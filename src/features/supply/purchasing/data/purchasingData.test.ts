import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { supplierInvoiceCalls, supplierOrderCalls } from '@contract/purchasing';
import type { ApiClient } from '@/data/api';
import { callReadOptions } from '@/data/serverRead';
import { CUSTOMER, LOCATION, USER, openTestDb } from '@/data/testing/harness';
import { orderLineFrom } from '../shared/orderMath';
import {
  changeInvoice,
  changeOrder,
  createInvoice,
  createOrder,
  receiveOrder,
  type LocalInvoice,
  type LocalOrder,
  type PurchasingWriter,
} from './purchasingData';

const SUPPLIER = '0193f000-0000-7000-8000-0000000000e1';
const FLOUR = '0193f000-0000-7000-8000-0000000000f1';

async function writer(): Promise<PurchasingWriter> {
  const db = await openTestDb();
  return { db, ctx: { userId: USER, customerId: CUSTOMER } };
}

async function draftOrder(w: PurchasingWriter): Promise<LocalOrder> {
  const line = { id: uuidv7(), material_id: FLOUR, packs: 2, pack_size: 1000, price: 3, note: '' };
  const id = uuidv7();
  await createOrder(
    w,
    {
      id,
      location_id: LOCATION,
      supplier_id: SUPPLIER,
      lines: [line],
      expected_on: null,
      note: '',
      send: false,
    },
    [orderLineFrom(line)],
  );
  return (await w.db.rows('supplierOrders').get(id)) as LocalOrder;
}

describe('purchasing writes queued on the device', () => {
  it('queue each order call at the path devices already hold in their outbox', async () => {
    const w = await writer();
    const order = await draftOrder(w);
    for (const action of ['send', 'accept', 'decline', 'close', 'cancel'] as const) {
      await changeOrder(w, order, action, action === 'decline' ? 'No flour' : undefined);
    }
    const receipt = await receiveOrder(w, order, [
      { line_id: order.lines[0]!.id, quantity: 2000, damaged: 0, note: '' },
    ]);
    const queued = (await w.db.outbox.orderBy('seq').toArray()).map((e) => ({
      collection: e.collection,
      method: e.method,
      path: e.path,
      body: e.body,
    }));
    expect(queued).toEqual([
      {
        collection: 'supplierOrders',
        method: 'POST',
        path: '/supplier-orders',
        body: expect.objectContaining({ id: order.id, send: false }),
      },
      { ...posted(`/supplier-orders/${order.id}/send`), body: {} },
      { ...posted(`/accept-supplier-order/${order.id}`), body: { redirect: false } },
      {
        ...posted(`/decline-supplier-order/${order.id}`),
        body: { redirect: false, reason: 'No flour' },
      },
      { ...posted(`/supplier-orders/${order.id}/close`), body: {} },
      { ...posted(`/supplier-orders/${order.id}/cancel`), body: {} },
      {
        ...posted(`/supplier-orders/${order.id}/receive`),
        body: expect.objectContaining({ id: receipt }),
      },
    ]);
    w.db.close();
  });

  it('queue an invoice and its status change at their paths', async () => {
    const w = await writer();
    const id = uuidv7();
    await createInvoice(w, {
      id,
      location_id: LOCATION,
      supplier_id: SUPPLIER,
      supplier_order_id: null,
      supplier_order_ref: '',
      invoice_number: 'F-1',
      invoice_date: '2026-11-24',
      lines: [{ material_id: FLOUR, quantity: 2000, unit_price: 0.003 }],
      tax: 0,
      note: '',
    });
    const invoice = (await w.db.rows('supplierInvoices').get(id)) as LocalInvoice;
    await changeInvoice(w, invoice, { status: 'approved', accept_differences: true });
    const [create, change, ...more] = await w.db.outbox.orderBy('seq').toArray();
    expect(more).toEqual([]);
    expect(create).toMatchObject({
      collection: 'supplierInvoices',
      method: 'POST',
      path: '/supplier-invoices',
      idempotencyKey: id,
    });
    expect(change).toMatchObject({
      collection: 'supplierInvoices',
      method: 'PUT',
      path: `/supplier-invoice-change/${id}`,
      body: { status: 'approved', accept_differences: true },
    });
    w.db.close();
  });
});

describe('purchasing reads kept on the device', () => {
  it('keep the keys their last replies are persisted under', () => {
    const api = {} as ApiClient;
    const query = { supplier: SUPPLIER, loc: LOCATION };
    expect(callReadOptions(api, supplierOrderCalls.suggestions, { query }).queryKey).toEqual([
      'server-read',
      '/supplier-orders/suggestions',
      query,
      null,
    ]);
    const id = uuidv7();
    expect(callReadOptions(api, supplierInvoiceCalls.byId, { params: { id } }).queryKey).toEqual([
      'server-read',
      `/supplier-invoices/${id}`,
      {},
      null,
    ]);
  });
});

function posted(path: string) {
  return { collection: 'supplierOrders', method: 'POST', path };
}
