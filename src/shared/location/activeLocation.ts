import { mayUseLocation, type Grant } from '@contract/access';
import type { RowOf } from '@contract/registry';

export type LocationRow = RowOf<'locations'>;

/**
 * The location the screens work on (SPEC sections 4 and 5): the `loc` query parameter, unless it is
 * absent, empty or '0', in which case the user's own location. A `loc` the user may not use also
 * falls back to their own location (the server would refuse it anyway).
 */
export function resolveActiveLocation(
  loc: string | number | null | undefined,
  grant: Grant | null,
): string | null {
  const own = grant?.location_id ?? null;
  const asked = loc === null || loc === undefined ? '' : String(loc).trim();
  if (asked === '' || asked === '0') return own;
  if (grant && !mayUseLocation(grant, asked)) return own;
  return asked;
}

/** The locations the user may switch to, live rows only, in the business's order. */
export function allowedLocations(rows: readonly LocationRow[], grant: Grant | null): LocationRow[] {
  if (!grant) return [];
  return rows
    .filter((row) => !row.deleted_at && mayUseLocation(grant, row.id))
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
}

/**
 * Whether the user sees more than one location (and so a choice between one and all of them). Until
 * the device has the locations (`rows` undefined: the local store is opening or the first pull has
 * not brought them), the grant answers: an administrator or a user allowed beyond their own location
 * probably does. A screen then keeps the choice in place instead of adding it once the rows come,
 * which would push everything below it down as the user starts reading.
 */
export function seesSeveralLocations(
  rows: readonly LocationRow[] | undefined,
  grant: Grant | null,
): boolean {
  if (!grant) return false;
  if (rows === undefined || rows.length === 0) {
    return grant.is_admin || new Set([grant.location_id, ...grant.allow_locations]).size > 1;
  }
  return allowedLocations(rows, grant).length > 1;
}

/** The location's name in the user's language when the business gave one, else its name. */
export function locationName(row: Pick<LocationRow, 'name' | 'name_localized'>, language: string) {
  const localized = (row.name_localized as Partial<Record<string, string>>)[language];
  return localized?.trim() ? localized : row.name;
}
