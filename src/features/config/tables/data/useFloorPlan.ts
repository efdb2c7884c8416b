import type { RowOf } from '@contract/registry';
import { tableCalls } from '@contract/tables';
import { useMemo } from 'react';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useCallRead } from '@/components/reports/useServerRead';
import { useRows } from '@/data/live';
import { useLocal } from '@/data/react';
import type { LocalRow } from '@/data/db';
import { floorPlanWrites } from './floorPlanWrites';

export type FloorRow = RowOf<'floors'> & LocalRow;
export type TableRow = RowOf<'tables'> & LocalRow;

declare module '@/data/db' {
  interface LocalCollections {
    floors: FloorRow;
    tables: TableRow;
  }
}

const live = <R extends LocalRow>(rows: R[] | undefined, loc: string | null) =>
  (rows ?? [])
    .filter((r) => r.location_id === loc && r.deleted_at === null)
    .sort(
      (a, b) =>
        Number(a.sort_order) - Number(b.sort_order) ||
        String(a.name).localeCompare(String(b.name), undefined, { numeric: true }),
    );

/**
 * The floors and tables of the active location from the local store (so the plan opens and is
 * edited offline), with the pay-and-order links the server last gave (kept for offline printing).
 */
export function useFloorPlanData() {
  const { locationId, location } = useActiveLocation();
  const floorRows = useRows('floors');
  const tableRows = useRows('tables');
  const floors = useMemo(() => live(floorRows, locationId), [floorRows, locationId]);
  const tables = useMemo(() => live(tableRows, locationId), [tableRows, locationId]);
  const links = useCallRead(
    tableCalls.ofLocation,
    { params: { loc: locationId ?? 'none' }, query: {} },
    { enabled: locationId !== null },
  );
  // Rows of the registry's schemas type their fields as unknown.
  const linkOf = useMemo(
    () => new Map((links.data?.data ?? []).map((t) => [String(t.id), String(t.pay_link)])),
    [links.data],
  );
  return {
    locationId,
    locationName: location ? String(location.name) : '',
    loading: floorRows === undefined || tableRows === undefined,
    floors,
    tables,
    linkOf,
    refreshLinks: links.refetch,
  };
}

/** The plan's writes (`floorPlanWrites`) on this device's local store. */
export function useFloorPlanWrites() {
  const local = useLocal();
  return useMemo(
    () =>
      floorPlanWrites(() => {
        if (!local) throw new Error('The local store is not open');
        return local.writer;
      }),
    [local],
  );
}
