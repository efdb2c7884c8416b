import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToRows } from '../sales/aggregates';
import { createTestDatabase } from '../testing/harness';
import type { DatabaseHandle } from './database';
import { insertMany } from './manyRows';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());

const day = (material: string, quantity: number, kind = 'sale') => ({
  customer_id: 'business',
  location_id: 'kitchen',
  business_date: '2026-11-20',
  material_id: material,
  kind,
  quantity,
  value: quantity * 10,
  movement_count: 1,
});

const stored = async (kind: string) =>
  database.db
    .selectFrom('stock_daily')
    .select(['material_id', 'quantity', 'value', 'movement_count'])
    .where('kind', '=', kind)
    .orderBy('material_id')
    .execute();

describe('statements of many rows', () => {
  it('inserts every row with its own values, whatever the size of the last statement', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => day(`m${i}`, -(i + 1), 'sale'));
    // Twice the same shapes (3, 3 and 1 rows): the second call runs the statements kept.
    await insertMany(database.db, 'stock_daily', rows.slice(0, 4), 3);
    await insertMany(database.db, 'stock_daily', rows.slice(4), 3);
    expect(await stored('sale')).toEqual(
      rows.map((r) => ({
        material_id: r.material_id,
        quantity: r.quantity,
        value: r.value,
        movement_count: 1,
      })),
    );
  });

  it('adds to the rows that exist and creates the others, each time with the new values', async () => {
    const target = {
      table: 'stock_daily',
      keys: ['customer_id', 'location_id', 'business_date', 'material_id', 'kind'],
      columns: ['quantity', 'value', 'movement_count'],
    };
    const deltas = (quantity: number, materials: string[]) =>
      materials.map((m) => {
        const { quantity: q, value, movement_count, ...key } = day(m, quantity, 'waste');
        return { key, values: { quantity: q, value, movement_count } };
      });
    await addToRows(database.db, target, deltas(2, ['a', 'b']));
    await addToRows(database.db, target, deltas(5, ['b', 'c']));
    expect(await stored('waste')).toEqual([
      { material_id: 'a', quantity: 2, value: 20, movement_count: 1 },
      { material_id: 'b', quantity: 7, value: 70, movement_count: 2 },
      { material_id: 'c', quantity: 5, value: 50, movement_count: 1 },
    ]);
  });

  it('writes a left-out column, keys in another order or an expression as Kysely would', async () => {
    const { movement_count: _left, ...withoutCount } = day('x', 3, 'mixed');
    await insertMany(database.db, 'stock_daily', [withoutCount], 10);
    const { value, ...rest } = day('y', 4, 'mixed');
    const reordered = { value, ...rest };
    await insertMany(database.db, 'stock_daily', [day('w', 6, 'mixed'), reordered], 10);
    await insertMany(
      database.db,
      'stock_daily',
      [{ ...day('z', 1, 'mixed'), quantity: sql<number>`2 + 3` }],
      10,
    );
    expect(await stored('mixed')).toEqual([
      { material_id: 'w', quantity: 6, value: 60, movement_count: 1 },
      { material_id: 'x', quantity: 3, value: 30, movement_count: 0 },
      { material_id: 'y', quantity: 4, value: 40, movement_count: 1 },
      { material_id: 'z', quantity: 5, value: 10, movement_count: 1 },
    ]);
  });
});
