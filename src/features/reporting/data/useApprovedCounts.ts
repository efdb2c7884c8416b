import type { CountRow as CountShape } from '@contract/counts';
import { useMemo } from 'react';
import type { LocalRow } from '@/data/db';
import { useRows } from '@/data/live';

/** An inventory count as the device keeps it (contract/counts.ts `countRow`). */
export type ApprovedCount = LocalRow & Pick<CountShape, 'name' | 'status' | 'cutoff_at'>;

/**
 * The approved inventory counts of a location, newest first, from the device's copy: food cost
 * reads between two of them.
 */
export function useApprovedCounts(locationId: string | null): readonly ApprovedCount[] {
  const rows = useRows('inventoryCounts');
  return useMemo(
    () =>
      (rows ?? [])
        .filter((c) => !c.deleted_at && c.status === 'approved' && c.location_id === locationId)
        .sort((a, b) => b.cutoff_at.localeCompare(a.cutoff_at)),
    [rows, locationId],
  );
}
