import type { InvoiceBody, InvoiceLine } from '@contract/sales';
import { beforeAll, expect } from 'vitest';
import type { SalesFixture } from '../sales/testing';
import type { Caller } from '../testing/harness';

/**
 * The invoice reports' hand-computed data set: two business dates at two locations of the demo
 * (the staff user's own, A, and another, B), two cashiers, two payment methods.
 *
 * | invoice | where, when          | what                                                  | status    |
 * | S1      | A, D1 10:00, X, dine | 2 burgers at 10 less 2 (tax 0.90) + 1 free; card 10 + cash 8.90 | completed |
 * | S2      | A, D1 12:00, Y, Deliveroo | platter 50 + cheese 2 (tax 6.24); card 58.24, tip 3 | completed |
 * | S3      | B, D1 14:00, X, dine, 4 guests | 4 burgers (tax 2); card 42, tip 1           | completed |
 * | P2      | B, D1 16:00          | 1 salad at 10 (tax 0.50), nothing paid                | preparing |
 * | R1      | A, D2 09:00, X, dine | refund of S1: 1 burger less 1 (tax 0.45); cash 9.45   | completed |
 * | V1      | A, D2 11:00, Y       | 1 burger (tax 0.50); card 10.50, then voided          | void      |
 * | P1      | A, D2 19:00, Y, dine | platter 50 (tax 6); cash 20 so far                    | pending   |
 */
export const D1 = '2026-10-05';
export const D2 = '2026-10-06';
export const range = `from=${D1}&to=${D2}`;

export interface InvoiceReportsData {
  A: string;
  B: string;
  X: string;
  Y: string;
  salads: string;
  ids: Record<'S1' | 'S2' | 'S3' | 'P2' | 'R1' | 'V1' | 'P1', string>;
}

export function invoiceReportsData(
  admin: Caller,
  staff: Caller,
  staffLocation: () => string,
  fx: () => SalesFixture,
): () => InvoiceReportsData {
  let data: InvoiceReportsData | null = null;
  beforeAll(async () => {
    const f = fx();
    const A = staffLocation();
    // Both on the UTC+4 clock, so the times below are those business dates.
    if (A !== f.dubai && A !== f.abuDhabi) throw new Error('the staff user works elsewhere');
    const B = A === f.dubai ? f.abuDhabi : f.dubai;
    const X = (await admin('GET', '/user-find/current')).json().id as string;
    const Y = (await staff('GET', '/user-find/current')).json().id as string;
    const create = async (path: string, body: Record<string, unknown>) => {
      const reply = await admin('POST', path, body);
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json().id as string;
    };
    const salads = await create('/categories', { name: 'Test salads' });
    const salad = await create('/products', { name: 'Test salad', price: 10, category_id: salads });

    const burger = (quantity: number, discount: number, tax: number): InvoiceLine => ({
      product_id: f.vatProduct,
      name: 'Test burger',
      quantity,
      unit_price: 10,
      discount,
      tax,
      is_complimentary: false,
      modifiers: [],
    });
    const platter = (tax: number, cheese: boolean): InvoiceLine => ({
      product_id: f.mixedProduct,
      name: 'Test hotel platter',
      quantity: 1,
      unit_price: 50,
      discount: 0,
      tax,
      is_complimentary: false,
      modifiers: cheese
        ? [{ modifier_item_id: f.modifierItem, name: 'Cheese', quantity: 1, unit_price: 2 }]
        : [],
    });
    const pay = (method: string, amount: number, tip = 0) => ({
      payment_method_id: method,
      amount,
      tip,
    });
    const at = (date: string, time: string) => `${date}T${time}:00+04:00`;
    const invoice = (number: string, body: Partial<InvoiceBody>) =>
      f.invoice({ number, location_id: A, ...body });
    const day1 = [
      invoice('S1', {
        created_at: at(D1, '10:00'),
        cashier_id: X,
        order_type_id: f.dineIn,
        guests: 2,
        lines: [burger(2, 2, 0.9), { ...burger(1, 0, 0), is_complimentary: true }],
        payments: [pay(f.card, 10), pay(f.cash, 8.9)],
      }),
      invoice('S2', {
        created_at: at(D1, '12:00'),
        cashier_id: Y,
        channel_id: f.deliveroo,
        lines: [platter(6.24, true)],
        payments: [pay(f.card, 58.24, 3)],
      }),
      invoice('S3', {
        location_id: B,
        created_at: at(D1, '14:00'),
        cashier_id: X,
        order_type_id: f.dineIn,
        guests: 4,
        lines: [burger(4, 0, 2)],
        payments: [pay(f.card, 42, 1)],
      }),
      invoice('P2', {
        location_id: B,
        created_at: at(D1, '16:00'),
        status: 'preparing',
        lines: [{ ...burger(1, 0, 0.5), product_id: salad, name: 'Test salad' }],
        payments: [],
      }),
      invoice('V1', {
        created_at: at(D2, '11:00'),
        cashier_id: Y,
        lines: [burger(1, 0, 0.5)],
        payments: [pay(f.card, 10.5)],
      }),
      invoice('P1', {
        created_at: at(D2, '19:00'),
        cashier_id: Y,
        status: 'pending',
        order_type_id: f.dineIn,
        lines: [platter(6, false)],
        payments: [pay(f.cash, 20)],
      }),
    ];
    const batch = await admin('POST', '/invoices/batch', { invoices: day1 });
    for (const result of batch.json().results) expect(result.status, batch.body).toBe(201);
    const [S1, S2, S3, P2, V1, P1] = day1.map((i) => i.id);
    const refund = invoice('R1', {
      created_at: at(D2, '09:00'),
      cashier_id: X,
      order_type_id: f.dineIn,
      refund_of: S1,
      lines: [burger(1, 1, 0.45)],
      payments: [pay(f.cash, 9.45)],
    });
    expect((await admin('POST', '/invoices', refund)).statusCode).toBe(201);
    const voided = await admin('PUT', `/invoices/${V1}/status`, { status: 'void' });
    expect(voided.statusCode, voided.body).toBe(200);
    data = {
      A,
      B,
      X,
      Y,
      salads,
      ids: { S1: S1!, S2: S2!, S3: S3!, P2: P2!, R1: refund.id, V1: V1!, P1: P1! },
    };
  });
  return () => {
    if (!data) throw new Error('the invoice reports data is used before beforeAll made it');
    return data;
  };
}

/** A GET that must answer 200, its JSON. */
export const getter = (call: Caller) => async (path: string) => {
  const reply = await call('GET', path);
  expect(reply.statusCode, `${path}: ${reply.body.slice(0, 300)}`).toBe(200);
  return reply.json();
};

/** Sums to the milli, as amounts are kept. */
export const sum = (values: readonly number[]) =>
  Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

/** Every item of a report, read page by page with `limit`, checking the totals never change. */
export async function allPages(
  get: (
    path: string,
  ) => Promise<{ items: Array<Record<string, unknown>>; total: number; totals: unknown }>,
  path: string,
  limit: number,
) {
  const first = await get(`${path}&limit=${limit}&page=1`);
  const items = [...first.items];
  const pages = Math.ceil(first.total / limit);
  for (let page = 2; page <= pages; page += 1) {
    const next = await get(`${path}&limit=${limit}&page=${page}`);
    expect(next.totals).toEqual(first.totals);
    expect(next.total).toBe(first.total);
    items.push(...next.items);
  }
  const beyond = await get(`${path}&limit=${limit}&page=${pages + 1}`);
  expect(beyond.items).toEqual([]);
  return { first, items };
}
