import { describe, expect, it } from 'vitest';
import { demoServer } from '../testing/harness';
import { D1, D2, PERIOD, expectSumOfLocations, reportsDataSet } from './aggregateReportsTesting';

const demo = demoServer();
const { admin, staff } = demo;
const data = reportsDataSet(admin, staff);

const get = async (path: string) => {
  const reply = await admin('GET', path);
  expect(reply.statusCode, `${path}: ${reply.body.slice(0, 300)}`).toBe(200);
  return reply.json();
};
type Row = Record<string, unknown>;
const byKey = (items: Row[], key: string) =>
  Object.fromEntries(items.map((item) => [String(item[key]), item]));

describe('the sales summary', () => {
  it('adds up each day, and the period, and compares it with the week before', async () => {
    const reply = await get(`/sales-summary?${PERIOD}&loc=all&group=day`);
    // Newest first unless asked otherwise; only the two days with sales.
    expect(reply.items.map((b: Row) => b.key)).toEqual([D2, D1]);
    expect(reply.items[1]).toEqual({
      key: D1,
      transactions: 2,
      refund_count: 0,
      guests: 5,
      gross_sales: 59,
      discounts: 5,
      complimentary: 5,
      refunds: 0,
      net_sales: 49,
      tax: 2.45,
      tips: 1,
      total_sales: 51.45,
      vat: 2.45,
      average_order_value: 24.5,
    });
    expect(reply.items[0]).toMatchObject({
      transactions: 2,
      refund_count: 1,
      guests: 2,
      gross_sales: 24,
      refunds: 9,
      net_sales: 15,
      tax: 0.75,
      total_sales: 15.75,
      average_order_value: 7.5,
    });
    const whole = {
      gross_sales: 83,
      discounts: 5,
      complimentary: 5,
      refunds: 9,
      net_sales: 64,
      tax: 3.2,
      vat: 3.2,
      tips: 1,
      total_sales: 67.2,
      transactions: 4,
      average_order_value: 16,
    };
    expect(reply.figures).toEqual(whole);
    expect(reply.totals).toEqual({ ...whole, refund_count: 1, guests: 7 });
    // The seven days before: one lemonade sold on June 25.
    expect(reply.compare).toMatchObject({
      period: { from: '2026-06-23', to: '2026-06-29', until: null },
      net_sales: 5,
      total_sales: 5.25,
      transactions: 1,
    });
    expect(reply).toMatchObject({ total: 2, page: 1, period: { from: D1, to: D2 } });
  });

  it('keys weeks by their Monday and months by YYYY-MM, with the same totals', async () => {
    const weeks = await get(`/sales-summary?${PERIOD}&loc=all&group=week&dir=asc`);
    expect(weeks.items.map((b: Row) => [b.key, b.net_sales])).toEqual([
      ['2026-06-29', 49],
      ['2026-07-06', 15],
    ]);
    const months = await get(`/sales-summary?${PERIOD}&loc=all&group=month&dir=asc`);
    expect(months.items.map((b: Row) => [b.key, b.net_sales])).toEqual([
      ['2026-06', 49],
      ['2026-07', 15],
    ]);
    expect(months.totals).toEqual(weeks.totals);
  });

  it('lists each location, and all of them add up to the sum of each', async () => {
    const { dubai, soho } = data();
    const reply = await get(`/sales-summary?${PERIOD}&loc=all&group=location`);
    const rows = byKey(reply.items, 'key');
    expect(rows[dubai]).toMatchObject({
      transactions: 2,
      refund_count: 1,
      gross_sales: 39,
      discounts: 2,
      complimentary: 5,
      refunds: 9,
      net_sales: 23,
      tax: 1.15,
      total_sales: 24.15,
      average_order_value: 11.5,
    });
    expect(rows[soho]).toMatchObject({ gross_sales: 44, net_sales: 41, tax: 2.05 });
    const one = async (loc: string) => (await get(`/sales-summary?${PERIOD}&loc=${loc}`)).totals;
    expectSumOfLocations(reply.totals, [await one(dubai), await one(soho)]);
  });
});

describe("each cashier's report", () => {
  it('counts sales, refunds, voids and discounts per cashier', async () => {
    const { admin: a, staff: s } = data();
    const reply = await get(`/invoices-users-report?${PERIOD}&loc=all`);
    expect(reply.items.map((r: Row) => r.cashier_id)).toEqual([a, s]);
    expect(reply.items[0]).toEqual({
      cashier_id: a,
      transactions: 2,
      refund_count: 0,
      // The lemonade completed and voided afterwards.
      void_count: 1,
      gross_sales: 59,
      discounts: 5,
      complimentary: 5,
      refunds: 0,
      net_sales: 49,
      tax: 2.45,
      tips: 1,
      total_sales: 51.45,
      average_order_value: 24.5,
      // 5 of 59.
      discount_rate: 8.47,
    });
    expect(reply.items[1]).toMatchObject({
      cashier_id: s,
      transactions: 2,
      refund_count: 1,
      void_count: 1,
      gross_sales: 24,
      refunds: 9,
      net_sales: 15,
      discount_rate: 0,
    });
    expect(reply.totals).toMatchObject({
      transactions: 4,
      refund_count: 1,
      void_count: 2,
      net_sales: 64,
      total_sales: 67.2,
      average_order_value: 16,
      discount_rate: 6.02,
    });
    const one = await get(`/invoices-users-report?${PERIOD}&loc=all&cashier_id=${s}`);
    expect(one.items).toEqual([reply.items[1]]);
    const { cashier_id: _cashier, ...figures } = reply.items[1] as Row;
    expect(one.totals).toEqual(figures);
  });
});

