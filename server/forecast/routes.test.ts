import { addDays } from '@contract/businessDay';
import type { ForecastBacktestReply, ForecastProductsReply } from '@contract/forecast';
import { MAX_INVOICE_BATCH } from '@contract/sales';
import type { SuggestionsReply } from '@contract/purchasing';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesFixture } from '../sales/testing';
import { creator } from '../supply/documentsTesting';
import { demoServer } from '../testing/harness';

/**
 * Order by forecast on a fixed history, worked out by hand. A new place sells 10 burgers a day,
 * every day from 2026-08-03, but 30 on Wednesday 2026-11-18. A burger takes one bun; buns come in
 * bags of 10 from a supplier delivering Monday and Thursday a day after the order; par is 60.
 * Today is Monday 2026-11-30, so the backtest's eight weeks run from 2026-10-05 to 2026-11-29.
 */
const NOW = Date.parse('2026-11-30T12:00:00Z');
const demo = demoServer({ config: { forecast: { now: () => NOW } } });
const { admin } = demo;
const fx = salesFixture(admin);

let place = '';
let burger = '';
let bun = '';
let supplier = '';

beforeAll(async () => {
  const create = creator(admin);
  place = await create('/locations', { name: 'Forecast kitchen' });
  bun = await create('/materials', {
    name: 'Forecast bun',
    unit: 'piece',
    cost: 0.5,
    locations: [{ location_id: place, par: 60, minimum: 0 }],
  });
  burger = await create('/products', {
    name: 'Forecast burger',
    price: 10,
    recipe: [{ material_id: bun, quantity: 1, unit: 'piece' }],
  });
  supplier = await create('/suppliers', {
    name: 'Forecast bakery',
    minimum_order: 0,
    delivery_days: [1, 4],
    lead_time_days: 1,
  });
  await create('/supplier-materials', {
    supplier_id: supplier,
    material_id: bun,
    item_code: 'BUN-10',
    pack_name: 'Bag of 10',
    pack_size: 10,
    price: 4,
    is_preferred: true,
  });
  const invoices = [];
  for (let date = '2026-08-03'; date < '2026-11-30'; date = addDays(date, 1)) {
    const quantity = date === '2026-11-18' ? 30 : 10;
    invoices.push(
      fx().invoice({
        location_id: place,
        created_at: `${date}T13:00:00Z`,
        lines: [
          {
            product_id: burger,
            name: 'Forecast burger',
            quantity,
            unit_price: 10,
            discount: 0,
            tax: 0,
            is_complimentary: false,
            modifiers: [],
          },
        ],
        payments: [{ payment_method_id: fx().card, amount: 10 * quantity, tip: 0 }],
      }),
    );
  }
  for (let i = 0; i < invoices.length; i += MAX_INVOICE_BATCH) {
    const reply = await admin('POST', '/invoices/batch', {
      invoices: invoices.slice(i, i + MAX_INVOICE_BATCH),
    });
    const statuses = reply.json().results.map((r: { status: number }) => r.status);
    expect(new Set(statuses), reply.body.slice(0, 300)).toEqual(new Set([201]));
  }
});

const get = async <T>(path: string): Promise<T> => {
  const reply = await admin('GET', path);
  expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
  return reply.json() as T;
};

/*
 * By hand. Weeks 1–6 are forecast at 10 a day and sell 10: no miss. Week 7 (from 11-16) is forecast
 * at 10 and sells 30 on its Wednesday: a miss of 20. Week 8 (from 11-23) is forecast after it: the
 * trend is 300 / 280 (the spike against the same day four weeks before), Wednesday's level
 * (4 × 30 + 3 × 10 + 2 × 10 + 1 × 10) / 10 = 18: Wednesday 18 × 15/14 = 19.286 against 10, the six
 * other days 10.714 against 10. Σ miss = 20 + 9.286 + 6 × 0.714 = 33.57 over 580 sold.
 */
const WAPE = Math.round(((20 + 9.286 + 6 * 0.714) / 580) * 10_000) / 10_000;

