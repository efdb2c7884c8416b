/**
 * Issue 27 figures: order by forecast at a location with 500 materials and two years of daily
 * sales, server time, SQLite: `GET /supplier-orders/suggestions` (par and forecast for a supplier
 * selling all 500; the call computes the location's forecast itself) and `GET /forecast/products`
 * (target: each at most 300 ms), and `GET /forecast/backtest` (reported on its own).
 * Run alone: npx tsx bench/forecast.ts
 */
import { addDays } from '@contract/businessDay';
import { resources } from '@contract/registry';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { writeTransaction } from '../server/db/changes';
import { openSqlite } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { nowIso } from '../server/db/rows';
import { DEMO_CUSTOMER_ID, seedDemo } from '../server/demo';
import { insertRows, type StoredRow } from '../server/resources/store';
import { appOn } from './lib/inject';
import { announce, main, median, ms, report } from './lib/common';

const MATERIALS = 500;
const PRODUCTS = 250;
const DAYS = 730;
const RUNS = 20;
const TARGET_MS = 300;

main(async () => {
  announce(
    'Issue 27: order by forecast with 500 materials and two years of sales, server time, SQLite',
    [
      `A fresh SQLite file with the demo business and a new location: ${MATERIALS} materials with par there,`,
      `sold by one supplier delivering Monday and Thursday; ${PRODUCTS} products of 4 materials each (a fifth`,
      `through a prepared material), ${DAYS} days of their sales by item, a past and a coming holiday.`,
      `Each call: 3 warm-up, median of ${RUNS}. In-process inject with the admin token.`,
    ].join('\n'),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bh-forecast-bench-'));
  const database = openSqlite(path.join(dir, 'backhouse.db'));
  try {
    await migrateToLatest(database);
    await seedDemo(database);
    const { app, call } = await appOn(database);
    const location = (await call('POST', '/locations', { name: 'Forecast bench' })).id as string;
    const supplier = (
      await call('POST', '/suppliers', {
        name: 'Forecast bench supplier',
        minimum_order: 500,
        delivery_days: [1, 4],
        lead_time_days: 1,
      })
    ).id as string;
    const today = new Date().toISOString().slice(0, 10);
    for (const [date, name] of [
      [addDays(today, -40), 'Bench past holiday'],
      [addDays(today, 5), 'Bench coming holiday'],
    ] as const) {
      await call('POST', '/location-days-hours-config', {
        location_id: location,
        date,
        name,
        ranges: [{ from: '10:00', to: '22:00' }],
      });
    }
    await fill(database, location, supplier, today);

    const time = async (url: string) => {
      for (let i = 0; i < 3; i++) await call('GET', url);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await call('GET', url);
        samples.push(performance.now() - t0);
      }
      return samples;
    };
    const suggestionsUrl = `/supplier-orders/suggestions?supplier=${supplier}&loc=${location}`;
    const first = await call('GET', suggestionsUrl);
    const lines = first.lines as Array<{ forecast: { packs: number } | null }>;
    if (lines.length !== MATERIALS || !lines.some((l) => (l.forecast?.packs ?? 0) > 0)) {
      throw new Error('the suggestions have no order by forecast');
    }
    const suggestions = await time(suggestionsUrl);
    const products = await time(`/forecast/products?loc=${location}`);
    const backtest = await time(`/forecast/backtest?loc=${location}`);
    const result = await call('GET', `/forecast/backtest?loc=${location}`);
    await app.close();
    report({
      id: 'forecast',
      method: 'in-process inject on SQLite; each call median of 20 after 3 warm-up',
      rows: [
        {
          figure: `suggestions by par and by forecast for ${MATERIALS} materials, 2 years of sales (the forecast computed in the call)`,
          measured: ms(median(suggestions)),
          target: `≤ ${TARGET_MS} ms`,
          ok: median(suggestions) <= TARGET_MS,
        },
        {
          figure: `the products' forecast with why and error, ${PRODUCTS} products`,
          measured: ms(median(products)),
          target: `≤ ${TARGET_MS} ms`,
          ok: median(products) <= TARGET_MS,
        },
        {
          figure: `backtest of the last 8 weeks with the ordering replay, ${MATERIALS} materials`,
          measured: ms(median(backtest)),
          target: 'report',
          ok: null,
        },
      ],
      details: {
        suggestions,
        products,
        backtest,
        error: result.error,
        by_forecast: result.by_forecast,
        by_par: result.by_par,
      },
    });
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * The materials (a tenth of them prepared from two others), the supplier's offer of each, the
 * products and their recipes, and two years of each product's daily sales by item: a weekday
 * pattern, a slow growth and noise, written straight into the aggregate the tills' path keeps.
 */
async function fill(
  database: ReturnType<typeof openSqlite>,
  location: string,
  supplier: string,
  today: string,
): Promise<void> {
  await writeTransaction(database, DEMO_CUSTOMER_ID, async (trx) => {
    const now = nowIso();
    const meta = () => ({
      id: uuidv7(),
      customer_id: DEMO_CUSTOMER_ID,
      location_id: null,
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    const bought: StoredRow[] = Array.from({ length: MATERIALS }, (_, i) => ({
      ...resources.materials.fields.parse({
        name: `Forecast material ${String(i).padStart(3, '0')}`,
        unit: 'g',
        cost: 0.01,
        locations: [{ location_id: location, par: 4_000 + (i % 9) * 500, minimum: 0 }],
      }),
      ...meta(),
    }));
    const prepared: StoredRow[] = Array.from({ length: MATERIALS / 10 }, (_, i) => ({
      ...resources.materials.fields.parse({
        name: `Forecast prep ${String(i).padStart(3, '0')}`,
        unit: 'g',
        cost: 0,
        is_prepared: true,
        yield_quantity: 1000,
        recipe: [
          { material_id: bought[(i * 7) % MATERIALS]!.id, quantity: 600, unit: 'g' },
          { material_id: bought[(i * 7 + 3) % MATERIALS]!.id, quantity: 500, unit: 'g' },
        ],
      }),
      ...meta(),
    }));
    await insertRows(trx, database.dialect, resources.materials, [...bought, ...prepared]);
    await insertRows(
      trx,
      database.dialect,
      resources.supplierMaterials,
      bought.map((m, i) => ({
        ...resources.supplierMaterials.fields.parse({
          supplier_id: supplier,
          material_id: m.id,
          item_code: `F-${i}`,
          pack_name: 'Bag 1 kg',
          pack_size: 1000,
          price: 10,
        }),
        ...meta(),
      })),
    );
    const products: StoredRow[] = Array.from({ length: PRODUCTS }, (_, i) => ({
      ...resources.products.fields.parse({
        name: `Forecast product ${String(i).padStart(3, '0')}`,
        price: 10,
        recipe: [
          { material_id: bought[(2 * i) % MATERIALS]!.id, quantity: 50, unit: 'g' },
          { material_id: bought[(2 * i + 1) % MATERIALS]!.id, quantity: 30, unit: 'g' },
          { material_id: bought[(2 * i + 250) % MATERIALS]!.id, quantity: 20, unit: 'g' },
          i % 5 === 0
            ? { material_id: prepared[i % prepared.length]!.id, quantity: 40, unit: 'g' }
            : { material_id: bought[(2 * i + 251) % MATERIALS]!.id, quantity: 10, unit: 'g' },
        ],
      }),
      ...meta(),
    }));
    await insertRows(trx, database.dialect, resources.products, products);
    const weekday = [0.7, 0.9, 0.95, 1, 1.1, 1.4, 1.3];
    const rows = [];
    for (let d = DAYS; d >= 1; d--) {
      const date = addDays(today, -d);
      const factor = weekday[new Date(`${date}T00:00:00Z`).getUTCDay()]! * (1 + (DAYS - d) / DAYS);
      for (const [i, p] of products.entries()) {
        const quantity = Math.round(
          (2 + (i % 20)) * factor * (0.8 + ((i * 31 + d * 17) % 40) / 100),
        );
        if (quantity === 0) continue;
        rows.push({
          customer_id: DEMO_CUSTOMER_ID,
          location_id: location,
          business_date: date,
          item_kind: 'product',
          item_id: p.id,
          category_id: '',
          quantity: quantity * 1000,
          refunded_quantity: 0,
        });
      }
    }
    for (let i = 0; i < rows.length; i += 2000) {
      await trx
        .insertInto('sales_by_item')
        .values(rows.slice(i, i + 2000))
        .execute();
    }
  });
}