describe('the discounts report', () => {
  const group = (g: string) => get(`/discounts-report?${PERIOD}&loc=all&group=${g}&dir=asc`);

  it('groups by product (modifiers apart), category, cashier, day and location', async () => {
    const { burger, lemonade, mains, drinks, admin: a, staff: s, dubai, soho } = data();
    const products = await group('product');
    expect(byKey(products.items, 'key')).toEqual({
      // 2 + 3 + 1 burgers at 10 (their cheese apart); 2 + 3 off; one refunded for 9.
      [burger]: {
        key: burger,
        gross_sales: 60,
        discounts: 5,
        complimentary: 0,
        discount_rate: 8.33,
        net_sales: 46,
      },
      [lemonade]: {
        key: lemonade,
        gross_sales: 15,
        discounts: 0,
        complimentary: 5,
        discount_rate: 0,
        net_sales: 10,
      },
    });
    expect(products.totals).toEqual({
      gross_sales: 75,
      discounts: 5,
      complimentary: 5,
      discount_rate: 6.67,
      net_sales: 56,
    });
    const categories = byKey((await group('category')).items, 'key');
    // The cheese (4 x 2) counts with the burgers.
    expect(categories[mains]).toMatchObject({
      gross_sales: 68,
      discount_rate: 7.35,
      net_sales: 54,
    });
    expect(categories[drinks]).toMatchObject({ gross_sales: 15, net_sales: 10 });
    const cashiers = byKey((await group('cashier')).items, 'key');
    expect(cashiers[a]).toMatchObject({ gross_sales: 59, discounts: 5, discount_rate: 8.47 });
    expect(cashiers[s]).toMatchObject({ gross_sales: 24, discounts: 0, discount_rate: 0 });
    const days = (await get(`/discounts-report?${PERIOD}&loc=all&group=day&sort=key&dir=asc`))
      .items;
    expect(days.map((d: Row) => [d.key, d.discounts, d.net_sales])).toEqual([
      [D1, 5, 49],
      [D2, 0, 15],
    ]);
    const places = byKey((await group('location')).items, 'key');
    expect(places[dubai]).toMatchObject({ gross_sales: 39, discounts: 2, discount_rate: 5.13 });
    expect(places[soho]).toMatchObject({ gross_sales: 44, discounts: 3, discount_rate: 6.82 });
    for (const g of ['category', 'cashier', 'day', 'location']) {
      expect((await group(g)).totals, g).toEqual({
        gross_sales: 83,
        discounts: 5,
        complimentary: 5,
        discount_rate: 6.02,
        net_sales: 64,
      });
    }
  });
});

describe('the payment reports', () => {
  it('give what each method took in and paid back, and its share', async () => {
    const { fx } = data();
    const reply = await get(`/payment-report?${PERIOD}&loc=all`);
    expect(byKey(reply.items, 'payment_method_id')).toEqual({
      // 20 + 28.35 in, the refund's 9.45 out, the tip of 1 beside.
      [fx.card]: {
        payment_method_id: fx.card,
        payments_count: 3,
        amount: 48.35,
        refunded: 9.45,
        net: 38.9,
        tips: 1,
        share: 57.89,
      },
      [fx.cash]: {
        payment_method_id: fx.cash,
        payments_count: 3,
        amount: 28.3,
        refunded: 0,
        net: 28.3,
        tips: 0,
        share: 42.11,
      },
    });
    expect(reply.totals).toEqual({
      payments_count: 6,
      amount: 76.65,
      refunded: 9.45,
      net: 67.2,
      tips: 1,
      share: 100,
    });
    const card = await get(`/payment-report?${PERIOD}&loc=all&payment_method_id=${fx.card}`);
    expect(card.items).toHaveLength(1);
    expect(card.totals).toMatchObject({ net: 38.9, share: 57.89 });
  });

  it('give each day its sales, the money in per method and the money out', async () => {
    const { fx } = data();
    const reply = await get(`/payment-report/v2?${PERIOD}&loc=all&dir=asc`);
    expect(reply.items).toEqual([
      {
        date: D1,
        transactions: 2,
        gross_sales: 59,
        discounts: 5,
        complimentary: 5,
        refunds: 0,
        net_sales: 49,
        tax: 2.45,
        tips: 1,
        total_sales: 51.45,
        methods: { [fx.card]: 48.35, [fx.cash]: 3.1 },
        collected: 51.45,
        refunded: 0,
        net_cash_flow: 51.45,
      },
      {
        date: D2,
        transactions: 2,
        gross_sales: 24,
        discounts: 0,
        complimentary: 0,
        refunds: 9,
        net_sales: 15,
        tax: 0.75,
        tips: 0,
        total_sales: 15.75,
        // The card only paid the refund back that day.
        methods: { [fx.card]: 0, [fx.cash]: 25.2 },
        collected: 25.2,
        refunded: 9.45,
        net_cash_flow: 15.75,
      },
    ]);
    expect(reply.totals).toMatchObject({
      transactions: 4,
      net_sales: 64,
      total_sales: 67.2,
      methods: { [fx.card]: 48.35, [fx.cash]: 28.3 },
      collected: 76.65,
      refunded: 9.45,
      net_cash_flow: 67.2,
    });
    expect([...reply.payment_methods].sort()).toEqual([fx.card, fx.cash].sort());
  });
});
