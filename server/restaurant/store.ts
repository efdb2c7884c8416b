import { resources } from '@contract/registry';
import type {
  KitchenScreen,
  Printer,
  RestaurantConfig,
  RestaurantConfigBody,
} from '@contract/restaurantConfig';
import type { ValidationCode } from '@contract/validation';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { recordAudit } from '../audit/record';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { ApiError, invalidFields, notFound } from '../plugins/errors';
import { existingIds } from '../resources/checks';
import { fileUrl } from '../resources/files';
import { findRow } from '../resources/store';
import type { RestaurantConfigsTable } from './restaurantTables';

const COLLECTION = 'restaurantConfigs';

/** A stored configuration as replies show it; a location that never saved one reads as empty. */
export function configOf(
  locationId: string,
  row: RestaurantConfigsTable | undefined,
): RestaurantConfig {
  if (!row) {
    return {
      location_id: locationId,
      receipt_header: '',
      receipt_footer: '',
      receipt_logo_url: '',
      customer_display_url: '',
      printers: [],
      kitchen_screens: [],
      is_live: false,
      live_changed_at: null,
      live_changed_by: null,
      version: 0,
      updated_at: null,
    };
  }
  return {
    location_id: row.location_id,
    receipt_header: row.receipt_header,
    receipt_footer: row.receipt_footer,
    receipt_logo_url: row.receipt_logo_url,
    customer_display_url: row.customer_display_url,
    printers: JSON.parse(row.printers) as Printer[],
    kitchen_screens: JSON.parse(row.kitchen_screens) as KitchenScreen[],
    is_live: Boolean(row.is_live),
    live_changed_at: row.live_changed_at,
    live_changed_by: row.live_changed_by,
    version: row.version,
    updated_at: row.updated_at,
  };
}

/** The location, live and of the caller's business, else 404 (another business's ids included). */
async function requireLocationRow(db: Kysely<Database>, customerId: string, locationId: string) {
  const found = await existingIds(db, resources.locations, customerId, [locationId]);
  if (!found.has(locationId)) throw notFound('Location');
}

async function locationName(db: Kysely<Database>, customerId: string, locationId: string) {
  const found = await findRow(db, resources.locations, customerId, locationId);
  return typeof found?.name === 'string' ? found.name : null;
}

const storedRow = (db: Kysely<Database>, customerId: string, locationId: string) =>
  db
    .selectFrom('restaurant_configs')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('location_id', '=', locationId)
    .executeTakeFirst();

export async function readRestaurantConfig(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
): Promise<RestaurantConfig> {
  await requireLocationRow(db, customerId, locationId);
  return configOf(locationId, await storedRow(db, customerId, locationId));
}

/** Kitchen screens may only name live categories of the business. */
async function checkCategories(
  db: Kysely<Database>,
  customerId: string,
  screens: readonly KitchenScreen[],
) {
  const named = screens.flatMap((s) => s.category_ids);
  if (named.length === 0) return;
  const live = await existingIds(db, resources.categories, customerId, named);
  const codes: Record<string, ValidationCode> = {};
  screens.forEach((screen, s) =>
    screen.category_ids.forEach((id, c) => {
      if (!live.has(id)) codes[`kitchen_screens.${s}.category_ids.${c}`] = 'unknown_reference';
    }),
  );
  if (Object.keys(codes).length > 0) throw invalidFields(codes);
}

/** An image URL must be a file this business uploaded: never another business's, never a guess. */
async function checkImages(
  db: Kysely<Database>,
  customerId: string,
  images: Record<'receipt_logo_url' | 'customer_display_url', string>,
) {
  const codes: Record<string, ValidationCode> = {};
  for (const [field, url] of Object.entries(images)) {
    if (url === '') continue;
    const fileId = url.slice(fileUrl('').length);
    const found = await db
      .selectFrom('files')
      .select('id')
      .where('id', '=', fileId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!found) codes[field] = 'unknown_reference';
  }
  if (Object.keys(codes).length > 0) throw invalidFields(codes);
}

