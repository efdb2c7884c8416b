import {
  businessInfoLocationFields,
  businessInfoSettings,
  type BusinessInfo,
  type BusinessInfoPatch,
} from '@contract/businessInfo';
import { hourSetting, DEFAULT_CLOSING_HOUR, DEFAULT_OPENING_HOUR } from '@contract/businessDay';
import { resources } from '@contract/registry';
import { normalizeSettingValue, type SettingKey } from '@contract/settings';
import { DEFAULT_TIME_ZONE } from '@contract/timezone';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { notFound } from '../plugins/errors';
import { checkLocation } from '../resources/checks';
import { listSettings, upsertSetting } from '../resources/settings';
import { findRow } from '../resources/store';
import { patchRow } from '../resources/write';

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
/** What a location that never set them shows (SPEC section 9: UTC, 9 to 18, YYYY-MM-DD HH:mm:ss). */
const defaults = {
  legal_name: '',
  logo_url: '',
  time_zone: DEFAULT_TIME_ZONE,
  currency: '',
  language: 'en',
  date_format: 'YYYY-MM-DD HH:mm:ss',
  time_format: 'h:mm A',
} as const;

const settingNames: SettingKey[] = [
  ...Object.values(businessInfoSettings),
  'working_days',
  'opening_hour',
  'closing_hour',
];

/**
 * A location's business information (contract/businessInfo.ts): its own fields and its settings,
 * with the defaults of a location that never set them.
 */
export async function readBusinessInfo(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
): Promise<BusinessInfo> {
  const location = await findRow(db, resources.locations, customerId, locationId);
  if (!location || location.deleted_at !== null) throw notFound('Location');
  const settings = await listSettings(db, customerId, [locationId], settingNames);
  const value = (name: SettingKey) => settings.find((s) => s.name === name)?.value ?? '';
  const text = (field: string) => (typeof location[field] === 'string' ? location[field] : '');
  const stored = Object.fromEntries(
    Object.entries(businessInfoSettings).map(([field, key]) => [
      field,
      value(key) || defaults[field as keyof typeof defaults],
    ]),
  ) as Record<keyof typeof businessInfoSettings, string>;
  const days = value('working_days');
  return {
    location_id: locationId,
    name: text('name'),
    tax_number: text('tax_number'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    ...stored,
    working_days: days === '' ? ALL_DAYS : days.split(',').map(Number),
    business_hours: {
      opening_hour: hourSetting(value('opening_hour'), DEFAULT_OPENING_HOUR),
      closing_hour: hourSetting(value('closing_hour'), DEFAULT_CLOSING_HOUR),
    },
    updated_at: [location.updated_at, ...settings.map((s) => s.updated_at)].sort().at(-1)!,
  };
}

/** Writes what the body names, each value where it lives; unchanged values are left alone. */
export async function writeBusinessInfo(
  trx: Transaction<Database>,
  dialect: Dialect,
  auth: Auth,
  locationId: string,
  body: BusinessInfoPatch,
): Promise<void> {
  await checkLocation(trx, auth.customerId, locationId);
  const current = await readBusinessInfo(trx, auth.customerId, locationId);
  const locationChanges = Object.fromEntries(
    businessInfoLocationFields
      .filter((field) => body[field] !== undefined && body[field] !== current[field])
      .map((field) => [field, body[field]]),
  );
  if (Object.keys(locationChanges).length > 0) {
    await patchRow({ trx, dialect, auth }, resources.locations, locationId, locationChanges);
  }
  const values: Partial<Record<SettingKey, string>> = {};
  for (const [field, key] of Object.entries(businessInfoSettings)) {
    const given = body[field as keyof typeof businessInfoSettings];
    if (given !== undefined) values[key] = normalizeSettingValue(key, given);
  }
  if (body.working_days) values.working_days = [...body.working_days].sort().join(',');
  if (body.business_hours) {
    values.opening_hour = String(body.business_hours.opening_hour);
    values.closing_hour = String(body.business_hours.closing_hour);
  }
  if (Object.keys(values).length === 0) return;
  const stored = await listSettings(trx, auth.customerId, [locationId], Object.keys(values));
  for (const [name, value] of Object.entries(values)) {
    if (stored.find((s) => s.name === name)?.value === value) continue;
    await upsertSetting(trx, { customerId: auth.customerId, locationId, name, value });
  }
}
