import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zoneClock, type ZoneClock } from '@contract/timezone';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { usePulledOnce } from '@/data/live';
import { useLocal } from '@/data/react';
import { dateTimeFormat } from '@/lib/formats';

export interface LocationLookup {
  /** A location's name in the user's language, else `fallback` (the name a reply gave). */
  name: (locationId: string, fallback?: string) => string;
  /**
   * The time an instant shows on a location's clock: the time alone today, with the date before
   * (and always with it when `dated`).
   */
  localTime: (locationId: string, iso: string, dated?: boolean) => string;
}

/**
 * Names and clocks of the user's locations, from the local store (so they work offline): rows of
 * several locations (all locations) each show their own store's name and local time.
 */
export function useLocationLookup(): LocationLookup {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const { locations } = useActiveLocation();
  const local = useLocal();
  const pulled = usePulledOnce();
  const zones = useLiveQuery(async () => {
    if (!local) return [];
    const rows = await local.db
      .rows('settings')
      .filter((row) => row.name === 'time_zone' && !row.deleted_at)
      .toArray();
    return rows.map((row) => [String(row.location_id), String(row.value ?? '')] as const);
  }, [local]);

  const clocks = useMemo(() => {
    const map = new Map<string, ZoneClock>();
    for (const [locationId, zone] of zones ?? []) map.set(locationId, zoneClock(zone));
    return map;
  }, [zones]);
  const names = useMemo(
    () => new Map(locations.map((row) => [row.id, locationName(row, lang)])),
    [locations, lang],
  );

  const name = useCallback(
    (locationId: string, fallback = '') => names.get(locationId) ?? fallback,
    [names],
  );
  const localTime = useCallback(
    (locationId: string, iso: string, dated = false) => {
      const ms = Date.parse(iso);
      // Until the device's store answers, and has the location's zone or has pulled everything
      // once (a location without one is on UTC), its clock is not known: no time rather than a
      // time on the wrong clock.
      const clock = clocks.get(locationId) ?? (pulled === true ? zoneClock(null) : undefined);
      if (!Number.isFinite(ms) || !clock) return '';
      // Wall-clock times written as if they were UTC, so Intl formats them as the location sees them.
      const wall = (at: number) => new Date(at + clock.offsetAt(at) * 60_000);
      const sameDay =
        !dated &&
        wall(ms).toISOString().slice(0, 10) === wall(Date.now()).toISOString().slice(0, 10);
      return dateTimeFormat(lang, {
        ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
      }).format(wall(ms));
    },
    [clocks, lang, pulled],
  );
  return { name, localTime };
}
