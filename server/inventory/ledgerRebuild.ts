import { resources } from '@contract/registry';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import { resourceDb } from '../resources/store';
import { costedKinds, inChunks, postingOrder } from './ledger';
import { rebuildStockDaily } from './ledgerDaily';

/** What a balance is replayed from: a movement as stored. */
export type ReplayedMovement = Pick<
  Database['stock_movements'],
  'id' | 'kind' | 'quantity' | 'value' | 'unit_cost' | 'occurred_at' | 'created_at'
>;

/**
 * A (location, material)'s balance from all its movements, in milli: sums of quantity and value,
 * and the weighted average cost replayed in posting order (each call's created_at, then
 * `postingOrder`), starting from the average its first movement was valued at (the material's
 * standard cost when it has none). What the ledger keeps as it posts;
 * the rebuild and the self-audit (server/verify) both compute it here. Sorts `movements` in place.
 */
export function replayBalance(
  movements: ReplayedMovement[],
  standardCost: number,
): Omit<Database['stock_balances'], 'customer_id' | 'location_id' | 'material_id'> {
  movements.sort((a, b) =>
    a.created_at !== b.created_at ? (a.created_at < b.created_at ? -1 : 1) : postingOrder(a, b),
  );
  let quantity = 0;
  let value = 0;
  // The first movement was valued at the average of its day: the standard cost then, or its own
  // cost when it was a costed inflow (which sets the average anyway). Not today's standard cost: a
  // cost changed since would give the balance an average none of its movements was valued at.
  let average = movements.length > 0 ? Number(movements[0]!.unit_cost) : standardCost;
  let last = '';
  let updated = '';
  for (const m of movements) {
    const q = Number(m.quantity);
    const v = Number(m.value);
    if (q > 0 && costedKinds.has(m.kind)) {
      average = quantity > 0 ? (value + v) / (quantity + q) : Number(m.unit_cost);
    }
    quantity += q;
    value += v;
    if (m.occurred_at > last) last = m.occurred_at;
    if (m.created_at > updated) updated = m.created_at;
  }
  return {
    quantity,
    value,
    average_cost: average,
    movement_count: movements.length,
    last_movement_at: last || null,
    updated_at: updated,
  };
}

/** Every material's standard cost: the average a balance starts from before its first costed inflow. */
export async function materialStandardCosts(
  db: Kysely<Database>,
  customerId: string,
): Promise<Map<string, number>> {
  const materials = await resourceDb(db)
    .selectFrom(resources.materials.table)
    .select(['id', 'cost'])
    .where('customer_id', '=', customerId)
    .execute();
  return new Map(materials.map((r) => [r.id, Number(r.cost ?? 0)]));
}

/** What replaying a location's movements in posting order reads of each (the rebuild, the self-audit). */
export const replayColumns = [
  'id',
  'material_id',
  'kind',
  'quantity',
  'value',
  'unit_cost',
  'occurred_at',
  'created_at',
] as const;

/**
 * Recomputes every stock balance of a business from its movements (`update-main-tables`): sums of
 * quantity and value, and the weighted average cost replayed in posting order (each call's
 * created_at, then `postingOrder`), so the result equals what the ledger kept; and the daily sums
 * the reports read (`stock_daily`).
 */
export async function rebuildStockBalances(
  trx: Kysely<Database>,
  customerId: string,
): Promise<{ balances: number }> {
  await rebuildStockDaily(trx, customerId);
  await trx.deleteFrom('stock_balances').where('customer_id', '=', customerId).execute();
  const locations = await trx
    .selectFrom('stock_movements')
    .select('location_id')
    .distinct()
    .where('customer_id', '=', customerId)
    .execute();
  const costs = await materialStandardCosts(trx, customerId);
  let count = 0;
  const at = nowIso();
  for (const { location_id } of locations) {
    const movements = await trx
      .selectFrom('stock_movements')
      .select(replayColumns)
      .where('customer_id', '=', customerId)
      .where('location_id', '=', location_id)
      .execute();
    const byMaterial = new Map<string, typeof movements>();
    for (const m of movements) {
      const list = byMaterial.get(m.material_id) ?? [];
      list.push(m);
      byMaterial.set(m.material_id, list);
    }
    const rows: Database['stock_balances'][] = [];
    for (const [material_id, list] of byMaterial) {
      const balance = replayBalance(list, costs.get(material_id) ?? 0);
      rows.push({
        customer_id: customerId,
        location_id,
        material_id,
        ...balance,
        updated_at: balance.updated_at || at,
      });
    }
    await inChunks(rows, async (chunk) => {
      await trx.insertInto('stock_balances').values(chunk).execute();
      return [];
    });
    count += rows.length;
  }
  return { balances: count };
}
