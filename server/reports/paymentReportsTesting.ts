import type { InvoiceBody } from '@contract/sales';
import { beforeAll, expect } from 'vitest';
import type { SalesFixture } from '../sales/testing';
import type { Caller } from '../testing/harness';

/**
 * The payments the advanced payment report tests read, computed by hand. Two days at two locations
 * of the same currency (AED), two methods of two kinds (Card: card, Cash: cash):
 *
 * | invoice | where, when (+04:00)     | payments                          |
 * | S1      | Dubai, Mar 10 13:00      | card 15.00 tip 2.00, cash 6.00    |
 * | S3      | Abu Dhabi, Mar 10 09:00  | card 18.90 tip 1.00               |
 * | S2      | Dubai, Mar 11 19:30      | card 21.00 tip 1.50               |
 * | R1      | Dubai, Mar 11 20:00      | refund of S1: card 10.50 tip 0.50 |
 * | V1      | Abu Dhabi, Mar 11 12:00  | void: card 94.50 (never counted)  |
 * | P1, P2  | Dubai Mar 9, Abu Dhabi Mar 8 (the period before) | card 10.50; cash 21.00 |
 *
 * So the period takes in 60.90, pays back 10.50: net 50.40 over 5 payments (10.08 each), tips
 * 2 + 1 + 1.50 - 0.50 = 4.00. Card: 4 payments, 54.90 in, 10.50 back, net 44.40 (88.10 %); cash:
 * 1 payment of 6.00 (11.90 %).
 */
export const days = { first: '2026-03-10', second: '2026-03-11' };
export const period = `from=${days.first}&to=${days.second}`;

export interface PaymentSet {
  s1: string;
  s2: string;
  s3: string;
  r1: string;
  v1: string;
}

const burger = (fx: SalesFixture, quantity: number, discount = 0) => ({
  product_id: fx.vatProduct,
  name: 'Test burger',
  quantity,
  unit_price: 10,
  discount,
  // VAT 5% of what is charged.
  tax: Math.round((quantity * 10 - discount) * 5) / 100,
  is_complimentary: false,
  modifiers: [],
});

/** Posts the set in `beforeAll`; read the ids in tests. */
export function paymentSet(admin: Caller, fixture: () => SalesFixture): () => PaymentSet {
  let set: PaymentSet | null = null;
  beforeAll(async () => {
    const fx = fixture();
    const post = async (body: InvoiceBody) => {
      const reply = await admin('POST', '/invoices', body);
      expect(reply.statusCode, reply.body).toBe(201);
      return body.id;
    };
    const s1 = fx.invoice({
      number: 'S1',
      created_at: `${days.first}T13:00:00+04:00`,
      lines: [burger(fx, 2)],
      payments: [
        { payment_method_id: fx.card, amount: 15, tip: 2 },
        { payment_method_id: fx.cash, amount: 6, tip: 0 },
      ],
    });
    await post(s1);
    const made = {
      s1: s1.id,
      s3: await post(
        fx.invoice({
          number: 'S3',
          location_id: fx.abuDhabi,
          created_at: `${days.first}T09:00:00+04:00`,
          lines: [burger(fx, 2, 2)],
          payments: [{ payment_method_id: fx.card, amount: 18.9, tip: 1 }],
        }),
      ),
      s2: await post(
        fx.invoice({
          number: 'S2',
          created_at: `${days.second}T19:30:00+04:00`,
          lines: [burger(fx, 2)],
          payments: [{ payment_method_id: fx.card, amount: 21, tip: 1.5 }],
        }),
      ),
      r1: await post(
        fx.invoice({
          number: 'R1',
          created_at: `${days.second}T20:00:00+04:00`,
          refund_of: s1.id,
          lines: [burger(fx, 1)],
          payments: [{ payment_method_id: fx.card, amount: 10.5, tip: 0.5 }],
        }),
      ),
      v1: await post(
        fx.invoice({
          number: 'V1',
          location_id: fx.abuDhabi,
          status: 'void',
          created_at: `${days.second}T12:00:00+04:00`,
          lines: [burger(fx, 9)],
          payments: [{ payment_method_id: fx.card, amount: 94.5, tip: 0 }],
        }),
      ),
    };
    await post(
      fx.invoice({
        number: 'P1',
        created_at: '2026-03-09T12:00:00+04:00',
        payments: [{ payment_method_id: fx.card, amount: 10.5, tip: 0 }],
      }),
    );
    await post(
      fx.invoice({
        number: 'P2',
        location_id: fx.abuDhabi,
        created_at: '2026-03-08T12:00:00+04:00',
        lines: [burger(fx, 2)],
        payments: [{ payment_method_id: fx.cash, amount: 21, tip: 0 }],
      }),
    );
    set = made;
  });
  return () => {
    if (!set) throw new Error('the payment set is used before beforeAll posted it');
    return set;
  };
}
