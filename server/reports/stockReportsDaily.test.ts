import { sql } from 'kysely';
import { v4 as uuidv4 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestRow } from '../testing/harness';
import { salesFixture } from '../sales/testing';
import { demoServer } from '../testing/harness';
import { local, stockHistory } from './stockReportsTesting';

/**
 * `stock_daily`, the ledger's daily sums the stock reports read: the usage between two counts days
 * apart, whose middle days come from it and whose cut-off days from the movements; kept by every
 * write in the transaction of its movements, equal to a fresh GROUP BY of them, rebuilt the same.
 */

const { server, admin } = demoServer();
const sales = salesFixture(admin);
const history = stockHistory(server, admin, sales);

let countD = '';

beforeAll(async () => {
  const h = history();
  const call = async (path: string, body: unknown) => {
    const reply = await admin('POST', path, body);
    expect(reply.statusCode, `${path}: ${reply.body}`).toBeLessThan(300);
    return reply;
  };
  // Count D at 05-12 10:00 finds no patty where 1 was left: -1 at 3.30.
  const area = uuidv4();
  const sheet = (
    (
      await call(`/inventory-count-sheets?loc=${h.dubai}`, {
        name: 'Stock daily fridge',
        areas: [{ id: area, name: 'Fridge', material_ids: [h.patty] }],
      })
    ).json() as TestRow
  ).id;
  countD = uuidv4();
  const cutoff = local('05-12', '10:00');
  await call(`/inventory-counts/create?loc=${h.dubai}`, {
    id: countD,
    sheet_ids: [sheet],
    cutoff_at: cutoff,
  });
  await call('/inventory-counts/add-item', {
    id: uuidv4(),
    count_id: countD,
    material_id: h.patty,
    area_id: area,
    parts: [{ unit: '', factor: 1, quantity: 0 }],
    device_id: 'stock-daily-tablet',
    counted_at: new Date(Date.parse(cutoff) + 5 * 60_000).toISOString(),
  });
  await call(`/inventory-counts/${countD}/approve`, {});
  // Then a patty spoiled on 05-08 is recorded: count D fixed the stock, so a `count` movement at its
  // cut-off gives the patty back and D's adjustment shrinks to nothing.
  const wastage = {
    id: uuidv4(),
    lines: [{ material_id: h.patty, quantity: 1, reason: 'spoiled' }],
    occurred_at: local('05-08', '15:00'),
  };
  await call(`/wastage?loc=${h.dubai}`, wastage);
  // A resend posts nothing twice.
  await call(`/wastage?loc=${h.dubai}`, wastage);
  // 5 in on count D's day after its cut-off: after the stretch, though on its last day.
  await call(`/inventory?loc=${h.dubai}`, {
    id: uuidv4(),
    lines: [{ material_id: h.patty, quantity: 5, unit_cost: 3.3 }],
    occurred_at: local('05-12', '12:00'),
  });
});

type Day = Record<string, string | number>;
const keyOf = (r: Day) =>
  [r.customer_id, r.location_id, r.business_date, r.material_id, r.kind].join('|');

/** Rows as numbers, in key order: the two databases spell sums differently. */
const normal = (rows: readonly Day[]) =>
  rows
    .map((r) => ({
      key: keyOf(r),
      quantity: Number(r.quantity),
      value: Number(r.value),
      movement_count: Number(r.movement_count),
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

const kept = async () =>
  normal(await server.database.db.selectFrom('stock_daily').selectAll().execute());

const grouped = async () =>
  normal(
    (
      await sql<Day>`
        select customer_id, location_id, business_date, material_id, kind,
          sum(quantity) as quantity, sum(value) as value, count(*) as movement_count
        from stock_movements
        group by customer_id, location_id, business_date, material_id, kind
      `.execute(server.database.db)
    ).rows,
  );

describe('usage between counts days apart', () => {
  it('reads the middle days from the daily sums and the cut-off days by instant', async () => {
    const h = history();
    const reply = await admin(
      'GET',
      `/materials-report?view=usage&loc=${h.dubai}&category_id=${h.category}&from_count=${h.countA}&to_count=${countD}`,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json() as { items: Array<Record<string, unknown>>; net_sales: number };
    // After count A's cut-off: 10 in (33.00), 3 in from a warehouse and 1 out (3.30 each), 7 sold,
    // 2 spoiled (one recorded late), 2 made into sauce; count B's theft of 1 is the variance, and
    // count D's -1 was given back by the late wastage's offset at its cut-off.
    expect(body.items.find((i) => i.material_id === h.patty)).toMatchObject({
      opening_qty: 0,
      received_qty: 10,
      transfer_in_qty: 3,
      transfer_out_qty: 1,
      closing_qty: 0,
      actual_qty: 12,
      sold_qty: 7,
      waste_qty: 2,
      preparation_qty: 2,
      theoretical_qty: 11,
      variance_qty: 1,
      opening_value: 0,
      closing_value: 0,
      actual_cost: 39.6,
      theoretical_cost: 36.3,
      variance_cost: 3.3,
    });
    // Burgers 60 and 10, the plain sale after count B 10, the dishes 24.
    expect(body.net_sales).toBe(104);
  });
});

describe('stock_daily', () => {
  it('equals a fresh GROUP BY of the movements after every kind of write', async () => {
    const h = history();
    const rows = await kept();
    expect(rows).toEqual(await grouped());
    // The history wrote each of these, through the tills, receipts, counts, transfers and batches.
    const ours = rows
      .filter((r) => r.key.includes(h.patty) || r.key.includes(h.sauce))
      .map((r) => r.key.split('|')[4]);
    for (const kind of [
      'receipt',
      'sale',
      'wastage',
      'count',
      'transfer_in',
      'transfer_out',
      'preparation_in',
      'preparation_out',
    ]) {
      expect(ours, kind).toContain(kind);
    }
    // 05-08 at Dubai: the patty sent, the late spoiled one, its day's sums whole.
    const day = rows.find((r) => r.key.endsWith(`|${h.dubai}|2025-05-08|${h.patty}|wastage`));
    expect(day).toEqual(
      expect.objectContaining({ quantity: -1000, value: -3300, movement_count: 1 }),
    );
  });

  it('rebuilds to what the ledger kept', async () => {
    const before = await kept();
    const reply = await admin('POST', '/admin/update-main-tables', {});
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await kept()).toEqual(before);
  });
});
