import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_ID } from '../demo';
import { systemScope } from '../sales/scope';
import { salesFixture } from '../sales/testing';
import { demoServer, errorOf } from '../testing/harness';
import { advancedSummary } from './paymentReportsRead';
import { days, paymentSet, period } from './paymentReportsTesting';

const demo = demoServer();
const { admin, staff } = demo;
const fx = salesFixture(admin);
const set = paymentSet(admin, fx);

const base = '/reports-v2/advanced-payments';
const get = async (path: string, as = admin) => {
  const reply = await as('GET', `${base}/${path}`);
  expect(reply.statusCode, `${path}: ${reply.body.slice(0, 300)}`).toBe(200);
  return reply.json();
};
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;
const amounts = ['payments_count', 'amount', 'refunded', 'net', 'tips'] as const;
const pick = (row: Record<string, unknown>) => Object.fromEntries(amounts.map((k) => [k, row[k]]));

describe('advanced payments, computed by hand', () => {
  it('summary: the period against the period before, to the cent', async () => {
    const summary = await get(`summary?${period}&loc=all`);
    expect(summary).toMatchObject({
      period: { from: days.first, to: days.second },
      payments_count: 5,
      amount: 60.9,
      refunded: 10.5,
      net: 50.4,
      tips: 4,
      average_payment: 10.08,
      methods_used: 2,
      compare: {
        period: { from: '2026-03-08', to: '2026-03-09', until: null },
        payments_count: 2,
        amount: 31.5,
        refunded: 0,
        net: 31.5,
        tips: 0,
      },
    });
    const cash = await get(`summary?${period}&loc=all&payment_method_id=${fx().cash}`);
    expect(cash).toMatchObject({ payments_count: 1, amount: 6, net: 6, methods_used: 1 });
    expect(cash.compare).toMatchObject({ payments_count: 1, amount: 21, net: 21 });
  });

  it('payment categories: per kind of method, shares of net adding up to 100', async () => {
    const reply = await get(`payment-categories?${period}&loc=all`);
    expect(reply.items).toEqual([
      { kind: 'card', payments_count: 4, amount: 54.9, refunded: 10.5, net: 44.4, share: 88.1 },
      { kind: 'cash', payments_count: 1, amount: 6, refunded: 0, net: 6, share: 11.9 },
    ]);
    expect(reply.totals).toEqual({
      payments_count: 5,
      amount: 60.9,
      refunded: 10.5,
      net: 50.4,
      share: 100,
    });
    expect(reply.total).toBe(2);
  });

  it('chart data: days with payments, net per method', async () => {
    const reply = await get(`chart-data?from=2026-03-01&to=${days.second}&loc=all`);
    expect(reply.payment_methods).toEqual([fx().card, fx().cash]);
    expect(reply.days).toEqual([
      { date: '2026-03-08', methods: { [fx().cash]: 21 }, net: 21 },
      { date: '2026-03-09', methods: { [fx().card]: 10.5 }, net: 10.5 },
      { date: days.first, methods: { [fx().card]: 33.9, [fx().cash]: 6 }, net: 39.9 },
      { date: days.second, methods: { [fx().card]: 10.5 }, net: 10.5 },
    ]);
  });

  it('payment breakdown: per method and location; all locations is the sum of each', async () => {
    const reply = await get(`payment-breakdown?${period}&loc=all`);
    const row = (method: string, location: string) =>
      reply.items.find(
        (i: { payment_method_id: string; location_id: string }) =>
          i.payment_method_id === method && i.location_id === location,
      );
    expect(row(fx().card, fx().dubai)).toMatchObject({
      payments_count: 3,
      amount: 36,
      refunded: 10.5,
      net: 25.5,
      tips: 3,
    });
    expect(row(fx().cash, fx().dubai)).toMatchObject({ payments_count: 1, amount: 6, tips: 0 });
    expect(row(fx().card, fx().abuDhabi)).toMatchObject({ amount: 18.9, net: 18.9, tips: 1 });
    expect(reply.items.map((i: { net: number }) => i.net)).toEqual([25.5, 18.9, 6]);
    expect(reply.totals).toEqual({
      payments_count: 5,
      amount: 60.9,
      refunded: 10.5,
      net: 50.4,
      tips: 4,
    });

    const all = await get(`summary?${period}&loc=all`);
    const each = [
      await get(`summary?${period}&loc=${fx().dubai}`),
      await get(`summary?${period}&loc=${fx().abuDhabi}`),
    ];
    expect(each[0].currencies).toEqual(['AED']);
    expect(pick(each[0])).toEqual({
      payments_count: 4,
      amount: 42,
      refunded: 10.5,
      net: 31.5,
      tips: 3,
    });
    for (const key of amounts) expect(sum(each.map((e) => e[key])), key).toBe(all[key]);
  });

  it('transactions: each payment, newest first, refunds negative, adding up to the totals', async () => {
    const reply = await get(`transactions?${period}&loc=all`);
    const rows = reply.items.map(
      (t: { number: string; kind: string; payment_method_id: string; amount: number }) => [
        t.number,
        t.kind,
        t.payment_method_id === fx().card ? 'card' : 'cash',
        t.amount,
      ],
    );
    expect(rows).toEqual([
      ['R1', 'refund', 'card', -10.5],
      ['S2', 'sale', 'card', 21],
      ['S1', 'sale', 'card', 15],
      ['S1', 'sale', 'cash', 6],
      ['S3', 'sale', 'card', 18.9],
    ]);
    expect(reply.items[0]).toMatchObject({
      invoice_id: set().r1,
      location_id: fx().dubai,
      created_at: '2026-03-11T16:00:00.000Z',
      tip: -0.5,
    });
    expect(reply.total).toBe(5);
    expect(reply.totals).toEqual({ amount: 50.4, tip: 4 });
    expect(sum(reply.items.map((t: { amount: number }) => t.amount))).toBe(reply.totals.amount);
    expect(sum(reply.items.map((t: { tip: number }) => t.tip))).toBe(reply.totals.tip);

    const cash = await get(`transactions?${period}&loc=all&payment_method_id=${fx().cash}`);
    expect(cash.items.map((t: { invoice_id: string }) => t.invoice_id)).toEqual([set().s1]);
    expect(cash).toMatchObject({ total: 1, totals: { amount: 6, tip: 0 } });
    const cheapest = await get(`transactions?${period}&loc=all&sort=amount&dir=asc`);
    expect(cheapest.items.map((t: { amount: number }) => t.amount)).toEqual([
      -10.5, 6, 15, 18.9, 21,
    ]);
  });

  it('pages: every row once, in order, with the same totals', async () => {
    const whole = await get(`transactions?${period}&loc=all&limit=50`);
    const seen = [];
    for (let page = 1; page <= 3; page += 1) {
      const reply = await get(`transactions?${period}&loc=all&limit=2&page=${page}`);
      expect(reply).toMatchObject({ total: 5, page, limit: 2, totals: whole.totals });
      seen.push(...reply.items);
    }
    expect(seen).toEqual(whole.items);
    const past = await get(`transactions?${period}&loc=all&limit=2&page=4`);
    expect(past).toMatchObject({ items: [], total: 5 });

    const breakdown = await get(`payment-breakdown?${period}&loc=all`);
    const pages = [];
    for (let page = 1; page <= 2; page += 1) {
      const reply = await get(`payment-breakdown?${period}&loc=all&limit=2&page=${page}`);
      expect(reply.totals).toEqual(breakdown.totals);
      pages.push(...reply.items);
    }
    expect(pages).toEqual(breakdown.items);
    const categories = await get(`payment-categories?${period}&loc=all&limit=1&page=2&sort=kind`);
    expect(categories.items.map((c: { kind: string }) => c.kind)).toEqual(['card']);
  });
});

