import type { MovementKind } from '@contract/stock';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { inChunks } from '../inventory/ledger';
import { fromMilli } from '../sales/figures';

/**
 * What a location uses of a material: stock that left it to be sold, thrown away, made into
 * something else or sent to another place, less what came back (refunds, voids). The one definition
 * behind "8-week average use" on the order forms (supplier orders and order requests).
 */
export const usageKinds: readonly MovementKind[] = [
  'sale',
  'refund',
  'void',
  'wastage',
  'preparation_out',
  'transfer_out',
];

export const USAGE_WEEKS = 8;

/**
 * Average use per week over the `weeks` whole weeks before `now`, in the material's base unit, for
 * each material asked (0 when it moved none). Weeks before the location's first movement still count:
 * a material bought last month was simply not used before it.
 */
export async function averageWeeklyUse(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  materialIds: readonly string[],
  now: Date = new Date(),
  weeks = USAGE_WEEKS,
): Promise<Map<string, number>> {
  const out = new Map<string, number>(materialIds.map((id) => [id, 0]));
  if (materialIds.length === 0) return out;
  const since = new Date(now.getTime() - weeks * 7 * 86_400_000).toISOString();
  const rows = await inChunks([...materialIds], (chunk) =>
    db
      .selectFrom('stock_movements')
      .select((eb) => ['material_id', eb.fn.sum<number>('quantity').as('quantity')])
      .where('customer_id', '=', customerId)
      .where('location_id', '=', locationId)
      .where('material_id', 'in', chunk)
      .where('kind', 'in', usageKinds)
      .where('occurred_at', '>=', since)
      .where('occurred_at', '<', now.toISOString())
      .groupBy('material_id')
      .execute(),
  );
  for (const r of rows) {
    // Outflows are negative in the ledger: use is their opposite, never below nothing.
    const used = Math.max(0, -fromMilli(Number(r.quantity)));
    out.set(r.material_id, Math.round((used / weeks) * 1000) / 1000);
  }
  return out;
}
