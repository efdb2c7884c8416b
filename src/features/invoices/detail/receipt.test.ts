import { describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceRow } from '@contract/sales';
import { receiptOf } from './receipt';

const row: InvoiceRow = {
  id: '0193f6a2-5c10-7c3e-9a51-2f0d4b7e8a01',
  location_id: '0193f000-0000-7000-8000-0000000000a1',
  number: 'DXB-000123',
  created_at: '2026-11-24T09:05:00.000Z',
  status: 'completed',
  kind: 'sale',
  channel_id: null,
  order_type_id: null,
  table_id: null,
  cashier_id: null,
  customer_id: null,
  guests: 2,
  refund_of: null,
  otter_id: null,
  business_date: '2026-11-24',
  local_hour: 13,
  currency: 'AED',
  // As the server stores the example of POST /api/invoices (contract/invoiceExample.ts).
  totals: {
    gross: 110,
    discounts: 8.4,
    complimentary: 18,
    tax: 5.1,
    vat: 5.1,
    tips: 10,
    due: 88.7,
    paid: 88.7,
  },
  received_at: '2026-11-24T09:05:01.000Z',
  updated_at: '2026-11-24T09:05:01.000Z',
};

const sale: InvoiceDetail = {
  ...row,
  lines: [
    {
      line_no: 1,
      product_id: '0193f000-0000-7000-8000-0000000001b1',
      category_id: null,
      name: 'Classic burger',
      quantity: 2,
      unit_price: 42,
      discount: 8.4,
      tax: 4.2,
      vat: 4.2,
      gross: 92,
      is_complimentary: false,
      modifiers: [
        {
          modifier_item_id: '0193f000-0000-7000-8000-0000000002c1',
          name: 'Extra cheese',
          quantity: 1,
          unit_price: 4,
        },
      ],
    },
    {
      line_no: 2,
      product_id: '0193f000-0000-7000-8000-0000000001b2',
      category_id: null,
      name: 'Lemonade',
      quantity: 1,
      unit_price: 18,
      discount: 0,
      tax: 0.9,
      vat: 0.9,
      gross: 18,
      is_complimentary: true,
      modifiers: [],
    },
  ],
  payments: [{ payment_method_id: '0193f000-0000-7000-8000-0000000003f2', amount: 88.7, tip: 10 }],
  refunded_by: [],
  refunds_invoice: null,
  has_payload: true,
  status_history: [{ status: 'completed', at: row.received_at, by: null }],
};

describe('the printed receipt of an invoice', () => {
  it('prints each item, its extras for every unit and its discount, in the order of the lines', () => {
    expect(receiptOf(sale, 2).rows).toEqual([
      { kind: 'item', name: 'Classic burger', quantity: 2, amount: 84, complimentary: false },
      { kind: 'modifier', name: 'Extra cheese', quantity: 2, amount: 8 },
      { kind: 'discount', amount: 8.4 },
      { kind: 'item', name: 'Lemonade', quantity: 1, amount: 18, complimentary: true },
    ]);
  });

  it('takes its totals and payments from the invoice as stored, not from its rows', () => {
    const receipt = receiptOf(sale, 2);
    expect(receipt).toMatchObject({
      subtotal: 110,
      discounts: 8.4,
      complimentary: 18,
      tax: 5.1,
      total: 88.7,
      tips: 10,
      refund: false,
      void: false,
    });
    expect(receipt.payments).toEqual([
      { methodId: '0193f000-0000-7000-8000-0000000003f2', amount: 88.7, tip: 10 },
    ]);
  });

  it('rounds amounts worked out per row to the currency, and prints a refund as one', () => {
    const refund: InvoiceDetail = {
      ...sale,
      kind: 'refund',
      refund_of: '0193f6a2-0000-7c3e-9a51-2f0d4b7e8a01',
      refunds_invoice: { ...row, number: 'DXB-000100' },
      lines: [{ ...sale.lines[0]!, quantity: 3, unit_price: 0.335, modifiers: [], discount: 0 }],
    };
    const receipt = receiptOf(refund, 2);
    expect(receipt.rows).toEqual([
      { kind: 'item', name: 'Classic burger', quantity: 3, amount: 1.01, complimentary: false },
    ]);
    expect(receipt).toMatchObject({ refund: true, refundOf: 'DXB-000100' });
    expect(receiptOf(refund, 3).rows[0]).toMatchObject({ amount: 1.005 });
  });
});
