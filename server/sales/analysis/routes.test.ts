import { describe, expect, it, beforeAll } from 'vitest';
import { salesFixture } from '../testing';
import { demoServer, errorOf } from '../../testing/harness';

const demo = demoServer();
const { admin, staff } = demo;
const fx = salesFixture(admin);

/** Three days at the Abu Dhabi cafe: sales with a modifier, a discount, a free line, a refund. */
const days = ['2026-08-03', '2026-08-04', '2026-08-05'];
const range = `from=${days[0]}&to=${days[2]}`;
let at = '';

beforeAll(async () => {
  at = fx().abuDhabi;
  const line = {
    product_id: fx().vatProduct,
    name: 'Test burger',
    quantity: 2,
    unit_price: 10,
    discount: 2,
    tax: 0.9,
    is_complimentary: false,
    modifiers: [
      { modifier_item_id: fx().modifierItem, name: 'Cheese', quantity: 1, unit_price: 2 },
    ],
  };
  const free = { ...line, quantity: 1, discount: 0, tax: 0, is_complimentary: true, modifiers: [] };
  const invoices = [];
  for (const [i, date] of days.entries()) {
    for (const hour of ['08', '13', '19']) {
      invoices.push(
        fx().invoice({
          location_id: at,
          created_at: `${date}T${hour}:15:00+04:00`,
          guests: 2,
          lines: [line, free],
          // 2 x (10 + 2) - 2 + 0.90 = 22.90
          payments: [
            { payment_method_id: hour === '13' ? fx().cash : fx().card, amount: 22.9, tip: i },
          ],
        }),
      );
    }
  }
  const reply = await admin('POST', '/invoices/batch', { invoices });
  expect(reply.json().results.every((r: { status: number }) => r.status === 201)).toBe(true);
  const refund = fx().invoice({
    location_id: at,
    created_at: `${days[2]}T20:00:00+04:00`,
    refund_of: invoices[8]!.id,
    lines: [{ ...line, quantity: 1, discount: 1, tax: 0.45, modifiers: [] }],
    payments: [{ payment_method_id: fx().card, amount: 9.45, tip: 0 }],
  });
  expect((await admin('POST', '/invoices', refund)).statusCode).toBe(201);
});

const get = async (path: string) => {
  const reply = await admin('GET', path);
  expect(reply.statusCode, `${path}: ${reply.body.slice(0, 300)}`).toBe(200);
  return reply.json();
};
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