type Changes = Partial<
  Omit<RestaurantConfigsTable, 'id' | 'customer_id' | 'location_id' | 'version' | 'created_at'>
>;

/**
 * Applies `changes` to a location's configuration, creating it on first write, in the caller's
 * transaction; the audit log gets the before and after. `version`, when given, must be the one read.
 */
async function writeRestaurantConfig(
  trx: Kysely<Database>,
  auth: Auth,
  locationId: string,
  changes: Changes,
  version?: number,
): Promise<RestaurantConfig> {
  await requireLocationRow(trx, auth.customerId, locationId);
  const before = await storedRow(trx, auth.customerId, locationId);
  if (version !== undefined && version !== (before?.version ?? 0)) {
    throw new ApiError(409, 'VERSION_CONFLICT', 'Changed by someone else since read', {
      current: configOf(locationId, before),
    });
  }
  const now = nowIso();
  const empty = configOf(locationId, undefined);
  const after: RestaurantConfigsTable = before
    ? { ...before, ...changes, version: before.version + 1, updated_at: now }
    : {
        id: uuidv7(),
        customer_id: auth.customerId,
        location_id: locationId,
        receipt_header: empty.receipt_header,
        receipt_footer: empty.receipt_footer,
        receipt_logo_url: empty.receipt_logo_url,
        customer_display_url: empty.customer_display_url,
        printers: '[]',
        kitchen_screens: '[]',
        is_live: 0,
        live_changed_at: null,
        live_changed_by: null,
        ...changes,
        version: 1,
        created_at: now,
        updated_at: now,
      };
  if (before) {
    await trx
      .updateTable('restaurant_configs')
      .set({ ...changes, version: after.version, updated_at: now })
      .where('id', '=', before.id)
      .execute();
  } else {
    await trx.insertInto('restaurant_configs').values(after).execute();
  }
  await recordAudit(trx, [
    {
      customerId: auth.customerId,
      collection: COLLECTION,
      rowId: after.id,
      locationId,
      area: 'config',
      // Named by its location: the log's kind column already says it is a till configuration.
      label: await locationName(trx, auth.customerId, locationId),
      before: before ? configOf(locationId, before) : null,
      after: configOf(locationId, after),
    },
  ]);
  return configOf(locationId, after);
}

export async function saveRestaurantConfig(
  trx: Kysely<Database>,
  auth: Auth,
  locationId: string,
  body: RestaurantConfigBody,
): Promise<RestaurantConfig> {
  await checkCategories(trx, auth.customerId, body.kitchen_screens);
  await checkImages(trx, auth.customerId, {
    receipt_logo_url: body.receipt_logo_url,
    customer_display_url: body.customer_display_url,
  });
  return writeRestaurantConfig(
    trx,
    auth,
    locationId,
    {
      receipt_header: body.receipt_header,
      receipt_footer: body.receipt_footer,
      receipt_logo_url: body.receipt_logo_url,
      customer_display_url: body.customer_display_url,
      printers: JSON.stringify(body.printers),
      kitchen_screens: JSON.stringify(body.kitchen_screens),
    },
    body.version,
  );
}

/** Switching to what it already is changes nothing, so a resent switch keeps its first time. */
export async function setLiveStatus(
  trx: Kysely<Database>,
  auth: Auth,
  locationId: string,
  isLive: boolean,
): Promise<RestaurantConfig> {
  await requireLocationRow(trx, auth.customerId, locationId);
  const current = configOf(locationId, await storedRow(trx, auth.customerId, locationId));
  if (current.is_live === isLive) return current;
  return writeRestaurantConfig(trx, auth, locationId, {
    is_live: isLive ? 1 : 0,
    live_changed_at: nowIso(),
    live_changed_by: auth.userId,
  });
}

export function setImage(
  trx: Kysely<Database>,
  auth: Auth,
  locationId: string,
  field: 'receipt_logo_url' | 'customer_display_url',
  url: string,
): Promise<RestaurantConfig> {
  return writeRestaurantConfig(trx, auth, locationId, { [field]: url });
}
