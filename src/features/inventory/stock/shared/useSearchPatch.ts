import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { periodOf, periodSearch, presetPeriod, type Period } from '@/components/reports/periods';
import type { PeriodPreset, PeriodSearch } from '@/components/reports/periodPresets';

/**
 * Changes the screen's URL choices: a key set to undefined leaves the URL, and any change but a page
 * turn goes back to the first page (the rows it would show are others).
 */
export function useSearchPatch<S extends object>(): (patch: Partial<S>) => void {
  const navigate = useNavigate();
  return useCallback(
    (patch: Partial<S>) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) =>
          Object.fromEntries(
            Object.entries({ ...prev, page: undefined, ...patch }).filter(
              ([, value]) => value !== undefined,
            ),
          ),
        replace: true,
      }),
    [navigate],
  );
}

/**
 * The period in the URL, counted from the location's business today, and how to change it. A URL
 * without one shows `fallback` (a chart over time says little about today alone); a period chosen
 * is always written out, today included, so it never falls back.
 */
export function usePeriod(
  search: PeriodSearch,
  locationId: string | null,
  fallback: Exclude<PeriodPreset, 'custom'> = 'today',
) {
  const today = useBusinessDay(locationId).today();
  const patch = useSearchPatch<PeriodSearch>();
  const period = useMemo(
    () => (search.period ? periodOf(search, today) : presetPeriod(fallback, today)),
    [search, today, fallback],
  );
  const setPeriod = useCallback(
    (next: Period) => patch({ ...periodSearch(next), period: next.preset }),
    [patch],
  );
  return { period, today, setPeriod };
}