describe('every sales read tells the same figures', () => {
  it('the summary, the trend, the hours, the blocks, the items, the categories and the payments agree', async () => {
    const figures = await get(`/reports-v2/sales/summary-metrics?${range}&loc=${at}`);
    // 9 sales: gross 9 x (24 + 10) = 306; discounts 18; free 90; one refund of 10 - 1 = 9.
    expect(figures).toMatchObject({
      gross_sales: 306,
      discounts: 18,
      complimentary: 90,
      refunds: 9,
      net_sales: 189,
      transactions: 9,
      tips: 9,
    });
    const trend = await get(`/reports-v2/sales/sales-trend?${range}&loc=${at}&interval=day`);
    expect(trend.data.map((d: { period: string }) => d.period)).toEqual(days);
    expect(sum(trend.data.map((d: { net_sales: number }) => d.net_sales))).toBe(189);
    // All time is the days between the first and the last sale, not seventy thousand of them.
    const allTime = await get(
      `/reports-v2/sales/sales-trend?from=1900-01-01&to=2099-12-31&loc=${at}&interval=day`,
    );
    expect(allTime.data.map((d: { period: string }) => d.period)).toEqual(days);
    const hours = await get(`/reports-v2/sales/sales-by-time?${range}&loc=${at}&by=hour`);
    expect(hours.data).toHaveLength(24);
    expect(sum(hours.data.map((d: { net_sales: number }) => d.net_sales))).toBe(189);
    expect(hours.data[8].transactions).toBe(3);
    const blocks = await get(`/reports-v2/sales/sales-by-time?${range}&loc=${at}&by=block`);
    expect(
      blocks.data.map((b: { block: string; from_hour: number; to_hour: number }) => [
        b.block,
        b.from_hour,
        b.to_hour,
      ]),
    ).toEqual([
      ['morning', 5, 12],
      ['afternoon', 12, 17],
      ['evening', 17, 22],
      ['night', 22, 5],
    ]);
    expect(sum(blocks.data.map((d: { net_sales: number }) => d.net_sales))).toBe(189);
    const chart = await get(`/sales-hours-chart?${range}&loc=${at}`);
    expect(chart.data).toEqual(hours.data);
    const items = await get(`/sales/items?${range}&loc=${at}&group=product`);
    expect(items.totals).toMatchObject({
      gross_sales: 306,
      net_sales: 189,
      discounts: 18,
      complimentary: 90,
    });
    const burger = items.data.find((r: { key: string }) => r.key === fx().vatProduct);
    expect(burger).toMatchObject({ quantity: 27, refunded_quantity: 1, name: 'Test burger' });
    const cheese = items.data.find((r: { key: string }) => r.key === fx().modifierItem);
    expect(cheese).toMatchObject({ item_kind: 'modifier', quantity: 18, gross_sales: 36 });
    for (const group of ['category', 'day', 'channel', 'location']) {
      const grouped = await get(`/sales/items?${range}&loc=${at}&group=${group}`);
      expect(grouped.totals.net_sales, group).toBe(189);
    }
    const categories = await get(`/reports-v2/sales/sales-by-category?${range}&loc=${at}`);
    expect(sum(categories.data.map((c: { net_sales: number }) => c.net_sales))).toBe(189);
    expect(sum(categories.data.map((c: { share_pct: number }) => c.share_pct))).toBe(100);
    const methods = await get(`/payments-chart?${range}&loc=${at}`);
    // Takings: 9 x 22.90 paid, 9.45 paid back.
    expect(methods.total).toBe(196.65);
    expect(sum(methods.data.map((m: { net: number }) => m.net))).toBe(196.65);
    const account = await get(`/sales/payment-account?${range}&loc=${at}`);
    expect(sum(account.data.map((d: { takings: number }) => d.takings))).toBe(206.1);
    // Cash: 3 x 22.90 paid in cash and the tips that came with it (0 + 1 + 2); the bank gets the
    // rest: 206.10 - 9.45 refunded + 9 tips - 71.70.
    expect(sum(account.data.map((d: { cash: number }) => d.cash))).toBe(71.7);
    expect(sum(account.data.map((d: { to_bank: number }) => d.to_bank))).toBe(133.95);
    const top = await get(`/reports-v2/payments/top-ten-chart?${range}&loc=${at}`);
    expect(top.data[0]).toMatchObject({ product_id: fx().vatProduct, quantity: 26 });
    const daily = await get(`/reports-v2/payments/sale-chart?${range}&loc=${at}`);
    expect(daily.data.map((d: { transactions: number }) => d.transactions)).toEqual([3, 3, 3]);
    const free = await get(`/reports-v2/invoices/complimentary?${range}&loc=${at}`);
    expect(free).toMatchObject({ total: 90 });
    expect(free.data[0]).toMatchObject({ item_id: fx().vatProduct, quantity: 9, value: 90 });
    const summary = await get(
      `/reports-v2/invoices/invoice-and-payment-summary?${range}&loc=${at}`,
    );
    expect(summary).toMatchObject({
      sales: { count: 9 },
      refunds: { count: 1 },
      figures: { net_sales: 189 },
    });
    const stores = await get(`/dashboard/store-performance?${range}&loc=${at}`);
    expect(stores.data[0]).toMatchObject({
      location_id: at,
      figures: { net_sales: 189 },
      insight: 'strong_growth',
    });
    expect(stores.data[0].trend).toHaveLength(3);
    const total = await get(`/invoices-total-location/${at}?${range}`);
    expect(total).toMatchObject({ net_sales: 189, location_id: at });
  });

  it('weeks, months, latest invoices, open orders, filters and the cost of what sold', async () => {
    const week = await get(
      `/reports-v2/sales/week-over-week?from=${days[2]}&to=${days[2]}&loc=${at}`,
    );
    expect(week.data).toHaveLength(7);
    expect(week.this_week.net_sales).toBe(189);
    const months = await get(
      `/reports-v2/sales/month-over-month?to=2026-09-10&from=2026-09-10&months=3&loc=${at}`,
    );
    expect(months.data.map((m: { month: string }) => m.month)).toEqual([
      '2026-07',
      '2026-08',
      '2026-09',
    ]);
    expect(months.data[1]).toMatchObject({ net_sales: 189, change_pct: null });
    const latest = await get(`/dashboard/latest-transactions?loc=${at}&limit=3`);
    expect(latest.data).toHaveLength(3);
    expect(latest.data[0]).toMatchObject({ kind: 'refund', total: 9.45 });
    const options = await get(`/reports-v2/sales/filter-options?loc=all`);
    expect(options.payment_methods.map((m: { name: string }) => m.name)).toContain('Card');
    const cost = await get(`/sales/inventory-account?${range}&loc=${at}`);
    expect(cost.data).toHaveLength(3);
    expect(cost.without_recipe[0]).toMatchObject({ product_id: fx().vatProduct });
  });

  it('refuses bad dates with 400 and other locations with 403, for every read', async () => {
    const paths = [
      '/reports-v2/sales/sales-trend',
      '/reports-v2/sales/sales-by-time',
      '/reports-v2/payments/top-ten-chart',
      '/payments-chart',
      '/dashboard/store-performance',
      '/sales/items',
      '/reports-v2/invoices/invoice-summary',
    ];
    for (const path of paths) {
      const bad = await admin('GET', `${path}?from=2026-02-30`);
      expect(bad.statusCode, path).toBe(400);
      expect(errorOf(bad).code).toBe('VALIDATION');
      const backwards = await admin('GET', `${path}?from=2026-02-10&to=2026-02-01`);
      expect(backwards.statusCode, path).toBe(400);
      const elsewhere = await staff('GET', `${path}?loc=${at}`);
      expect([403], path).toContain(elsewhere.statusCode);
    }
  });
});

