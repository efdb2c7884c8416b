import type { InvoiceBody } from '@contract/sales';
import { beforeAll, expect } from 'vitest';
import { salesFixture, type SalesFixture } from '../sales/testing';
import type { Caller, TestRow } from '../testing/harness';

/**
 * The hand-computed data set of the aggregate reports' tests. Two locations (Dubai Marina, the
 * demo staff's only one, and Soho), two business days a week apart in two months, two cashiers,
 * two payment methods; a sale with a discount, a modifier and a free line, a refund, a void, a sale
 * voided after it completed, and a sale in the week before (the comparison).
 *
 * | invoice | where, when | cashier | lines | due | paid |
 * | I1 | Dubai D1 13:00 | admin | 2 burgers @10 + cheese @2 each, -2; 1 lemonade @5 free; tax 1.10 | 23.10 | card 20 (+1 tip), cash 3.10 |
 * | I2 | Dubai D2 19:00 | staff | 2 lemonades @5; tax 0.50 | 10.50 | cash |
 * | R1 | Dubai D2 20:00 | staff | refund of I1: 1 burger @10, -1; tax 0.45 | 9.45 | card |
 * | V1 | Dubai D2 21:00 | staff | 1 burger, sent void | - | - |
 * | V2 | Dubai D1 14:00 | admin | 1 lemonade, completed then voided | - | - |
 * | I3 | Soho D1 12:00 | admin | 3 burgers @10, -3; tax 1.35 | 28.35 | card |
 * | I4 | Soho D2 13:00 | staff | 1 burger @10 + 2 cheese @2; tax 0.70 | 14.70 | cash |
 * | I5 | Dubai 2026-06-25 | none | 1 lemonade @5; tax 0.25 | 5.25 | card |
 *
 * Burgers are Mains with a recipe costing 3.60 (100 g of beef at 0.03 a gram, a bun at 0.60);
 * lemonades are Drinks without a recipe; the cheese counts in the burger's category.
 */

/** Tuesday and the Monday after: two weeks, two months. */
export const D1 = '2026-06-30';
export const D2 = '2026-07-06';
export const PERIOD = `from=${D1}&to=${D2}`;

export interface ReportsDataSet {
  fx: SalesFixture;
  dubai: string;
  soho: string;
  admin: string;
  staff: string;
  mains: string;
  drinks: string;
  burger: string;
  lemonade: string;
  cheese: string;
}

