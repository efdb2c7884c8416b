import {
  sellingLocationKinds,
  type DailySyncConfigBody,
  type DailySyncConfigReply,
} from '@contract/dailySync';
import { resources } from '@contract/registry';
import type { Kysely } from 'kysely';
import type { Database, DailySyncConfigsTable } from '../../db/tables';
import { ApiError, invalidFields } from '../../plugins/errors';
import { resourceDb } from '../../resources/store';
import { sealWebhookSecret, type SecretKeys } from './secret';

/** A business's daily sync settings as stored, with the location list read. */
export interface SyncConfig {
  customerId: string;
  webhookUrl: string;
  /** The webhook secret as stored: sealed (./secret.ts), opened only to sign. */
  sealedSecret: string | null;
  enabled: boolean;
  /** null: every selling location. */
  locationIds: string[] | null;
  enabledSince: string | null;
  version: number;
  updatedAt: string | null;
}

/** A location of the business as the sync sees it. */
export interface SyncLocation {
  id: string;
  name: string;
  selling: boolean;
}

const unconfigured = (customerId: string): SyncConfig => ({
  customerId,
  webhookUrl: '',
  sealedSecret: null,
  enabled: false,
  locationIds: null,
  enabledSince: null,
  version: 0,
  updatedAt: null,
});

export function configOfRow(row: DailySyncConfigsTable): SyncConfig {
  return {
    customerId: row.customer_id,
    webhookUrl: row.webhook_url,
    sealedSecret: row.secret,
    enabled: Number(row.enabled) === 1,
    locationIds: row.location_ids === null ? null : (JSON.parse(row.location_ids) as string[]),
    enabledSince: row.enabled_since,
    version: Number(row.version),
    updatedAt: row.updated_at,
  };
}

/** The settings of a business; a business that never saved any has them all off. */
export async function readSyncConfig(
  db: Kysely<Database>,
  customerId: string,
): Promise<SyncConfig> {
  const row = await db
    .selectFrom('daily_sync_configs')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? configOfRow(row) : unconfigured(customerId);
}

/** Switched on, with somewhere to send to and a key to sign with. */
export const isActive = (config: SyncConfig): boolean =>
  config.enabled && config.webhookUrl !== '' && config.sealedSecret !== null;

/** The business's locations (deleted ones left out), by name. */
export async function syncLocations(
  db: Kysely<Database>,
  customerId: string,
): Promise<SyncLocation[]> {
  const rows = (await resourceDb(db)
    .selectFrom(resources.locations.table)
    .select(['id', 'name', 'kind', 'is_active'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .execute()) as Array<{ id: string; name: string; kind: string; is_active: unknown }>;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    selling:
      (sellingLocationKinds as readonly string[]).includes(r.kind) && Boolean(Number(r.is_active)),
  }));
}

/** Whether the settings cover a location: the ones chosen, or by default every selling one. */
export function covers(config: SyncConfig, location: SyncLocation): boolean {
  return config.locationIds === null ? location.selling : config.locationIds.includes(location.id);
}

export function configReply(
  config: SyncConfig,
  locations: readonly SyncLocation[],
  now: number,
): DailySyncConfigReply {
  return {
    webhook_url: config.webhookUrl,
    secret_set: config.sealedSecret !== null,
    enabled: config.enabled,
    location_ids: config.locationIds,
    locations: locations.map((l) => ({ ...l, included: covers(config, l) })),
    version: config.version,
    updated_at: config.updatedAt,
    as_of: new Date(now).toISOString(),
  };
}

/**
 * Saves the settings of `PUT /daily-sync/config` in the caller's write transaction. The version read
 * must be the current one; chosen locations must be the business's; switching on needs a secret,
 * given now or kept from before.
 */
export async function saveSyncConfig(
  trx: Kysely<Database>,
  customerId: string,
  userId: string,
  body: DailySyncConfigBody,
  now: number,
  keys: SecretKeys,
): Promise<SyncConfig> {
  const current = await readSyncConfig(trx, customerId);
  if (body.version !== current.version) {
    const locations = await syncLocations(trx, customerId);
    throw new ApiError(409, 'VERSION_CONFLICT', 'The settings were changed since you read them', {
      current: configReply(current, locations, now),
    });
  }
  const secret =
    body.secret === undefined
      ? current.sealedSecret
      : sealWebhookSecret(keys, customerId, body.secret);
  if (body.enabled && secret === null) {
    throw invalidFields({ secret: 'required' }, 'Set a secret before switching the sync on');
  }
  if (body.location_ids !== null) {
    const known = new Set((await syncLocations(trx, customerId)).map((l) => l.id));
    const unknown = body.location_ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) {
      throw invalidFields(
        { [`location_ids.${unknown}`]: 'unknown_reference' },
        'A location is not one of the business',
      );
    }
  }
  const at = new Date(now).toISOString();
  const row: DailySyncConfigsTable = {
    customer_id: customerId,
    webhook_url: body.webhook_url,
    secret,
    enabled: body.enabled ? 1 : 0,
    location_ids:
      body.location_ids === null ? null : JSON.stringify([...new Set(body.location_ids)]),
    // Switching on starts the nightly run from today's business day, not from days long past.
    enabled_since: body.enabled ? (current.enabled ? current.enabledSince : at) : null,
    version: current.version + 1,
    updated_by: userId,
    created_at: at,
    updated_at: at,
  };
  if (current.version === 0) {
    await trx.insertInto('daily_sync_configs').values(row).execute();
  } else {
    const { created_at: _created, customer_id: _customer, ...changes } = row;
    await trx
      .updateTable('daily_sync_configs')
      .set(changes)
      .where('customer_id', '=', customerId)
      .where('version', '=', current.version)
      .execute();
  }
  return configOfRow(row);
}
