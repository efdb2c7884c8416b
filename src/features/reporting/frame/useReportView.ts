import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useGrant } from '@/shared/access';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import type { ReportPeriodPreset } from '@/components/reports/periodPresets';
import {
  patchSearch,
  periodPatch,
  reportPeriod,
  reportSearch,
  type ReportPeriod,
  type ReportSearch,
  type ReportSearchPatch,
} from './reportSearch';

export interface ReportView {
  /** The report's choices, read from the URL. */
  search: ReportSearch;
  /** Changes choices in the URL (replacing the history entry: a filter is not a new page). */
  update: (patch: ReportSearchPatch) => void;
  period: ReportPeriod;
  setPeriod: (period: ReportPeriod) => void;
  /** The active location's business date today: what the period presets count from. */
  today: string;
  /** Whether that date is the location's (its settings are here), not the device's guess. */
  dayKnown: boolean;
  /** Every location the user may see, rather than the active one. */
  all: boolean;
  /** The active location (the shell's `loc`), or the user's own. */
  locationId: string | null;
  /** Shows one location (making it the active one) or, with null, all of them. */
  setPlace: (locationId: string | null) => void;
}

/**
 * The period and place a report reads, and its other choices, all in the URL. The place is the
 * shell's active location (`loc`) or every location with `scope=all` (or `loc=all`, as a link from
 * elsewhere may say). A report of one day (`oneDay`) reads the last day of whatever period the URL
 * names.
 */
export function useReportView(
  fallback: Exclude<ReportPeriodPreset, 'custom'> = 'today',
  oneDay = false,
): ReportView {
  // The route has read these with the same reader; reading them again here gives them their type.
  const raw: Record<string, unknown> & { loc?: string | number } = useSearch({ strict: false });
  const search = useMemo(() => reportSearch(raw), [raw]);
  const active = useActiveLocation().locationId;
  const own = useGrant()?.location_id ?? null;
  // An administrator's `loc=all` is no location to take a day or a currency from: their own is.
  const locationId = active === 'all' ? own : active;
  const day = useBusinessDay(locationId);
  const today = day.today();
  const all = search.scope === 'all' || raw.loc === 'all';
  const period = useMemo(() => {
    const asked = reportPeriod(search, today, fallback);
    return oneDay ? { ...asked, from: asked.to } : asked;
  }, [search, today, fallback, oneDay]);
  const navigate = useNavigate();
  const update = useCallback(
    (patch: ReportSearchPatch) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => patchSearch(prev, patch),
        replace: true,
      }),
    [navigate],
  );
  const setPeriod = useCallback((next: ReportPeriod) => update(periodPatch(next)), [update]);
  const setPlace = useCallback(
    (next: string | null) =>
      update(next === null ? { scope: 'all' } : { scope: undefined, loc: next }),
    [update],
  );
  return {
    search,
    update,
    period,
    setPeriod,
    today,
    dayKnown: day.known,
    all,
    locationId,
    setPlace,
  };
}