/** Makes the data set in `beforeAll` (after the demo server signed in); read it in tests. */
export function reportsDataSet(admin: Caller, staffCaller: Caller): () => ReportsDataSet {
  const fixture = salesFixture(admin);
  let made: ReportsDataSet | null = null;
  beforeAll(async () => {
    const fx = fixture();
    const create = async (path: string, body: Record<string, unknown>) => {
      const reply = await admin('POST', path, body);
      expect(reply.statusCode, `${path}: ${reply.body}`).toBe(201);
      return (reply.json() as TestRow).id;
    };
    const groups = (await admin('GET', '/tax-group?limit=1000')).json().data as TestRow[];
    const vatOnly = groups.find((g) => g.name === 'Test VAT only')!.id;
    const mains = await create('/categories', { name: 'RS2 mains' });
    const drinks = await create('/categories', { name: 'RS2 drinks' });
    const beef = await create('/materials', { name: 'RS2 beef', unit: 'g', cost: 0.03 });
    const bun = await create('/materials', { name: 'RS2 bun', unit: 'piece', cost: 0.6 });
    const burger = await create('/products', {
      name: 'RS2 burger',
      price: 10,
      category_id: mains,
      tax_group_id: vatOnly,
      recipe: [
        { material_id: beef, quantity: 0.1, unit: 'kg' },
        { material_id: bun, quantity: 1, unit: 'piece' },
      ],
    });
    const lemonade = await create('/products', {
      name: 'RS2 lemonade',
      price: 5,
      category_id: drinks,
      tax_group_id: vatOnly,
    });
    const adminId = (await admin('GET', '/user-find/current')).json().id as string;
    const staffId = (await staffCaller('GET', '/user-find/current')).json().id as string;
    const cheese = (quantity: number) => ({
      modifier_item_id: fx.modifierItem,
      name: 'Cheese',
      quantity,
      unit_price: 2,
    });
    const line = (
      product: string,
      quantity: number,
      unitPrice: number,
      discount: number,
      tax: number,
      more: Partial<InvoiceBody['lines'][number]> = {},
    ): InvoiceBody['lines'][number] => ({
      product_id: product,
      name: product === burger ? 'RS2 burger' : 'RS2 lemonade',
      quantity,
      unit_price: unitPrice,
      discount,
      tax,
      is_complimentary: false,
      modifiers: [],
      ...more,
    });
    const at = (location: string, date: string, time: string) =>
      `${date}T${time}:00${location === fx.soho ? '+01:00' : '+04:00'}`;
    const pay = (method: string, amount: number, tip = 0) => ({
      payment_method_id: method,
      amount,
      tip,
    });

    const i1 = fx.invoice({
      created_at: at(fx.dubai, D1, '13:00'),
      cashier_id: adminId,
      guests: 2,
      lines: [
        line(burger, 2, 10, 2, 1.1, { modifiers: [cheese(1)] }),
        line(lemonade, 1, 5, 0, 0, { is_complimentary: true }),
      ],
      payments: [pay(fx.card, 20, 1), pay(fx.cash, 3.1)],
    });
    const v2 = fx.invoice({
      created_at: at(fx.dubai, D1, '14:00'),
      cashier_id: adminId,
      lines: [line(lemonade, 1, 5, 0, 0.25)],
      payments: [pay(fx.cash, 5.25)],
    });
    const invoices: InvoiceBody[] = [
      i1,
      v2,
      fx.invoice({
        created_at: at(fx.dubai, D2, '19:00'),
        cashier_id: staffId,
        guests: 1,
        lines: [line(lemonade, 2, 5, 0, 0.5)],
        payments: [pay(fx.cash, 10.5)],
      }),
      fx.invoice({
        created_at: at(fx.dubai, D2, '21:00'),
        status: 'void',
        cashier_id: staffId,
        lines: [line(burger, 1, 10, 0, 0.5)],
        payments: [],
      }),
      fx.invoice({
        location_id: fx.soho,
        created_at: at(fx.soho, D1, '12:00'),
        cashier_id: adminId,
        guests: 3,
        lines: [line(burger, 3, 10, 3, 1.35)],
        payments: [pay(fx.card, 28.35)],
      }),
      fx.invoice({
        location_id: fx.soho,
        created_at: at(fx.soho, D2, '13:00'),
        cashier_id: staffId,
        guests: 1,
        lines: [line(burger, 1, 10, 0, 0.7, { modifiers: [cheese(2)] })],
        payments: [pay(fx.cash, 14.7)],
      }),
      fx.invoice({
        created_at: at(fx.dubai, '2026-06-25', '13:00'),
        lines: [line(lemonade, 1, 5, 0, 0.25)],
        payments: [pay(fx.card, 5.25)],
      }),
    ];
    const batch = await admin('POST', '/invoices/batch', { invoices });
    expect(batch.json().results.map((r: { status: number }) => r.status)).toEqual(
      invoices.map(() => 201),
    );
    const refund = fx.invoice({
      created_at: at(fx.dubai, D2, '20:00'),
      refund_of: i1.id,
      cashier_id: staffId,
      lines: [line(burger, 1, 10, 1, 0.45)],
      payments: [pay(fx.card, 9.45)],
    });
    expect((await admin('POST', '/invoices', refund)).statusCode).toBe(201);
    expect((await admin('PUT', `/invoices/${v2.id}/status`, { status: 'void' })).statusCode).toBe(
      200,
    );
    made = {
      fx,
      dubai: fx.dubai,
      soho: fx.soho,
      admin: adminId,
      staff: staffId,
      mains,
      drinks,
      burger,
      lemonade,
      cheese: fx.modifierItem,
    };
  });
  return () => {
    if (!made) throw new Error('the reports data set is used before beforeAll made it');
    return made;
  };
}

/** Numbers added as a till would: to the thousandth, so 0.1 + 0.2 is 0.3. */
export const sum = (values: number[]) =>
  Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

type Row = Record<string, unknown>;

/** Ratios are not added: each is recomputed from its sums. */
const ratios = new Set(['share', 'discount_rate', 'average_order_value', 'average_price']);

/**
 * Each additive column of `all` is the sum of the same column of `each` (records of amounts, such
 * as the cash flow's methods, key by key).
 */
export function expectSumOfLocations(all: Row, each: Row[]) {
  for (const [key, value] of Object.entries(all)) {
    if (ratios.has(key)) continue;
    if (typeof value === 'number') {
      expect(value, key).toBe(sum(each.map((e) => (e[key] as number | undefined) ?? 0)));
    } else if (value && typeof value === 'object') {
      expectSumOfLocations(
        value as Row,
        each.map((e) => (e[key] ?? {}) as Row),
      );
    }
  }
}
