import { resources, type RowOf } from '@contract/registry';
import type { TableBulkOperation, TableStatus } from '@contract/tables';
import { useMemo } from 'react';
import { useActiveLocation } from '@/app/location/useActiveLocation';
import { useServerRead } from '@/components/reports/useServerRead';
import { useRows } from '@/data/live';
import { useLocal } from '@/data/react';
import type { LocalRow } from '@/data/db';

export type FloorRow = RowOf<'floors'> & LocalRow;
export type TableRow = RowOf<'tables'> & LocalRow;

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
  const floorRows = useRows<FloorRow>('floors');
  const tableRows = useRows<TableRow>('tables');
  const floors = useMemo(() => live(floorRows, locationId), [floorRows, locationId]);
  const tables = useMemo(() => live(tableRows, locationId), [tableRows, locationId]);
  const links = useServerRead<{ data: { id: string; pay_link: string }[] }>(
    `/tables-location/${locationId ?? ''}`,
    {},
    { enabled: locationId !== null },
  );
  const linkOf = useMemo(
    () => new Map((links.data?.data ?? []).map((t) => [t.id, t.pay_link])),
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

/**
 * The plan's writes, all through the local store and its outbox: a drop is an ordinary table
 * update; the host stand's toggles and bulk operations are queued calls of their own, applied here
 * at once and sent once when the device is online.
 */
export function useFloorPlanWrites() {
  const local = useLocal();
  return useMemo(() => {
    const writer = () => {
      if (!local) throw new Error('The local store is not open');
      return local.writer;
    };
    const tables = resources.tables;
    return {
      place: (id: string, place: { plan_x: number; plan_y: number }) =>
        writer().update(tables, id, place),
      edit: (id: string, changes: Partial<RowOf<'tables'>>) => writer().update(tables, id, changes),
      toggle: (id: string, isActive: boolean) =>
        writer().call(tables, {
          method: 'PUT',
          path: `/tables/v2/${id}/toggle-status`,
          body: { isActive },
          changes: [{ id, fields: { is_active: isActive } }],
        }),
      setStatus: (id: string, status: TableStatus) =>
        writer().call(tables, {
          method: 'PUT',
          path: `/tables/v2/${id}/current-status`,
          body: { status },
          changes: [{ id, fields: { status } }],
        }),
      bulk: async (
        ids: readonly string[],
        operation: TableBulkOperation,
        extra: { status?: TableStatus; floorId?: string } = {},
      ) => {
        // A delete leaves no local row to change: each goes as the ordinary delete of its table.
        if (operation === 'delete') {
          for (const id of ids) await writer().remove(tables, id);
          return;
        }
        const fields: Record<string, unknown> =
          operation === 'activate'
            ? { is_active: true }
            : operation === 'deactivate'
              ? { is_active: false }
              : operation === 'set_status'
                ? { status: extra.status }
                : { floor_id: extra.floorId };
        await writer().call(tables, {
          method: 'POST',
          path: '/tables/v2/bulk-operations',
          body: { tableIds: [...ids], operation, ...extra },
          changes: ids.map((id) => ({ id, fields })),
        });
      },
      addFloor: (name: string, sortOrder: number, locationId: string) =>
        writer().create(resources.floors, { name, sort_order: sortOrder }, { locationId }),
      renameFloor: (id: string, name: string) => writer().update(resources.floors, id, { name }),
      removeFloor: (id: string) => writer().remove(resources.floors, id),
    };
  }, [local]);
}
