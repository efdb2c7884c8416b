import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceBody } from '@contract/sales';
import { locationsTransaction, writeTransaction } from '../../db/changes';
import type { Database } from '../../db/tables';
import { DEMO_CUSTOMER_ID } from '../../demo/presence';
import { rebuildStockBalances } from '../../inventory/ledgerRebuild';
import { demoServer } from '../../testing/harness';
import {
  aggregateKeys,
  monthlyTable,
  rebuildSalesAggregates,
  type AggregateTable,
} from '../aggregates';
import { salesFixture } from '../testing';
import { printedReport } from '../../verify/print';
import { verify } from '../../verify/verify';

/**
 * Sales lock their locations' stock, not the whole business (issue 25): on PostgreSQL a sale waits
 * only for writes of its own location's stock, and whatever runs at once, every invoice is stored
 * once and the figures kept beside them stay what their sources give.
 */
const demo = demoServer();
const { admin, server } = demo;
const fx = salesFixture(admin);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let material = '';
let product = '';

beforeAll(async () => {
  const created = async (path: string, body: Record<string, unknown>) => {
    const reply = await admin('POST', path, body);
    if (reply.statusCode !== 201) throw new Error(`${path}: ${reply.body}`);
    return reply.json().id as string;
  };
  const taxed = (await admin('GET', `/products/${fx().vatProduct}`)).json() as {
    tax_group_id: string;
  };
  material = await created('/materials', { name: 'Lock test beef', unit: 'g', cost: 0.02 });
  product = await created('/products', {
    name: 'Lock test burger',
    price: 10,
    tax_group_id: taxed.tax_group_id,
    recipe: [{ material_id: material, quantity: 150, unit: 'g' }],
  });
});

/** A sale of one burger whose recipe takes 150 g of beef at `locationId`. */
const sale = (locationId: string, n: number): InvoiceBody => {
  const base = fx().invoice({ location_id: locationId, number: `LOCK-${n}` });
  return { ...base, lines: base.lines.map((l) => ({ ...l, product_id: product })) };
};

const receipt = (locationId: string) =>
  admin('POST', `/inventory?loc=${locationId}`, {
    id: uuidv7(),
    lines: [{ material_id: material, quantity: 5_000, unit_cost: 0.02 }],
  });

/** Holds a location's stock lock in an open transaction until `release` is called. */
function holdLocation(locationId: string) {
  let release!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const done = locationsTransaction(server.database, DEMO_CUSTOMER_ID, [locationId], async () => {
    entered();
    await gate;
  });
  return { inside, release, done };
}

/** Calls of this test's database waiting for an advisory lock (PostgreSQL's own view). */
async function waitingForLocks(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_locks
    where locktype = 'advisory' and not granted
      and database = (select oid from pg_database where datname = current_database())
  `.execute(server.database.db);
  return rows[0]!.n;
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.skipIf(!onPostgres)('on PostgreSQL, a sale waits only for its own location', () => {
  it('while a write holds one location, a catalogue change and another location’s sale go on; a sale and a receipt there wait', async () => {
    const held = holdLocation(fx().dubai);
    await held.inside;
    try {
      const brand = await admin('POST', '/brands', { name: 'Brand written beside a sale' });
      expect(brand.statusCode, brand.body).toBe(201);
      const elsewhere = await admin('POST', '/invoices', sale(fx().abuDhabi, 1));
      expect(elsewhere.statusCode, elsewhere.body).toBe(201);

      const here = admin('POST', '/invoices', sale(fx().dubai, 2));
      await until(async () => (await waitingForLocks()) === 1);
      const stock = receipt(fx().dubai);
      await until(async () => (await waitingForLocks()) === 2);
      held.release();
      expect((await here).statusCode).toBe(201);
      expect((await stock).statusCode).toBe(201);
    } finally {
      held.release();
      await held.done;
    }
  });
});

async function beefMovements(): Promise<number> {
  const moved = await server.database.db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('material_id', '=', material)
    .executeTakeFirstOrThrow();
  return Number(moved.n);
}

/** Every row a business keeps beside its sources, without the instants it was written at. */
async function keptFigures() {
  const db = server.database.db;
  const aggregates = Object.keys(aggregateKeys) as AggregateTable[];
  const tables = [...aggregates, ...aggregates.map(monthlyTable), 'stock_balances' as const];
  const figures: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await db
      .selectFrom(table as keyof Database)
      .selectAll()
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .execute();
    figures[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.entries(row as Record<string, unknown>).filter(([key]) => !key.endsWith('_at')),
        ),
      )
      .sort();
  }
  return figures;
}

describe('sales sent at once to two locations, each batch twice, beside receipts', () => {
  it('stores every invoice once, and the aggregates and balances are what their sources give', async () => {
    const places = [fx().dubai, fx().abuDhabi];
    const batches = places.flatMap((place, p) =>
      Array.from({ length: 4 }, (_, b) =>
        Array.from({ length: 10 }, (_, i) => sale(place, 1000 + p * 100 + b * 10 + i)),
      ),
    );
    const movedBefore = await beefMovements();
    const sends = batches.flatMap((invoices) => [
      admin('POST', '/invoices/batch', { invoices }),
      admin('POST', '/invoices/batch', { invoices }),
    ]);
    const receipts = places.flatMap((place) => [receipt(place), receipt(place)]);
    const replies = await Promise.all(sends);
    for (const reply of await Promise.all(receipts)) expect(reply.statusCode).toBe(201);

    const recorded = new Map<string, number>();
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      for (const result of reply.json().results as Array<{ id: string; status: number }>) {
        expect([200, 201]).toContain(result.status);
        if (result.status === 201) recorded.set(result.id, (recorded.get(result.id) ?? 0) + 1);
      }
    }
    const ids = batches.flat().map((invoice) => invoice.id);
    expect([...recorded.values()].every((times) => times === 1)).toBe(true);
    expect(recorded.size).toBe(ids.length);
    const stored = await server.database.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(ids.length);
    // Each sale took its beef once: 40 sales and 2 receipts at each location.
    expect(await beefMovements()).toBe(movedBefore + 2 * (40 + 2));

    // The self-audit agrees: every figure kept is what its sources give.
    const audit = await verify(server.database, { customerId: DEMO_CUSTOMER_ID });
    expect(audit.clean, printedReport(audit)).toBe(true);
    const kept = await keptFigures();
    await writeTransaction(server.database, DEMO_CUSTOMER_ID, async (trx) => {
      await rebuildSalesAggregates(trx, DEMO_CUSTOMER_ID);
      await rebuildStockBalances(trx, DEMO_CUSTOMER_ID);
    });
    expect(await keptFigures()).toEqual(kept);
  });
});
