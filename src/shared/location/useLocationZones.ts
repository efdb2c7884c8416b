import { useCallback, useMemo } from 'react';
import { usePulledOnce } from '@/data/live';
import { useSettingsRows } from './useLocationSettings';
import { timeZoneOf } from './useTimeZone';

/**
 * A location's time zone as the screens use it: its `time_zone` setting ('UTC' when it has none),
 * or undefined while this device does not know it yet.
 */
export type LocationZone = string | undefined;

/**
 * The time zone of each location, from its `time_zone` setting on the device (so it works
 * offline): rows of several locations each show their instants on their own store's clock, and a
 * row naming no location is on `activeId`'s. A location whose setting is not on the device is on
 * UTC once a whole sync round has ended; before that (the first pull after signing in) its clock is
 * not known, and a screen shows no time rather than one on the wrong clock.
 */
export function useLocationZones(
  activeId: string | null = null,
): (locationId: string | null) => LocationZone {
  const rows = useSettingsRows();
  const pulled = usePulledOnce();
  const zones = useMemo(
    () =>
      new Map(
        rows
          .filter((row) => row.name === 'time_zone' && !row.deleted_at)
          .map((row) => [String(row.location_id), timeZoneOf(row.value)]),
      ),
    [rows],
  );
  return useCallback(
    (locationId: string | null) => {
      const zone = zones.get(locationId ?? activeId ?? '');
      if (zone !== undefined) return zone;
      return pulled === true ? timeZoneOf(null) : undefined;
    },
    [zones, activeId, pulled],
  );
}
