import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { zoneClock, type ZoneClock } from '@contract/timezone';
import { locationName } from '@/shared/location/activeLocation';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useLocationZones } from '@/shared/location/useLocationZones';
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

/** One clock per zone while the app runs: making one is the costly part, and zones are few. */
const clocks = new Map<string, ZoneClock>();
function clockOf(zone: string): ZoneClock {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = zoneClock(zone);
    clocks.set(zone, clock);
  }
  return clock;
}

/**
 * Names and clocks of the user's locations, from the local store (so they work offline): rows of
 * several locations (all locations) each show their own store's name and local time.
 */
export function useLocationLookup(): LocationLookup {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const { locations } = useActiveLocation();
  const zoneOf = useLocationZones();
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
      // Until the device knows the location's clock, no time rather than one on the wrong clock.
      const zone = zoneOf(locationId);
      const clock = zone === undefined ? undefined : clockOf(zone);
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
    [zoneOf, lang],
  );
  return useMemo(() => ({ name, localTime }), [name, localTime]);
}
