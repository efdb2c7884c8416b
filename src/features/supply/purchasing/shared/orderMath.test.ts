import { describe, expect, it } from 'vitest';
import type { SupplierOrderLine, SupplierOrderRow } from '@contract/purchasing';
import { allAsOrdered, receiptLines } from '../orders/receiveState';
import {
  actionsFor,
  applyReceipt,
  invoiceLinesFrom,
  orderLineFrom,
  orderTotal,
  receiveAllLines,
  receivedShare,
} from './orderMath';

const line = (id: string, packs: number, packSize: number, price: number): SupplierOrderLine =>
  orderLineFrom({ id, material_id: `m-${id}`, packs, pack_size: packSize, price, note: '' });

const order = (lines: SupplierOrderLine[]): SupplierOrderRow => ({
  id: 'o1',
  customer_id: 'c1',
  location_id: 'l1',
  number: 'PO-000001',
  supplier_id: 's1',
  status: 'sent',
  lines,
  note: '',
  expected_on: null,
  sent_at: null,
  accepted_at: null,
  declined_at: null,
  decline_reason: '',
  closed_at: null,
  cancelled_at: null,
  total: orderTotal(lines),
  received_value: 0,
  invoiced_value: 0,
  created_by: null,
  version: 1,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  deleted_at: null,
});

describe('supplier order figures on the device', () => {
  it('makes base units from packs and totals from pack prices', () => {
    const l = line('a', 3, 0.333, 10);
    expect(l.quantity).toBe(0.999);
    expect(orderTotal([l, line('b', 2, 5, 12.5)])).toBe(55);
  });

  it('receives short: the rest stays outstanding and the order is partly received', () => {
    const o = order([line('a', 4, 5, 20), line('b', 2, 1, 3)]);
    const after = applyReceipt(o, {
      id: 'r1',
      lines: [{ line_id: 'a', quantity: 15, damaged: 2, note: '' }],
      note: '',
    });
    expect(after.status).toBe('partly_received');
    expect(after.lines[0]).toMatchObject({ received: 15, damaged: 2, received_value: 60 });
    // Damaged goods are noted but neither received nor valued.
    expect(after.received_value).toBe(60);
    expect(receivedShare(after)).toBeCloseTo(15 / 22);
    expect(receiveAllLines(after)).toEqual([
      { line_id: 'a', quantity: 5, damaged: 0, note: '' },
      { line_id: 'b', quantity: 2, damaged: 0, note: '' },
    ]);
  });

  it('values a delivery at the delivery note price and counts a substitute against the line', () => {
    const o = order([line('a', 2, 10, 50)]);
    const after = applyReceipt(o, {
      id: 'r1',
      lines: [
        {
          line_id: 'a',
          quantity: 20,
          damaged: 0,
          price: 60,
          substitute_material_id: 'x',
          note: '',
        },
      ],
      note: '',
    });
    expect(after.lines[0]?.received).toBe(0);
    expect(after.lines[0]?.substitutes).toEqual([
      { receipt_id: 'r1', material_id: 'x', quantity: 20, value: 120 },
    ]);
    expect(after.status).toBe('received');
    expect(after.received_value).toBe(120);
  });

  it('offers only the moves the server allows', () => {
    expect(actionsFor('draft')).toEqual(['send', 'cancel']);
    expect(actionsFor('accepted')).toEqual(['receive']);
    expect(actionsFor('closed')).toEqual([]);
  });

  it('bills what arrived and is not billed yet, at the price received', () => {
    const o = applyReceipt(order([line('a', 2, 10, 50)]), {
      id: 'r1',
      lines: [{ line_id: 'a', quantity: 12, damaged: 0, note: '' }],
      note: '',
    });
    expect(invoiceLinesFrom(o)).toEqual([{ material_id: 'm-a', quantity: 12, unit_price: 5 }]);
  });
});

describe('the receiving screen', () => {
  it('fills "receive all as ordered" in whole packs and loose units', () => {
    const o = applyReceipt(order([line('a', 3, 4, 8)]), {
      id: 'r1',
      lines: [{ line_id: 'a', quantity: 2, damaged: 0, note: '' }],
      note: '',
    });
    const entries = allAsOrdered(o.lines);
    expect(entries.a).toMatchObject({ packs: 2, units: 2 });
    expect(receiptLines(o.lines, entries)).toEqual([
      { line_id: 'a', quantity: 10, damaged: 0, note: '' },
    ]);
  });

  it('sends only lines where something came, and a price only when it differs', () => {
    const lines = [line('a', 1, 6, 12), line('b', 1, 1, 2)];
    const sent = receiptLines(lines, {
      a: { packs: 1, units: 0, damaged: 1, price: 12, substitute: null },
      b: { packs: 0, units: 0, damaged: 0, price: 3, substitute: null },
    });
    expect(sent).toEqual([{ line_id: 'a', quantity: 6, damaged: 1, note: '' }]);
  });
});
