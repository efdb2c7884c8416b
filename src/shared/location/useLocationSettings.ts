import { useMemo, useSyncExternalStore } from 'react';
import type { SettingKey } from '@contract/settings';
import type { LocalRow } from '@/data/db';
import { useLocal } from '@/data/react';

export type LocationSettings = Partial<Record<SettingKey, string>>;

const noRows: readonly LocalRow[] = [];
const noSnapshot = () => noRows;
const noSubscription = () => () => undefined;

/**
 * Every location setting row of the local store, from the store's settings held in memory
 * (`SettingsMirror`): there in the first render, and a new array after every change. None without
 * a store.
 */
export function useSettingsRows(): readonly LocalRow[] {
  const mirror = useLocal()?.settings;
  return useSyncExternalStore(mirror?.subscribe ?? noSubscription, mirror?.rows ?? noSnapshot);
}

/**
 * A location's settings as the local store holds them (so they are there offline): the names asked
 * for, each with its value when set (`useSettingsRows`).
 */
export function useLocationSettings(
  locationId: string | null,
  names: readonly SettingKey[],
): LocationSettings {
  const rows = useSettingsRows();
  const key = names.join('|');
  return useMemo(() => {
    const out: LocationSettings = {};
    if (!locationId) return out;
    const wanted = new Set(key.split('|'));
    for (const row of rows) {
      if (
        row.location_id === locationId &&
        wanted.has(row.name as string) &&
        typeof row.value === 'string'
      ) {
        out[row.name as SettingKey] = row.value;
      }
    }
    return out;
  }, [rows, locationId, key]);
}
