import { mayUseLocation, type Grant } from '@contract/access';
import { businessDayClock, type BusinessDayClock } from '@contract/businessDay';
import { resources } from '@contract/registry';
import type { TodayItem } from '@contract/today';
import type { Kysely } from 'kysely';
import { bool } from '../db/rows';
import type { Database } from '../db/tables';
import { listSettings } from '../resources/settings';
import { resourceDb } from '../resources/store';

/** A location the caller may use, with its clock and the settings Today reads. */
export interface Place {
  id: string;
  name: string;
  kind: string;
  is_active: boolean;
  /** Its business day rules: "today" there, and where an instant falls. */
  clock: BusinessDayClock;
  /** Its settings by name (time zone, opening and closing hour, pack threshold). */
  settings: ReadonlyMap<string, string>;
}

/**
 * What every kind's finder gets: the business, the locations the caller may use (live ones of the
 * business, all of them for an administrator), the caller, and the moment to judge at. A finder
 * answers items only at these places.
 */
export interface TodayScope {
  db: Kysely<Database>;
  customerId: string;
  userId: string;
  isAdmin: boolean;
  places: ReadonlyMap<string, Place>;
  /** Epoch milliseconds: the server's clock in production, a test's own in tests. */
  now: number;
}

/** A kind's finder: what waits at the scope's places, as items. */
export type Finder = (scope: TodayScope) => Promise<TodayItem[]>;

const SETTINGS = ['time_zone', 'opening_hour', 'closing_hour', 'order_pack_threshold'] as const;

/** The live locations of the business the grant may use, with their clocks and settings. */
export async function loadPlaces(
  db: Kysely<Database>,
  customerId: string,
  grant: Grant,
): Promise<Map<string, Place>> {
  const rows = (await resourceDb(db)
    .selectFrom(resources.locations.table)
    .select(['id', 'name', 'kind', 'is_active'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .execute()) as Array<{ id: string; name: string; kind: string; is_active: unknown }>;
  const usable = rows.filter((r) => mayUseLocation(grant, r.id));
  const settings = await listSettings(
    db,
    customerId,
    usable.map((r) => r.id),
    SETTINGS,
  );
  const byLocation = new Map<string, Map<string, string>>();
  for (const s of settings) {
    const own = byLocation.get(s.location_id) ?? new Map<string, string>();
    own.set(s.name, s.value);
    byLocation.set(s.location_id, own);
  }
  return new Map(
    usable.map((r) => {
      const own = byLocation.get(r.id) ?? new Map<string, string>();
      const place: Place = {
        id: r.id,
        name: r.name,
        kind: r.kind,
        is_active: bool(r.is_active),
        clock: businessDayClock({
          time_zone: own.get('time_zone') ?? null,
          opening_hour: own.get('opening_hour') ?? null,
          closing_hour: own.get('closing_hour') ?? null,
        }),
        settings: own,
      };
      return [r.id, place];
    }),
  );
}

/** The ids of the scope's places, for `where location_id in (...)`. */
export const placeIds = (scope: TodayScope): string[] => [...scope.places.keys()];

/** Ids per `in (...)` list: within every driver's parameter limit. */
const CHUNK = 500;

/** Runs a read once per chunk of the scope's places and joins the rows (none without places). */
export async function atPlaces<R>(
  scope: TodayScope,
  read: (ids: string[]) => Promise<R[]>,
): Promise<R[]> {
  const ids = placeIds(scope);
  const out: R[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    out.push(...(await read(ids.slice(start, start + CHUNK))));
  }
  return out;
}

export const isoOf = (ms: number): string => new Date(ms).toISOString();
