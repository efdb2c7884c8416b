import { coversAllLocations, mayUseLocation, type Grant } from './access';
import type { ResourceDef } from './registry';
import { sameValue } from './sameValue';

/**
 * What a user may change in a row, beyond the permission of its area:
 * - `full`: everything (a row of a location they may use, or any row for a user of every location);
 * - `per-location`: only the per-location entries of their own locations, in a row shared by every
 *   location (e.g. a product's price and availability at their store);
 * - `none`: nothing.
 * The server enforces this; the app uses it to show what a user may edit.
 */
export type RowAccess = 'full' | 'per-location' | 'none';

export function rowAccess(
  grant: Grant,
  def: ResourceDef,
  row: { location_id: string | null },
  allLocationIds: readonly string[],
): RowAccess {
  return rowAccessFor(grant, def, row, coversAllLocations(grant, allLocationIds));
}

/** The same, for a caller that already knows whether the user covers every location. */
export function rowAccessFor(
  grant: Grant,
  def: ResourceDef,
  row: { location_id: string | null },
  coversAll: boolean,
): RowAccess {
  if (row.location_id !== null) return mayUseLocation(grant, row.location_id) ? 'full' : 'none';
  if (coversAll || grant.is_admin) return 'full';
  return def.perLocation?.length ? 'per-location' : 'none';
}

type Entry = unknown;
const entryLocation = (entry: Entry, key: string | undefined): unknown =>
  key ? (entry as Record<string, unknown> | null)?.[key] : entry;

/**
 * For a user with `per-location` access: the fields of `changes` they may not make. A per-location
 * field may gain, lose or change only entries of locations the user may use.
 */
export function perLocationViolations(
  grant: Grant,
  def: ResourceDef,
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
): string[] {
  const perLocation = new Map((def.perLocation ?? []).map((p) => [p.field as string, p.key]));
  const refused: string[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (sameValue(before[field], value)) continue;
    if (!perLocation.has(field)) {
      refused.push(field);
      continue;
    }
    const key = perLocation.get(field);
    const of = (list: unknown) =>
      new Map(
        (Array.isArray(list) ? list : []).map((e: Entry) => [String(entryLocation(e, key)), e]),
      );
    const old = of(before[field]);
    const next = of(value);
    const touched = [...new Set([...old.keys(), ...next.keys()])].filter(
      (loc) => !sameValue(old.get(loc), next.get(loc)),
    );
    if (touched.some((loc) => !mayUseLocation(grant, loc))) refused.push(field);
  }
  return refused;
}
