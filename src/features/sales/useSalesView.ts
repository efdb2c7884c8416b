import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { periodOf, periodSearch, type Period } from '@/components/reports/periods';
import type { ReadQuery, ServerReadOptions } from '@/data/serverRead';
import { salesReadQuery, withPatch, type SalesSearch, type SearchPatch } from './salesSearch';

export interface SalesView<T extends SalesSearch> {
  /** The screen's choices from the URL, read. */
  search: T;
  /** Changes choices in the URL (replacing the history entry: a filter is not a new page). */
  update: (patch: SearchPatch) => void;
  period: Period;
  setPeriod: (period: Period) => void;
  /** The active location's business date today: what the period presets count from. */
  today: string;
  /** Every location the user may see, rather than the active one. */
  all: boolean;
  setAll: (all: boolean) => void;
  /** The active location (the header's switcher), or null for the user's own. */
  locationId: string | null;
  /** `from`, `to` and `loc` for the server read. */
  query: ReadQuery;
  /** The read's options: a read without dates is keyed by `today` (`ServerReadOptions.day`). */
  readOptions: ServerReadOptions;
}

/**
 * The period and place a sales screen reads, and its own choices, all kept in the URL: a reload,
 * a bookmark or a shared link opens the same figures. The place is the header's location, or every
 * location with `scope=all` (or `loc=all`, as a link from elsewhere may say).
 */
export function useSalesView<T extends SalesSearch>(
  read: (search: Record<string, unknown>) => T,
): SalesView<T> {
  // The route has read these with the same reader; reading them again here gives them their type.
  const raw: Record<string, unknown> & { loc?: string | number } = useSearch({ strict: false });
  const search = useMemo(() => read(raw), [read, raw]);
  const active = useActiveLocation().locationId;
  const own = useGrant()?.location_id ?? null;
  // An administrator's `loc=all` is no location to take a day or a currency from: their own is.
  const locationId = active === 'all' ? own : active;
  const today = useBusinessDay(locationId).today();
  const all = search.scope === 'all' || raw.loc === 'all';
  const period = useMemo(() => periodOf(search, today), [search, today]);
  const query = useMemo(
    () => salesReadQuery(period, { all, locationId }),
    [period, all, locationId],
  );
  const navigate = useNavigate();
  const update = useCallback(
    (patch: SearchPatch) =>
      void navigate({ to: '.', search: (prev) => withPatch(prev, patch), replace: true }),
    [navigate],
  );
  const setPeriod = useCallback((next: Period) => update(periodSearch(next)), [update]);
  const linkedAll = raw.loc === 'all';
  const setAll = useCallback(
    (on: boolean) =>
      update({ scope: on ? 'all' : undefined, ...(linkedAll && !on ? { loc: undefined } : {}) }),
    [update, linkedAll],
  );
  const readOptions = useMemo(
    () => ({ day: query.from === undefined ? today : undefined }),
    [query.from, today],
  );
  return {
    search,
    update,
    period,
    setPeriod,
    today,
    all,
    setAll,
    locationId,
    query,
    readOptions,
  };
}
