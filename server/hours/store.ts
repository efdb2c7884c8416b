import { locationHoursRow, type LocationHoursRow } from '@contract/locationHours';
import { weekOverlaps, type LocationHoursFields } from '@contract/openingHours';
import { resources } from '@contract/registry';
import { englishMessage } from '@contract/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { invalidFields } from '../plugins/errors';
import { duplicate } from '../resources/checks';
import { resourceDb, toApiRow, type StoredRow } from '../resources/store';

export const hoursDef = resources.locationHours;

/** Week rows Sunday to Saturday, then holidays by date: how a week grid and a list read them. */
export const byDayThenDate = (a: LocationHoursFields, b: LocationHoursFields) =>
  (a.day_of_week ?? 7) - (b.day_of_week ?? 7) || (a.date ?? '').localeCompare(b.date ?? '');

/** The live opening-hours rows of a location. */
export async function locationHoursOf(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
): Promise<LocationHoursRow[]> {
  const stored = await resourceDb(db)
    .selectFrom(hoursDef.table)
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('location_id', '=', locationId)
    .where('deleted_at', 'is', null)
    .execute();
  return stored.map((row) => locationHoursRow.parse(toApiRow(hoursDef, row))).sort(byDayThenDate);
}

/**
 * The checks one row needs against its location's other rows, on every generic create and update:
 * its weekday or date is not taken by another row (409, as a unique value), and its ranges do not
 * run into the next day's first range, nor the day before's into its own (400 overlap).
 */
export async function checkLocationHoursRow(
  trx: Kysely<Database>,
  customerId: string,
  stored: StoredRow,
): Promise<void> {
  const row = locationHoursRow.parse(stored);
  if (row.location_id === null) return;
  const others = (await locationHoursOf(trx, customerId, row.location_id)).filter(
    (other) => other.id !== row.id,
  );
  const taken = englishMessage({ code: 'duplicate', params: {} });
  if (row.day_of_week !== null && others.some((o) => o.day_of_week === row.day_of_week)) {
    throw duplicate({ day_of_week: taken }, 'This weekday already has its hours at this location');
  }
  if (row.date !== null && others.some((o) => o.date === row.date)) {
    throw duplicate({ date: taken }, 'This date already has its hours at this location');
  }
  if (row.day_of_week === null) return;
  const next = (row.day_of_week + 1) % 7;
  const fields: Record<string, 'overlap'> = {};
  for (const overlap of weekOverlaps([...others, row])) {
    if (overlap.day_of_week === row.day_of_week) fields[`ranges.${overlap.index}.from`] = 'overlap';
    // This row's late range runs into the next day's hours: said on the range that runs late.
    else if (overlap.day_of_week === next) fields.ranges = 'overlap';
  }
  if (Object.keys(fields).length > 0) {
    throw invalidFields(fields, 'Opening hours overlap the hours of the day before or after');
  }
}
