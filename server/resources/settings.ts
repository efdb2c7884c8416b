import type { SettingRow } from '@contract/settings';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { recordChange } from '../db/changes';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';

/**
 * Settings are key/value rows per location (`contract/settings.ts`). They sync like registry rows, as
 * collection `settings`, and are stored in exactly their API shape, so no mapping is needed.
 */
export const SETTINGS_COLLECTION = 'settings';

export async function findSetting(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
  name: string,
): Promise<SettingRow | undefined> {
  return db
    .selectFrom('settings')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('location_id', '=', locationId)
    .where('name', '=', name)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function listSettings(
  db: Kysely<Database>,
  customerId: string,
  locationIds: readonly string[],
  names?: readonly string[],
): Promise<SettingRow[]> {
  if (locationIds.length === 0) return [];
  let query = db
    .selectFrom('settings')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('location_id', 'in', [...locationIds])
    .where('deleted_at', 'is', null);
  if (names) query = query.where('name', 'in', [...names]);
  return query.orderBy('location_id').orderBy('name').execute();
}

/** Settings by id, tombstones included, for the sync pull. */
export async function settingsByIds(
  db: Kysely<Database>,
  customerId: string,
  ids: readonly string[],
): Promise<SettingRow[]> {
  const rows: SettingRow[] = [];
  for (let start = 0; start < ids.length; start += 1000) {
    rows.push(
      ...(await db
        .selectFrom('settings')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('id', 'in', ids.slice(start, start + 1000))
        .execute()),
    );
  }
  return rows;
}

/**
 * Sets a value, creating the setting on first use: last write wins, each write bumps the version and
 * is logged for sync. Call inside `writeTransaction`.
 */
export async function upsertSetting(
  trx: Kysely<Database>,
  setting: { customerId: string; locationId: string; name: string; value: string; id?: string },
  now = nowIso(),
): Promise<SettingRow> {
  const current = await trx
    .selectFrom('settings')
    .selectAll()
    .where('customer_id', '=', setting.customerId)
    .where('location_id', '=', setting.locationId)
    .where('name', '=', setting.name)
    .executeTakeFirst();
  let row: SettingRow;
  if (current) {
    row = { ...current, value: setting.value, version: current.version + 1, updated_at: now };
    row.deleted_at = null;
    await trx
      .updateTable('settings')
      .set({ value: row.value, version: row.version, updated_at: now, deleted_at: null })
      .where('id', '=', current.id)
      .execute();
  } else {
    row = {
      id: setting.id ?? uuidv7(),
      customer_id: setting.customerId,
      location_id: setting.locationId,
      name: setting.name,
      value: setting.value,
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    await trx.insertInto('settings').values(row).execute();
  }
  await recordChange(trx, {
    customerId: row.customer_id,
    collection: SETTINGS_COLLECTION,
    rowId: row.id,
    locationId: row.location_id,
    before: current ?? null,
    after: row,
  });
  return row;
}