describe('GET /forecast/backtest', () => {
  it('measures each product and material against the weeks it was forecast blind', async () => {
    const reply = await get<ForecastBacktestReply>(`/forecast/backtest?loc=${place}`);
    expect(reply).toMatchObject({
      from: '2026-10-05',
      to: '2026-11-29',
      weeks: 8,
      measure: 'wape',
      error: WAPE,
    });
    expect(WAPE).toBe(0.0579);
    expect(reply.products).toEqual([
      {
        product_id: burger,
        name: 'Forecast burger',
        sold: 580,
        forecast: Math.round((490 + 6 * 10.714 + 19.286) * 1000) / 1000,
        error: WAPE,
      },
    ]);
    expect(reply.materials).toHaveLength(1);
    expect(reply.materials[0]).toMatchObject({
      material_id: bun,
      unit: 'piece',
      used: 580,
      error: WAPE,
    });
  });

  it('replays ordering to par and by forecast on the real use', async () => {
    const reply = await get<ForecastBacktestReply>(`/forecast/backtest?loc=${place}`);
    /*
     * To par: from 60, Wednesday orders up to par for Thursday, Sunday for Monday. A usual week
     * closes at 40 30 20 40 30 20 10 (the first at 50 40 30 …: 220). Spike week: Wednesday
     * starts at 30, orders 30 and sells 30: 0; Thursday 20, Friday 10, Saturday 0; Sunday sells
     * 10 from nothing: the one stock-out. The last week closes 50 40 30 40 30 20 10 (220).
     * Held: 220 + 5 × 190 + (40 + 30 + 0 + 20 + 10 + 0 + 0) + 220 = 1490 over 56 days, at 0.5.
     */
    expect(reply.by_par).toEqual({
      stockout_days: 1,
      overstock_value: Math.round((1490 / 56) * 0.5 * 1000) / 1000,
    });
    expect(reply.materials[0]!.by_par).toEqual(reply.by_par);
    /*
     * By forecast (10 a day until week 8; safety 5.79 %; packs of 10 rounded up from half): Sunday
     * orders Sunday to Wednesday, 42.3 less stock; Wednesday orders Wednesday to Sunday, 52.9 less
     * stock. Week 1 closes 50 40 30 30 20 10 0 (Wednesday orders 1 bag, Sunday 3); then every week
     * 20 10 0 30 20 10 0 (4 bags, 3 bags). The spike Wednesday starts at 10 and sells 30: the one
     * stock-out. Week 8's forecast is 10.714 and 19.286 on Wednesday: Wednesday orders 6 bags
     * (65.7 − 10), Sunday 2 (54.4 − 30): 20 10 0 50 40 30 20. Held: 180 + 6 × 90 + 170 = 890.
     */
    expect(reply.by_forecast).toEqual({
      stockout_days: 1,
      overstock_value: Math.round((890 / 56) * 0.5 * 1000) / 1000,
    });
  });
});

describe('GET /forecast/products', () => {
  it('forecasts the next three weeks from the location’s own history, with why', async () => {
    const reply = await get<ForecastProductsReply>(`/forecast/products?loc=${place}`);
    expect(reply.days).toHaveLength(21);
    expect(reply.days[0]).toEqual({ date: '2026-11-30', closed: false, holiday: null });
    const [product] = reply.products;
    // Wednesday: 4 × 10 (11-25) + 3 × 30 + 2 × 10 + 1 × 10 = 16, the others 10, times 300 / 280.
    expect(product!.quantities.slice(0, 7)).toEqual([
      10.714, 10.714, 17.143, 10.714, 10.714, 10.714, 10.714,
    ]);
    expect(product!.why[2]).toEqual({
      basis: 'weekday',
      samples: [
        { date: '2026-11-25', quantity: 10 },
        { date: '2026-11-18', quantity: 30 },
        { date: '2026-11-11', quantity: 10 },
        { date: '2026-11-04', quantity: 10 },
      ],
      level: 16,
      trend: 1.071,
      holiday: null,
    });
    expect(product!.error).toBe(WAPE);
  });

  it('refuses a location the caller may not use', async () => {
    const reply = await demo.staff('GET', `/forecast/products?loc=${place}`);
    expect(reply.statusCode).toBe(403);
  });
});

describe('GET /supplier-orders/suggestions', () => {
  it('suggests the order by forecast beside par, until the delivery after next', async () => {
    const reply = await get<SuggestionsReply>(
      `/supplier-orders/suggestions?supplier=${supplier}&loc=${place}`,
    );
    // Ordered on Monday: Thursday's delivery, which must last until Monday's.
    expect(reply.forecast).toMatchObject({
      next_delivery: '2026-12-03',
      cover_until: '2026-12-07',
      unavailable: null,
    });
    const [line] = reply.lines;
    const use = Math.round((6 * 10.714 + 17.143) * 1000) / 1000;
    const safety = Math.round(use * WAPE * 1000) / 1000;
    expect(line!.forecast).toMatchObject({ use, error: WAPE });
    expect(line!.forecast!.safety).toBeCloseTo(safety, 2);
    const need = Math.max(0, use + line!.forecast!.safety - line!.on_hand - line!.on_order);
    expect(line!.forecast!.need).toBeCloseTo(need, 3);
    expect(line!.forecast!.quantity).toBe(line!.forecast!.packs * 10);
    expect(reply.forecast.total).toBe(line!.forecast!.line_total);
  });

  it('says why there is none: a supplier without delivery days', async () => {
    const other = await creator(admin)('/suppliers', { name: 'No days', minimum_order: 0 });
    const reply = await get<SuggestionsReply>(
      `/supplier-orders/suggestions?supplier=${other}&loc=${place}`,
    );
    expect(reply.forecast.unavailable).toBe('no_delivery_days');
  });
});