describe('who sees what, and what is refused', () => {
  const paths = [
    'summary',
    'payment-categories',
    'chart-data',
    'payment-breakdown',
    'transactions',
  ];

  it('a user of one location: 403 elsewhere, only their own with all locations', async () => {
    expect(demo.staffLocation()).toBe(fx().dubai);
    for (const path of paths) {
      const elsewhere = await staff('GET', `${base}/${path}?${period}&loc=${fx().abuDhabi}`);
      expect(elsewhere.statusCode, path).toBe(403);
      const own = await get(`${path}?${period}&loc=all`, staff);
      expect(own.locations, path).toEqual([fx().dubai]);
    }
    const summary = await get(`summary?${period}&loc=all`, staff);
    expect(summary).toMatchObject({ payments_count: 4, net: 31.5 });
    const list = await get(`transactions?${period}&loc=all`, staff);
    expect(list.items.map((t: { number: string }) => t.number)).toEqual(['R1', 'S2', 'S1', 'S1']);
    const exported = await staff('POST', `${base}/export`, {
      from: days.first,
      to: days.second,
      loc: fx().abuDhabi,
    });
    expect(exported.statusCode).toBe(403);
  });

  it('garbage is a 400, never a 500', async () => {
    const garbage = [
      'sort=DROP',
      'sort=net_sales',
      'limit=99999',
      'limit=0',
      'page=0',
      'page=abc',
      'dir=sideways',
      'from=2020-13-45',
      'from=1899-12-31&to=1900-01-02',
      'to=2100-01-01&from=2099-12-30',
      `from=${days.second}&to=${days.first}`,
      'payment_method_id=abc',
      `loc=${'x'.repeat(65)}`,
    ];
    for (const path of paths) {
      for (const query of garbage) {
        // The summary and the chart take no sort: a sort they cannot use changes nothing there.
        if (query.startsWith('sort=') && ['summary', 'chart-data'].includes(path)) continue;
        const reply = await admin('GET', `${base}/${path}?${query}`);
        expect(reply.statusCode, `${path}?${query}`).toBe(400);
        expect(errorOf(reply).code).toBe('VALIDATION');
      }
    }
    // A location that is not an id is malformed; an id no location has is not found.
    const malformed = await admin(
      'GET',
      `${base}/summary?loc=${encodeURIComponent("' or 1=1 --")}`,
    );
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('VALIDATION');
    const unknown = await admin('GET', `${base}/summary?loc=019b8cbd-af00-7000-8000-00000000dead`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    for (const body of [{ from: 'yesterday' }, { sort: 'DROP' }, { lang: 'fr' }, { to: 5 }]) {
      const reply = await admin('POST', `${base}/export`, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('the six calls are in the API documentation', async () => {
    const docs = (await demo.server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of paths) expect(docs.paths[`/api${base}/${path}`]?.get, path).toBeDefined();
    const post = docs.paths[`/api${base}/export`]?.post;
    expect(post.requestBody.content['application/json'].schema.properties).toHaveProperty('lang');
  });

  it('today compares with the day before up to the same time', async () => {
    // Yesterday at 10:00 counts against this morning; yesterday at 15:00 is still to come.
    for (const [number, hour, amount] of [
      ['Y1', '10', 10.5],
      ['Y2', '15', 21],
    ] as const) {
      const reply = await admin(
        'POST',
        '/invoices',
        fx().invoice({
          number,
          created_at: `2026-03-19T${hour}:00:00+04:00`,
          lines: [
            {
              product_id: fx().vatProduct,
              name: 'Test burger',
              quantity: amount === 21 ? 2 : 1,
              unit_price: 10,
              discount: 0,
              tax: amount === 21 ? 1 : 0.5,
              is_complimentary: false,
              modifiers: [],
            },
          ],
          payments: [{ payment_method_id: fx().cash, amount, tip: 0 }],
        }),
      );
      expect(reply.statusCode, reply.body).toBe(201);
    }
    const db = demo.server.database.db;
    const scope = await systemScope(db, DEMO_CUSTOMER_ID, [fx().dubai], '2026-03-20', '2026-03-20');
    const noon = Date.parse('2026-03-20T12:00:00+04:00');
    const today = await advancedSummary(db, scope, {}, noon);
    expect(today.compare).toMatchObject({
      period: { from: '2026-03-19', to: '2026-03-19', until: '12:00' },
      payments_count: 1,
      amount: 10.5,
    });
    const card = await advancedSummary(db, scope, { payment_method_id: fx().card }, noon);
    expect(card.compare.payments_count).toBe(0);
    // Read on a later day, the same date compares with the whole day before.
    const later = await advancedSummary(db, scope, {}, Date.parse('2026-03-25T12:00:00+04:00'));
    expect(later.compare).toMatchObject({ payments_count: 2, amount: 31.5 });
  });
});
