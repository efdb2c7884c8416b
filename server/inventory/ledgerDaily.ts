import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { addToRows } from '../sales/aggregates';

/**
 * `stock_daily` (migration 20261129T100000): the movements of each location, business date,
 * material and kind added up. The ledger adds what it appends in the same transaction, the way the
 * sales aggregates are kept, so the stock reports read a row per day a material moved, never the
 * movements of whole days. Movements are never updated or deleted, so adding is all it takes.
 */

const target = {
  table: 'stock_daily',
  keys: ['customer_id', 'location_id', 'business_date', 'material_id', 'kind'],
  columns: ['quantity', 'value', 'movement_count'],
} as const;

type Movement = Pick<
  Database['stock_movements'],
  'customer_id' | 'location_id' | 'business_date' | 'material_id' | 'kind' | 'quantity' | 'value'
>;

type DaySums = { quantity: number; value: number; movement_count: number };

/** Adds appended movements to their days, merged per row: one upsert per chunk of rows. */
export async function addToStockDaily(
  trx: Kysely<Database>,
  movements: readonly Movement[],
): Promise<void> {
  const merged = new Map<string, { key: Record<string, string>; values: DaySums }>();
  for (const m of movements) {
    const k = `${m.location_id}|${m.business_date}|${m.material_id}|${m.kind}`;
    const had = merged.get(k);
    if (had) {
      had.values.quantity += m.quantity;
      had.values.value += m.value;
      had.values.movement_count += 1;
      continue;
    }
    merged.set(k, {
      key: {
        customer_id: m.customer_id,
        location_id: m.location_id,
        business_date: m.business_date,
        material_id: m.material_id,
        kind: m.kind,
      },
      values: { quantity: m.quantity, value: m.value, movement_count: 1 },
    });
  }
  await addToRows(trx, target, [...merged.values()]);
}

/** Recomputes a business's `stock_daily` from its movements (`update-main-tables`). */
export async function rebuildStockDaily(trx: Kysely<Database>, customerId: string): Promise<void> {
  await trx.deleteFrom('stock_daily').where('customer_id', '=', customerId).execute();
  await trx
    .insertInto('stock_daily')
    .columns([...target.keys, ...target.columns])
    .expression(stockDailySums(trx, customerId))
    .execute();
}

/**
 * The rows of `stock_daily` as a business's movements add up, in the table's columns: what the
 * rebuild writes and what the self-audit (server/verify) compares with, narrowed as it needs.
 */
export function stockDailySums(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('stock_movements')
    .select((eb) => [
      'customer_id',
      'location_id',
      'business_date',
      'material_id',
      'kind',
      eb.fn.sum<number>('quantity').as('quantity'),
      eb.fn.sum<number>('value').as('value'),
      eb.fn.countAll<number>().as('movement_count'),
    ])
    .where('customer_id', '=', customerId)
    .groupBy(['customer_id', 'location_id', 'business_date', 'material_id', 'kind']);
}
