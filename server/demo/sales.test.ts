import { resources } from '@contract/registry';
import { beforeAll, describe, expect, test } from 'vitest';
import { writeTransaction } from '../db/changes';
import type { DatabaseHandle } from '../db/database';
import { resourceDb } from '../resources/store';
import { rebuildSalesAggregates } from '../sales/aggregates';
import { createTestDatabase, demoServer, startTestServer, type TestRow } from '../testing/harness';
import { seedDemo } from '.';
import { DEMO_CUSTOMER_ID } from './presence';
import { topUpDemoSales, topUpDemoSalesOnStart, type DemoSalesTopUp } from './sales';

/**
 * The demo's sales, over a few days rather than 90 (the same code makes every day). Friday
 * 2026-11-20 at 12:45 UTC: every selling location is open (Soho's lunch, Dubai's afternoon, the
 * cafe, the central kitchen's last orders) and a few online orders are still open.
 */
const NOW = new Date('2026-11-20T12:45:00Z');
const LATER = new Date(NOW.getTime() + 3 * 3_600_000);
const DAYS = 3;
const DATES = ['2026-11-18', '2026-11-19', '2026-11-20'];

const demo = demoServer();
const { admin } = demo;
const database = () => demo.server.database;

/** The demo business's invoices as stored, in id order. */
async function invoicesOf(db: DatabaseHandle) {
  return db.db
    .selectFrom('invoices')
    .select([
      'id',
      'number',
      'location_id',
      'business_date',
      'created_at',
      'status',
      'kind',
      'due',
      'paid',
      'tips',
      'body_hash',
    ])
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .orderBy('id')
    .execute();
}

async function freshDemo() {
  const made = await createTestDatabase();
  await seedDemo(made.database);
  return made;
}

const get = async (path: string) => {
  const reply = await admin('GET', path);
  expect(reply.statusCode, `${path}: ${reply.body.slice(0, 300)}`).toBe(200);
  return reply.json();
};

let first: DemoSalesTopUp;
let locations: TestRow[] = [];
// The demo's roastery roasts for the cafe and sells nothing over a counter of its own.
const selling = () => locations.filter((l) => l.kind !== 'warehouse' && l.kind !== 'roastery');
beforeAll(async () => {
  first = await topUpDemoSales(database(), NOW, { days: DAYS });
  locations = (await get('/locations/v2')).data;
});

