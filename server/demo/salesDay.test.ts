import { describe, expect, test } from 'vitest';
import { plainSale } from '@contract/invoiceExample';
import { asOf, OPEN_ORDER_MINUTES } from './salesDay';
import type { DemoInvoice } from './salesOrder';

const MINUTE = 60_000;
const SOLD = Date.parse('2026-11-20T12:00:00Z');
const product = { id: '0192e1a0-0000-7000-8000-000000000003', name: 'Burger' };

/** A delivery sale, and its refund half an hour later, as a demo day makes them. */
function deliveredAndRefunded(): DemoInvoice[] {
  const invoice = (id: string, at: number, refund_of?: string): DemoInvoice => ({
    at,
    service: 'delivery',
    body: {
      ...plainSale({
        id,
        number: id.slice(-4),
        created_at: new Date(at).toISOString(),
        location_id: '0192e1a0-0000-7000-8000-000000000002',
        product,
        payment_method_id: '0192e1a0-0000-7000-8000-000000000004',
      }),
      ...(refund_of ? { refund_of } : {}),
    },
  });
  const sale = invoice('0192e1a0-0000-7000-8000-000000000011', SOLD);
  return [sale, invoice('0192e1a0-0000-7000-8000-000000000012', SOLD + 30 * MINUTE, sale.body.id)];
}

describe('the demo day as of an instant', () => {
  test('a recent online sale is still an open order, but a recent refund is never one', () => {
    const [sale, refund] = deliveredAndRefunded();
    // Five minutes after the sale: still being prepared.
    const early = asOf([sale!], SOLD + 5 * MINUTE);
    expect(early.map((i) => i.status)).toEqual(['pending']);
    // Five minutes after the refund: the sale is delivered, and the refund is done as it was
    // made (a till refuses a refund that is not completed or void).
    const late = asOf([sale!, refund!], refund!.at + 5 * MINUTE);
    expect(refund!.at + 5 * MINUTE - SOLD).toBeGreaterThan(OPEN_ORDER_MINUTES * MINUTE);
    expect(late.map((i) => [i.refund_of ?? null, i.status])).toEqual([
      [null, 'completed'],
      [sale!.body.id, 'completed'],
    ]);
  });
});
