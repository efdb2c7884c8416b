import {
  addDays,
  businessDayClock,
  daysBetween,
  type BusinessDayClock,
} from '@contract/businessDay';
import { resources } from '@contract/registry';
import type { SalesQuery } from '@contract/sales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { invalidFields, notFound } from '../plugins/errors';
import { givenLocation, requireLocation, usableLocations } from '../plugins/permissions';
import { resourceDb } from '../resources/store';
import type { InvoiceLocation } from './invoiceRules';
import { loadInvoiceLocations } from './references';

/** The dates a date picker offers (SPEC section 9); anything outside is refused. */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2099-12-31';

/** A location read, with its day rules and the business dates read of it. */
export interface ScopedLocation extends InvoiceLocation {
  day: BusinessDayClock;
  from: string;
  to: string;
}

/** Where and when a sales read looks, resolved from `loc`, `from` and `to`. */
export interface SalesScope {
  customerId: string;
  locations: ScopedLocation[];
  /** The period as asked, or the first location's today when no dates were given. */
  from: string;
  to: string;
  /** No dates given: each location reads its own today. */
  today: boolean;
}

/**
 * Resolves a sales read. `loc` absent, empty or '0' is the caller's own location (SPEC section 4);
 * `all` is every location the caller may see; an id must be one the caller may use (403 otherwise).
 * Dates are business dates: without them each location reads its own today, so a read across time
 * zones still gives every store its own day.
 */
export async function resolveSalesScope(
  db: Kysely<Database>,
  auth: Auth,
  query: SalesQuery,
  now = Date.now(),
): Promise<SalesScope> {
  const from = query.from ?? query.to;
  const to = query.to ?? query.from;
  if (from && to) {
    if (from < FIRST_DATE) throw invalidFields({ from: 'too_small' }, 'Dates start at 1900-01-01');
    if (to > LAST_DATE) throw invalidFields({ to: 'too_big' }, 'Dates end at 2099-12-31');
    if (to < from) throw invalidFields({ to: 'date_order' }, 'The period ends before it starts');
  }

  let ids: string[];
  const given = query.loc === 'all' ? null : givenLocation(query.loc);
  if (query.loc === 'all' || (!given && !auth.grant.location_id)) {
    const usable = usableLocations(auth.grant);
    ids = usable ?? (await businessLocationIds(db, auth.customerId));
  } else {
    const id = given ?? auth.grant.location_id!;
    requireLocation(auth, id);
    ids = [id];
  }
  const loaded = await loadInvoiceLocations(db, auth.customerId, ids);
  if (given && !loaded.has(given)) throw notFound('Location');
  const locations = ids.flatMap((id) => {
    const location = loaded.get(id);
    if (!location) return [];
    const day = businessDayClock(location);
    const today = day.today(now);
    return [{ ...location, day, from: from ?? today, to: to ?? today }];
  });
  const first = locations[0]?.from ?? businessDayClock({}).today(now);
  return {
    customerId: auth.customerId,
    locations,
    from: from ?? first,
    to: to ?? first,
    today: !from,
  };
}

/**
 * The scope of a read made by the server itself, not for a caller (the daily sync, a demo top-up):
 * the given locations of a business over the given business dates.
 */
export async function systemScope(
  db: Kysely<Database>,
  customerId: string,
  locationIds: readonly string[] | 'all',
  from: string,
  to: string,
): Promise<SalesScope> {
  const ids = locationIds === 'all' ? await businessLocationIds(db, customerId) : [...locationIds];
  const loaded = await loadInvoiceLocations(db, customerId, ids);
  const locations = ids.flatMap((id) => {
    const location = loaded.get(id);
    return location ? [{ ...location, day: businessDayClock(location), from, to }] : [];
  });
  return { customerId, locations, from, to, today: false };
}

async function businessLocationIds(db: Kysely<Database>, customerId: string): Promise<string[]> {
  const rows = await resourceDb(db)
    .selectFrom(resources.locations.table)
    .select('id')
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .execute();
  return rows.map((r) => r.id);
}

/** The same places, each moved back by the period's length (the comparison of a multi-day read). */
export function shiftScope(scope: SalesScope, days: number): SalesScope {
  return {
    ...scope,
    from: addDays(scope.from, -days),
    to: addDays(scope.to, -days),
    locations: scope.locations.map((l) => ({
      ...l,
      from: addDays(l.from, -days),
      to: addDays(l.to, -days),
    })),
  };
}

/** Days in a location's period, both ends included. */
export const periodDays = (l: { from: string; to: string }) => daysBetween(l.from, l.to) + 1;

/** The currencies of the locations read, each once. */
export const currenciesOf = (scope: SalesScope): string[] => [
  ...new Set(scope.locations.flatMap((l) => (l.currency ? [l.currency] : []))),
];
