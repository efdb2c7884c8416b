import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalRow } from '@/data/db';
import { useLocal } from '@/data/react';
import type { ConfigRows } from '../checklist';

const collections = [
  'taxes',
  'taxGroups',
  'paymentMethods',
  'orderTypes',
  'discounts',
  'floors',
  'tables',
  'locationHours',
  'settings',
] as const satisfies readonly (keyof ConfigRows)[];

/** Locations and what the checklist reads, live from the local store (so it reads offline). */
export function useConfigRows(): { locations: LocalRow[]; rows: ConfigRows } | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return undefined;
    const [locations, ...lists] = await Promise.all([
      local.db.rows('locations').toArray(),
      ...collections.map((c) => local.db.rows(c).toArray()),
    ]);
    const rows = {} as Record<keyof ConfigRows, LocalRow[]>;
    collections.forEach((c, i) => {
      rows[c] = lists[i]!;
    });
    return { locations: locations!, rows };
  }, [local]);
}
