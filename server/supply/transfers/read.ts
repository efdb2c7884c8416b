import type { InTransit, TransferLine, transferListQuery } from '@contract/transfers';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/tables';
import { newestPage, round3 } from '../documents';
import type { StoredTransfer } from './store';

/**
 * Reading transfers (issue 10): a location's incoming and outgoing ones, and what is in transit to
 * it (sent, not yet received): stock that is in neither place's balance but on the transfer.
 */

type Query = z.infer<typeof transferListQuery>;

/**
 * One page of transfers, newest first. `locations` null: every location (an administrator without
 * `loc`); otherwise the transfers sent from or to one of them, as `direction` says.
 */
export async function listTransfers(
  db: Kysely<Database>,
  customerId: string,
  locations: readonly string[] | null,
  q: Query,
): Promise<{ rows: StoredTransfer[]; total: number }> {
  if (locations?.length === 0) return { rows: [], total: 0 };
  let base = db
    .selectFrom('stock_transfers')
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null);
  if (locations) {
    const places = [...locations];
    if (q.direction === 'in') base = base.where('to_location_id', 'in', places);
    else if (q.direction === 'out') base = base.where('location_id', 'in', places);
    else {
      base = base.where((eb) =>
        eb.or([eb('location_id', 'in', places), eb('to_location_id', 'in', places)]),
      );
    }
  }
  if (q.st !== 'all') base = base.where('status', '=', q.st);
  return newestPage(base, q);
}

/** Stock in transit to the locations (every location when null), per location and material. */
export async function inTransitTo(
  db: Kysely<Database>,
  customerId: string,
  locations: readonly string[] | null,
): Promise<InTransit[]> {
  if (locations?.length === 0) return [];
  let query = db
    .selectFrom('stock_transfers')
    .select(['to_location_id', 'lines'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'sent')
    .where('deleted_at', 'is', null);
  if (locations) query = query.where('to_location_id', 'in', [...locations]);
  const sums = new Map<string, InTransit>();
  for (const row of await query.execute()) {
    for (const line of JSON.parse(row.lines) as TransferLine[]) {
      const key = `${row.to_location_id}|${line.material_id}`;
      const sum = sums.get(key) ?? {
        location_id: row.to_location_id,
        material_id: line.material_id,
        quantity: 0,
      };
      sum.quantity = round3(sum.quantity + line.quantity);
      sums.set(key, sum);
    }
  }
  return [...sums.values()];
}
