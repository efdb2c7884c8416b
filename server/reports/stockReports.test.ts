import { describe, expect, it } from 'vitest';
import { salesFixture } from '../sales/testing';
import { demoServer, type Caller } from '../testing/harness';
import { stockHistory } from './stockReportsTesting';

/**
 * The stock reports against the hand-computed history of stockReportsTesting.ts: stock and its value
 * at the end of past days, and actual against theoretical usage with a known waste and a known theft,
 * between dates and between two approved counts, to the cent.
 */

const { server, admin } = demoServer();
const sales = salesFixture(admin);
const history = stockHistory(server, admin, sales);

type Row = Record<string, number | string | null>;
const read = async (query: string, who: Caller = admin) => {
  const reply = await who('GET', `/materials-report?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as Record<string, unknown> & { items: Row[]; totals: Row };
};
const lineOf = (reply: { items: Row[] }, material: string) =>
  reply.items.find((i) => i.material_id === material);
const ours = () => `category_id=${history().category}`;

describe('stock value (view=stock)', () => {
  const stock = (loc: string, extra: string) => read(`view=stock&loc=${loc}&${ours()}&${extra}`);

  it('is the stock at the end of any past day, whatever came after', async () => {
    const h = history();
    const expected: Array<[string, number, number]> = [
      ['2025-05-04', 0, 0],
      // Count A took the two patties out at its cut-off.
      ['2025-05-05', 0, 0],
      // In the middle: 10 in at 3.30, 6 sold, 1 spoiled; the theft is counted the day after.
      ['2025-05-06', 3, 9.9],
      ['2025-05-07', 2, 6.6],
      ['2025-05-08', 3, 9.9],
      ['2025-05-09', 1, 3.3],
    ];
    for (const [date, quantity, value] of expected) {
      const reply = await stock(h.dubai, `to=${date}`);
      expect(reply.at).toBe(date);
      expect(lineOf(reply, h.patty), date).toMatchObject({
        category_id: h.category,
        unit: 'piece',
        quantity,
        value,
      });
    }
    const middle = await stock(h.dubai, 'to=2025-05-06');
    expect(lineOf(middle, h.patty)!.unit_cost).toBe(3.3);
  });

  it('adds up by category and in the totals, today by default', async () => {
    const h = history();
    const reply = await stock(h.dubai, '');
    expect(lineOf(reply, h.patty)).toMatchObject({ quantity: 1, value: 3.3 });
    expect(lineOf(reply, h.sauce)).toMatchObject({ unit: 'ml', quantity: 100, value: 1.65 });
    expect(reply.total).toBe(2);
    // Pieces and millilitres: no total quantity.
    expect(reply.totals).toEqual({ value: 4.95 });
    expect(reply.by_category).toEqual([{ category_id: h.category, value: 4.95 }]);
  });

  it('adds the locations up with loc=all', async () => {
    const h = history();
    const at = 'to=2025-05-08';
    const [dubai, soho, all] = await Promise.all([
      stock(h.dubai, at),
      stock(h.soho, at),
      stock('all', at),
    ]);
    expect(lineOf(soho, h.patty)).toMatchObject({ quantity: 1, value: 3.3 });
    expect(lineOf(all, h.patty)).toMatchObject({ quantity: 4, value: 13.2, unit_cost: 3.3 });
    expect(all.locations).toEqual(expect.arrayContaining([h.dubai, h.soho]));
    const everything = await read('view=stock&loc=all&to=2025-05-08&limit=5000');
    const each = await Promise.all(
      (everything.locations as string[]).map((loc) =>
        read(`view=stock&loc=${loc}&to=2025-05-08&limit=5000`),
      ),
    );
    const sum = each.reduce((s, r) => s + Number(r.totals.value), 0);
    expect(Number(everything.totals.value)).toBeCloseTo(sum, 6);
    expect(Number(dubai.totals.value)).toBe(9.9);
  });
});

describe('actual against theoretical (view=usage)', () => {
  const usage = (extra: string) => read(`view=usage&loc=${history().dubai}&${ours()}&${extra}`);
  // Received 10, sold 6 by recipe, 1 spoiled, 2 found by the count where 3 should be: 1 stolen.
  const knownTheft = {
    opening_qty: 0,
    received_qty: 10,
    transfer_in_qty: 0,
    transfer_out_qty: 0,
    closing_qty: 2,
    actual_qty: 8,
    sold_qty: 6,
    waste_qty: 1,
    preparation_qty: 0,
    theoretical_qty: 7,
    variance_qty: 1,
    opening_value: 0,
    closing_value: 6.6,
    actual_cost: 26.4,
    theoretical_cost: 23.1,
    variance_cost: 3.3,
  };

  it('between two business dates', async () => {
    const reply = await usage('from=2025-05-06&to=2025-05-07');
    expect(lineOf(reply, history().patty)).toMatchObject(knownTheft);
    expect(reply.total).toBe(1);
    // The burgers (60) and the plain sale after count B (10).
    expect(reply.net_sales).toBe(70);
    expect(reply.counts).toEqual({ from: null, to: null });
    expect(reply.period).toMatchObject({ from: '2025-05-06', to: '2025-05-07' });
  });

  it('between two approved counts: opening and closing are what they fixed', async () => {
    const h = history();
    const reply = await usage(`from_count=${h.countA}&to_count=${h.countB}`);
    expect(lineOf(reply, h.patty)).toMatchObject(knownTheft);
    // Count A's own loss sits at its cut-off: in the opening, not in this stretch's variance.
    expect(reply.counts).toEqual({ from: h.countA, to: h.countB });
    expect(reply.period).toMatchObject({ from: '2025-05-05', to: '2025-05-07' });
    // Only the burgers: the plain sales were made before count A and after count B.
    expect(reply.net_sales).toBe(60);
    expect(reply.locations).toEqual([h.dubai]);
  });

  it('takes in a count met inside the period as variance', async () => {
    const reply = await usage('from=2025-05-05&to=2025-05-07');
    expect(lineOf(reply, history().patty)).toMatchObject({
      opening_qty: 0,
      received_qty: 12,
      closing_qty: 2,
      actual_qty: 10,
      theoretical_qty: 7,
      variance_qty: 3,
      // Count A's 2 at 2.50, count B's 1 at 3.30.
      variance_cost: 8.3,
    });
    expect(reply.net_sales).toBe(80);
  });

  it('with transfers in and out', async () => {
    const reply = await usage('from=2025-05-08&to=2025-05-08');
    expect(lineOf(reply, history().patty)).toMatchObject({
      opening_qty: 2,
      opening_value: 6.6,
      received_qty: 0,
      transfer_in_qty: 3,
      transfer_out_qty: 1,
      closing_qty: 3,
      closing_value: 9.9,
      actual_qty: 1,
      sold_qty: 1,
      theoretical_qty: 1,
      variance_qty: 0,
      actual_cost: 3.3,
      theoretical_cost: 3.3,
      variance_cost: 0,
    });
    const soho = await read(
      `view=usage&loc=${history().soho}&${ours()}&from=2025-05-08&to=2025-05-08`,
    );
    expect(lineOf(soho, history().patty)).toMatchObject({
      transfer_in_qty: 1,
      closing_qty: 1,
      actual_qty: 0,
      variance_qty: 0,
    });
    // All locations: each line the sum of both (the patty sent stays in the business).
    const all = await read(`view=usage&loc=all&${ours()}&from=2025-05-08&to=2025-05-08`);
    expect(lineOf(all, history().patty)).toMatchObject({
      opening_qty: 2,
      transfer_in_qty: 4,
      transfer_out_qty: 1,
      closing_qty: 4,
      closing_value: 13.2,
      actual_qty: 1,
      theoretical_qty: 1,
      actual_cost: 3.3,
    });
    expect(all.net_sales).toBe(10);
  });

  it('counts a prepared material once, as its ingredients', async () => {
    const h = history();
    const reply = await usage('from=2025-05-09&to=2025-05-09');
    expect(lineOf(reply, h.patty)).toMatchObject({
      opening_qty: 3,
      closing_qty: 1,
      actual_qty: 2,
      preparation_qty: 2,
      theoretical_qty: 2,
      variance_qty: 0,
      theoretical_cost: 6.6,
    });
    // 400 ml made, 300 sold, 100 on the shelf.
    expect(lineOf(reply, h.sauce)).toMatchObject({
      opening_qty: 0,
      closing_qty: 100,
      actual_qty: -100,
      sold_qty: 300,
      preparation_qty: -400,
      theoretical_qty: -100,
      variance_qty: 0,
      actual_cost: -1.65,
      theoretical_cost: -1.65,
    });
    // What the day's food cost adds up to is the sauce sold: 3 x 100 ml at 0.0165.
    expect(reply.totals).toMatchObject({
      theoretical_cost: 4.95,
      actual_cost: 4.95,
      variance_cost: 0,
    });
    expect(reply.by_category).toEqual([
      {
        category_id: h.category,
        opening_value: 9.9,
        closing_value: 4.95,
        actual_cost: 4.95,
        theoretical_cost: 4.95,
        variance_cost: 0,
      },
    ]);
    expect(reply.net_sales).toBe(24);
  });

  it('pages through every line with the same totals', async () => {
    const all = await usage('from=2025-05-05&to=2025-05-09&sort=material_id&dir=asc');
    expect(all.total).toBe(2);
    const pages = await Promise.all(
      [1, 2].map((page) =>
        usage(`from=2025-05-05&to=2025-05-09&sort=material_id&dir=asc&limit=1&page=${page}`),
      ),
    );
    expect(pages.flatMap((p) => p.items)).toEqual(all.items);
    for (const page of pages) expect(page.totals).toEqual(all.totals);
  });
});
