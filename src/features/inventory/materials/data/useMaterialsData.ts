import { useMemo } from 'react';
import { useRows } from '@/data/live';

/** The tax groups a material may be given, from the local store. */
export const useTaxGroups = () => useRows('taxGroups');

/** The ids of the live locations, from the local store: where "all locations" reaches. */
export function useLocationIds(): string[] {
  const locations = useRows('locations');
  return useMemo(
    () => (locations ?? []).filter((l) => !l.deleted_at).map((l) => l.id),
    [locations],
  );
}
