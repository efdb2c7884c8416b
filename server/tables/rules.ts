import { resources } from '@contract/registry';
import { tableStatusAllowed, type TableStatus } from '@contract/tables';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { ApiError, invalidFields } from '../plugins/errors';
import { resourceDb } from '../resources/store';

/** Refused host-stand moves (`tableStatusAllowed`): 409, with the field that made it. */
export const statusRefused = (field: string) =>
  new ApiError(
    409,
    'INVALID_STATUS_CHANGE',
    'An inactive table cannot be occupied or reserved: free it before deactivating it, or activate it first',
    { fields: { [field]: 'An inactive table cannot be occupied or reserved' } },
  );

interface TableLike {
  location_id: string | null;
  floor_id?: unknown;
  is_active?: unknown;
  status?: unknown;
}

/** The live floors among `floorIds`, with their location, of one business. */
export async function floorLocations(
  db: Kysely<Database>,
  customerId: string,
  floorIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (floorIds.length === 0) return new Map();
  const rows = await resourceDb(db)
    .selectFrom(resources.floors.table)
    .select(['id', 'location_id'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', [...new Set(floorIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.location_id]));
}

/**
 * Checks of a table row as written (registry hook in server/resources/write.ts, and the bulk calls):
 * its floor is one of its own location, and its status suits whether it is active. `field` names
 * what a refused status is blamed on (`status` for a status change, `is_active` for a toggle).
 */
export async function checkTableRow(
  db: Kysely<Database>,
  customerId: string,
  row: TableLike,
  field = 'status',
): Promise<void> {
  if (typeof row.floor_id === 'string') {
    const floors = await floorLocations(db, customerId, [row.floor_id]);
    if (floors.has(row.floor_id) && floors.get(row.floor_id) !== row.location_id) {
      throw invalidFields({ floor_id: 'wrong_location' });
    }
  }
  const state = { is_active: row.is_active !== false, status: row.status as TableStatus };
  if (!tableStatusAllowed(state)) throw statusRefused(field);
}
