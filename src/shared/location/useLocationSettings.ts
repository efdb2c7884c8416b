import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { SettingKey } from '@contract/settings';
import { useLocal } from '@/data/react';

export type LocationSettings = Partial<Record<SettingKey, string>>;

/**
 * A location's settings as the local store holds them (so they are there offline): the names asked
 * for, each with its value when set. Undefined while the store is being read.
 */
export function useLocationSettings(
  locationId: string | null,
  names: readonly SettingKey[],
): LocationSettings | undefined {
  const local = useLocal();
  const key = names.join('|');
  const settings = useLiveQuery(async () => {
    if (!local || !locationId) return {};
    const wanted = new Set(key.split('|'));
    const rows = await local.db.rows('settings').where('location_id').equals(locationId).toArray();
    const out: LocationSettings = {};
    for (const row of rows) {
      if (wanted.has(row.name as string) && typeof row.value === 'string') {
        out[row.name as SettingKey] = row.value;
      }
    }
    return out;
  }, [local, locationId, key]);
  return useMemo(() => settings, [settings]);
}