describe('the demo sales', () => {
  test('are written through the tills’ path without a single refusal', () => {
    expect(first.problems).toEqual([]);
    expect(first.refused).toBe(0);
    expect(first.existing).toBe(0);
    expect(first.created).toBeGreaterThan(1000);
  });

  test('are the same for the same seed, and others for another seed', async () => {
    const [same, other] = [await freshDemo(), await freshDemo()];
    try {
      await topUpDemoSales(same.database, NOW, { days: DAYS });
      await topUpDemoSales(other.database, NOW, { days: 1, seed: 7 });
      const mine = await invoicesOf(database());
      expect(await invoicesOf(same.database)).toEqual(mine);
      const theirs = new Set((await invoicesOf(other.database)).map((i) => i.id));
      expect(theirs.size).toBeGreaterThan(200);
      expect(mine.filter((i) => theirs.has(i.id))).toEqual([]);
    } finally {
      await same.drop();
      await other.drop();
    }
  });

  test('every selling location sells on every day, up to now; the warehouse and roastery sell nothing', async () => {
    const invoices = await invoicesOf(database());
    expect(selling().map((l) => l.kind)).toEqual([
      'restaurant',
      'restaurant',
      'cafe',
      'central_kitchen',
    ]);
    for (const location of selling()) {
      const days = new Set(
        invoices.filter((i) => i.location_id === location.id).map((i) => i.business_date),
      );
      expect([...days].sort(), String(location.name)).toEqual(DATES);
    }
    for (const kind of ['warehouse', 'roastery']) {
      const place = locations.find((l) => l.kind === kind)!;
      expect(invoices.filter((i) => i.location_id === place.id)).toEqual([]);
    }
    expect(invoices.every((i) => Date.parse(i.created_at) <= NOW.getTime())).toBe(true);
  });

  test('a full day looks like a real one at each kind of location', async () => {
    const day = DATES[1]!;
    for (const location of selling()) {
      const figures = await get(
        `/reports-v2/sales/summary-metrics?from=${day}&to=${day}&loc=${location.id}`,
      );
      const [fewest, most] = {
        restaurant: [80, 150],
        cafe: [200, 300],
        central_kitchen: [20, 60],
      }[location.kind as 'restaurant' | 'cafe' | 'central_kitchen'];
      expect(figures.transactions, String(location.name)).toBeGreaterThanOrEqual(fewest!);
      expect(figures.transactions, String(location.name)).toBeLessThanOrEqual(most!);
    }
    // Lunch and dinner at the grills, breakfast at the cafe.
    const hours = async (at: TestRow) =>
      (
        await get(
          `/reports-v2/sales/sales-by-time?from=${DATES[0]}&to=${DATES[1]}&loc=${at.id}&by=hour`,
        )
      ).data as Array<{ hour: number; transactions: number }>;
    const busiest = (rows: Array<{ hour: number; transactions: number }>) =>
      [...rows]
        .sort((a, b) => b.transactions - a.transactions)
        .slice(0, 3)
        .map((r) => r.hour);
    const grill = await hours(selling()[0]!);
    expect(busiest(grill).every((h) => (h >= 12 && h <= 14) || (h >= 18 && h <= 21))).toBe(true);
    expect(grill.filter((r) => r.hour < 11).every((r) => r.transactions === 0)).toBe(true);
    const cafe = await hours(selling()[2]!);
    expect(busiest(cafe).some((h) => h >= 7 && h <= 9)).toBe(true);
  });

  test('hold refunds, voids, complimentary lines, discounts, tips, every payment method and both cashiers', async () => {
    const invoices = await invoicesOf(database());
    const refunds = invoices.filter((i) => i.kind === 'refund');
    expect(refunds.length).toBeGreaterThan(0);
    // A refund gives back an earlier sale of the same place.
    for (const refund of refunds) {
      const detail = await get(`/reports-v2/invoices/invoice-detail/${refund.id}`);
      expect(detail.refunds_invoice.location_id).toBe(refund.location_id);
      expect(Date.parse(detail.refunds_invoice.created_at)).toBeLessThan(
        Date.parse(refund.created_at),
      );
    }
    expect(invoices.some((i) => i.status === 'void')).toBe(true);
    expect(invoices.some((i) => Number(i.tips) > 0)).toBe(true);
    const { db } = database();
    const lines = await db
      .selectFrom('invoice_lines')
      .select(['is_complimentary', 'discount', 'modifiers'])
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .execute();
    expect(lines.some((l) => Number(l.is_complimentary) === 1)).toBe(true);
    expect(lines.some((l) => Number(l.discount) > 0)).toBe(true);
    expect(lines.some((l) => l.modifiers !== '[]')).toBe(true);
    const methods = await db
      .selectFrom('invoice_payments')
      .select('payment_method_id')
      .distinct()
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .execute();
    expect(methods).toHaveLength((await get('/payment-methods')).pagination.total);
    const cashiers = await db
      .selectFrom('invoices')
      .select('cashier_id')
      .distinct()
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .execute();
    expect(cashiers).toHaveLength(2);
    const dineIn = await db
      .selectFrom('invoices')
      .select(['table_id', 'guests'])
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .where('table_id', 'is not', null)
      .executeTakeFirst();
    expect(Number(dineIn?.guests)).toBeGreaterThan(0);
  });

  test('hold Deliveroo orders with their Otter id and raw order, and a few open online orders', async () => {
    const { db } = database();
    const orders = await db
      .selectFrom('invoices')
      .select(['id', 'otter_id', 'channel_id'])
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .where('otter_id', 'is not', null)
      .execute();
    expect(orders.length).toBeGreaterThan(20);
    const deliveroo = (await get('/channels')).data.find(
      (c: TestRow) => c.aggregator === 'Deliveroo',
    );
    expect(orders.every((o) => o.channel_id === deliveroo.id)).toBe(true);
    const order = orders[0]!;
    const raw = (
      await admin('POST', '/invoices/otter-payload', { otter_id: order.otter_id })
    ).json();
    expect(raw.invoice_id).toBe(order.id);
    expect(raw.payload).toMatchObject({
      id: order.otter_id,
      externalIdentifiers: { source: 'deliveroo' },
    });
    const detail = await get(`/reports-v2/invoices/invoice-detail/${order.id}`);
    expect(raw.payload.items.map((i: { id: string }) => i.id)).toEqual(
      detail.lines.map((l: { product_id: string }) => l.product_id),
    );

    const open = await get('/dashboard/open-orders?loc=all');
    expect(open.count).toBeGreaterThanOrEqual(2);
    expect(open.count).toBeLessThanOrEqual(10);
    expect(open.by_status.pending + open.by_status.preparing).toBe(open.count);
    expect(open.by_status.pending).toBeGreaterThan(0);
  });

  test('give plausible figures, VAT at each country’s rate, and the same after a rebuild of the aggregates', async () => {
    const range = `from=${DATES[0]}&to=${DATES[2]}`;
    const before: unknown[] = [];
    for (const location of selling()) {
      const figures = await get(`/reports-v2/sales/summary-metrics?${range}&loc=${location.id}`);
      expect(figures.net_sales).toBeGreaterThan(0);
      expect(figures.vat).toBeGreaterThan(0);
      expect(figures.vat).toBe(figures.tax);
      expect(figures.refunds).toBeGreaterThanOrEqual(0);
      const rate = location.currency === 'GBP' ? 0.2 : 0.05;
      expect(Math.abs(figures.tax / figures.net_sales - rate)).toBeLessThan(0.001);
      expect(figures.average_order_value).toBeGreaterThan(location.currency === 'GBP' ? 10 : 30);
      before.push({ ...figures, as_of: null, compare: { ...figures.compare, as_of: null } });
    }
    await writeTransaction(database(), DEMO_CUSTOMER_ID, (trx) =>
      rebuildSalesAggregates(trx, DEMO_CUSTOMER_ID),
    );
    for (const [i, location] of selling().entries()) {
      const figures = await get(`/reports-v2/sales/summary-metrics?${range}&loc=${location.id}`);
      expect({ ...figures, as_of: null, compare: { ...figures.compare, as_of: null } }).toEqual(
        before[i],
      );
    }
  });

  test('a second top-up adds nothing', async () => {
    const count = (await invoicesOf(database())).length;
    const again = await topUpDemoSales(database(), NOW, { days: DAYS });
    expect(again).toMatchObject({ created: 0, existing: 0, refused: 0, completed: 0 });
    expect(await invoicesOf(database())).toHaveLength(count);
  });

  test('a top-up after time passed adds only what happened since, and delivers the open orders', async () => {
    const earlier = await invoicesOf(database());
    const open = earlier.filter((i) => i.status === 'pending' || i.status === 'preparing');
    const later = await topUpDemoSales(database(), LATER, { days: DAYS });
    const now = await invoicesOf(database());
    const added = now.filter((i) => !earlier.some((e) => e.id === i.id));
    expect(later.refused, later.problems.join('\n')).toBe(0);
    expect(later.created).toBe(added.length);
    expect(later.created).toBeGreaterThan(50);
    expect(later.completed).toBe(open.length);
    for (const invoice of added) {
      expect(Date.parse(invoice.created_at)).toBeGreaterThan(NOW.getTime());
      expect(Date.parse(invoice.created_at)).toBeLessThanOrEqual(LATER.getTime());
    }
    // Exactly what a demo started only now holds: the same invoices, statuses and amounts.
    const once = await freshDemo();
    try {
      await topUpDemoSales(once.database, LATER, { days: DAYS });
      const shape = (rows: typeof now) =>
        rows.map(({ id, status, due, paid, tips, business_date }) => ({
          id,
          status,
          due: Number(due),
          paid: Number(paid),
          tips: Number(tips),
          business_date,
        }));
      expect(shape(now)).toEqual(shape(await invoicesOf(once.database)));
    } finally {
      await once.drop();
    }
  });

  test('two top-ups at once write each invoice once', async () => {
    const both = await freshDemo();
    try {
      const runs = await Promise.all([
        topUpDemoSales(both.database, NOW, { days: 1 }),
        topUpDemoSales(both.database, NOW, { days: 1 }),
      ]);
      const stored = await invoicesOf(both.database);
      expect(runs.map((r) => r.refused)).toEqual([0, 0]);
      expect(runs[0]!.created + runs[1]!.created).toBe(stored.length);
      // What one top-up alone wrote of that day.
      const alone = (await invoicesOf(database())).filter(
        (i) => i.business_date === DATES[2] && Date.parse(i.created_at) <= NOW.getTime(),
      );
      expect(stored.map((i) => i.id)).toEqual(alone.map((i) => i.id));
    } finally {
      await both.drop();
    }
  });
});

describe('the demo sales top-up, without the demo business', () => {
  test('writes nothing for any other business', async () => {
    const server = await startTestServer({ demo: false });
    try {
      const registered = await server.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          business_name: 'Corner Bakery',
          location_name: 'Main Street',
          time_zone: 'Asia/Dubai',
          username: 'baker',
          email: 'baker@example.com',
          password: 'a-long-password',
        },
      });
      expect(registered.statusCode).toBe(201);
      const result = await topUpDemoSales(server.database, NOW, { days: DAYS });
      expect(result.created).toBe(0);
      const stored = await server.database.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(0);
    } finally {
      await server.close();
    }
  });

  test('on start, a demo edited beyond what its sales need still starts and says why', async () => {
    const edited = await freshDemo();
    try {
      await resourceDb(edited.database.db)
        .updateTable(resources.paymentMethods.table)
        .set({ deleted_at: '2026-11-01T00:00:00.000Z' })
        .where('kind', '=', 'samsung_pay')
        .execute();
      const result = await topUpDemoSalesOnStart(edited.database);
      expect(result.created).toBe(0);
      expect(result.problems.join()).toMatch(/payment method "samsung_pay"/);
    } finally {
      await edited.drop();
    }
  });
});