describe('item-level sales', () => {
  it('count products as items sold in every grouping, and filter any grouping by category', async () => {
    const query = `${range}&loc=${at}`;
    const byDay = await get(`/sales/items?${query}&group=day`);
    // 9 sales of 2 + 1 free burgers, one refunded: modifiers are not items of their own here.
    expect(byDay.totals.quantity).toBe(27);
    expect(byDay.data.map((d: { quantity: number }) => d.quantity)).toEqual([9, 9, 9]);
    const byProduct = await get(`/sales/items?${query}&group=product`);
    expect(byProduct.totals.quantity).toBe(27);
    const byLocation = await get(`/sales/items?${query}&group=location`);
    expect(byLocation.data).toEqual([expect.objectContaining({ key: at, quantity: 27 })]);
    const none = await get(`/sales/items?${query}&group=day&category_id=${fx().dubai}`);
    expect(none.data).toEqual([]);
  });

  it('counts and totals every open order, beyond the twenty it lists', async () => {
    const before = await get(`/dashboard/open-orders?loc=${at}`);
    const order = (status: 'pending' | 'ready' | 'completed', minute: number) =>
      fx().invoice({
        location_id: at,
        status,
        created_at: `2026-08-20T12:${String(minute).padStart(2, '0')}:00+04:00`,
      });
    const invoices = [
      ...Array.from({ length: 24 }, (_, i) => order('pending', i)),
      order('ready', 30),
      order('completed', 31),
    ];
    const reply = await admin('POST', '/invoices/batch', { invoices });
    expect(reply.json().results.every((r: { status: number }) => r.status === 201)).toBe(true);

    const open = await get(`/dashboard/open-orders?loc=${at}`);
    expect(open.count).toBe(before.count + 25);
    expect(open.by_status.pending).toBe(before.by_status.pending + 24);
    expect(open.by_status.ready).toBe(before.by_status.ready + 1);
    expect(open.total).toBeCloseTo(before.total + 25 * 10.5, 2);
    expect(open.data).toHaveLength(20);
    // Oldest first.
    const times = open.data.map((row: { created_at: string }) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('counts in the complimentary report only what was given free, products and modifiers alike', async () => {
    const soho = fx().soho;
    const cheese = {
      modifier_item_id: fx().modifierItem,
      name: 'Cheese',
      quantity: 1,
      unit_price: 2,
    };
    const paid = {
      product_id: fx().vatProduct,
      name: 'Test burger',
      quantity: 2,
      unit_price: 10,
      discount: 0,
      tax: 0,
      is_complimentary: false,
      modifiers: [cheese],
    };
    const free = { ...paid, quantity: 1, is_complimentary: true };
    const sale = fx().invoice({
      location_id: soho,
      created_at: '2026-08-20T13:00:00+01:00',
      lines: [paid, free],
      // 2 x (10 + 2); the free line's 10 + 2 is given.
      payments: [{ payment_method_id: fx().card, amount: 24, tip: 0 }],
    });
    expect((await admin('POST', '/invoices', sale)).statusCode).toBe(201);
    const given = await get(
      `/reports-v2/invoices/complimentary?from=2026-08-20&to=2026-08-20&loc=${soho}`,
    );
    expect(given.total).toBe(12);
    expect(
      given.data.map((r: { item_kind: string; quantity: number; value: number }) => [
        r.item_kind,
        r.quantity,
        r.value,
      ]),
    ).toEqual([
      ['product', 1, 10],
      ['modifier', 1, 2],
    ]);
  });

  it('says which currencies a sum of locations added', async () => {
    const one = await get(`/reports-v2/sales/summary-metrics?loc=${at}`);
    expect(one.currencies).toEqual(['AED']);
    const all = await get('/reports-v2/sales/summary-metrics?loc=all');
    expect([...all.currencies].sort()).toEqual(['AED', 'GBP']);
  });
});
