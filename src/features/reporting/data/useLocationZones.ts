import type { TimeZoneSetting } from '@contract/timezone';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { useLocal } from '@/data/react';

/**
 * The time zone of each location (its `time_zone` setting, from the device so it works offline):
 * rows of several locations each show their instants on their own store's clock.
 */
export function useLocationZones(
  activeId: string | null,
): (locationId: string | null) => TimeZoneSetting {
  const local = useLocal();
  const zones = useLiveQuery(async () => {
    if (!local) return new Map<string, string>();
    const rows = await local.db
      .rows('settings')
      .filter((row) => row.name === 'time_zone' && !row.deleted_at)
      .toArray();
    return new Map(rows.map((row) => [String(row.location_id), String(row.value ?? '')]));
  }, [local]);
  return useCallback(
    (locationId: string | null) => zones?.get(locationId ?? activeId ?? '') ?? null,
    [zones, activeId],
  );
}
