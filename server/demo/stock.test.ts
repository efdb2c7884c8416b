import { resources } from '@contract/registry';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { writeTransaction } from '../db/changes';
import type { DatabaseHandle } from '../db/database';
import { rebuildStockBalances } from '../inventory/ledgerRebuild';
import { resourceDb, toApiRow } from '../resources/store';
import { createTestDatabase } from '../testing/harness';
import { seedDemo } from '.';
import { DEMO_CUSTOMER_ID } from './presence';
import { topUpDemoSales } from './sales';

/** The demo's stock over two weeks of sales (the same code makes every week). */
const NOW = new Date('2026-11-20T12:45:00Z');
const LATER = new Date('2026-11-28T12:45:00Z');

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await seedDemo(database);
  await topUpDemoSales(database, NOW, { days: 14 });
});
afterAll(() => drop());

const movements = async () =>
  database.db
    .selectFrom('stock_movements')
    .select(['id', 'kind', 'location_id', 'material_id', 'quantity'])
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .orderBy('id')
    .execute();

const balances = async () =>
  database.db
    .selectFrom('stock_balances')
    .selectAll()
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .orderBy('location_id')
    .orderBy('material_id')
    .execute();

describe('the demo stock', () => {
  test('opens every material at every location, and every sale went out', async () => {
    const all = await movements();
    const materials = await resourceDb(database.db)
      .selectFrom(resources.materials.table)
      .selectAll()
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .execute();
    const locations = await resourceDb(database.db)
      .selectFrom(resources.locations.table)
      .select('id')
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .execute();
    const openings = all.filter((m) => m.kind === 'opening');
    expect(openings).toHaveLength(materials.length * locations.length);
    for (const kind of ['receipt', 'sale', 'wastage', 'preparation_in', 'preparation_out']) {
      expect(
        all.some((m) => m.kind === kind),
        kind,
      ).toBe(true);
    }
    // Every prepared material has its recipe; every material a par where it is kept.
    for (const stored of materials) {
      const material = toApiRow(resources.materials, stored);
      expect((material.locations as unknown[]).length, String(material.name)).toBeGreaterThan(0);
      if (material.type === 'SR') expect((material.recipe as unknown[]).length).toBeGreaterThan(0);
    }
  });

  test('keeps stock from going negative: deliveries follow what sells', async () => {
    const negative = (await balances()).filter((b) => Number(b.quantity) < 0);
    expect(negative).toEqual([]);
  });

  test('posts each movement once however often it tops up, and adds the weeks that pass', async () => {
    const before = await movements();
    await topUpDemoSales(database, NOW, { days: 14 });
    expect(await movements()).toEqual(before);
    await topUpDemoSales(database, LATER, { days: 14 });
    const after = await movements();
    expect(after.filter((m) => m.kind === 'receipt').length).toBeGreaterThan(
      before.filter((m) => m.kind === 'receipt').length,
    );
    expect(after.filter((m) => m.kind === 'opening')).toEqual(
      before.filter((m) => m.kind === 'opening'),
    );
  });

  test('rebuilds to the balances it keeps', async () => {
    const kept = await balances();
    await writeTransaction(database, DEMO_CUSTOMER_ID, (trx) =>
      rebuildStockBalances(trx, DEMO_CUSTOMER_ID),
    );
    expect(await balances()).toEqual(kept);
  });

  test('depletes sales recorded before the ledger existed, once', async () => {
    const sold = (await movements()).filter((m) => m.kind === 'sale');
    await database.db
      .deleteFrom('stock_movements')
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .where('kind', '=', 'sale')
      .execute();
    await topUpDemoSales(database, LATER, { days: 14 });
    expect((await movements()).filter((m) => m.kind === 'sale')).toEqual(sold);
  });
});
