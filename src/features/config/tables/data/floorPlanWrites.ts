import { resources, type RowOf } from '@contract/registry';
import { tableCalls, type TableBulkOperation, type TableStatus } from '@contract/tables';
import { queuedCall } from '@/data/calls';
import type { LocalWriter } from '@/data/writes';

/**
 * The plan's writes, all through the local store and its outbox: a drop is an ordinary table
 * update; the host stand's toggles and bulk operations are queued calls of their own, applied here
 * at once and sent once when the device is online.
 */
export function floorPlanWrites(writer: () => LocalWriter) {
  const tables = resources.tables;
  return {
    place: (id: string, place: { plan_x: number; plan_y: number }) =>
      writer().update(tables, id, place),
    edit: (id: string, changes: Partial<RowOf<'tables'>>) => writer().update(tables, id, changes),
    toggle: (id: string, isActive: boolean) =>
      writer().call(tables, {
        ...queuedCall(tableCalls.toggleStatus, { params: { id }, body: { isActive } }),
        changes: [{ id, fields: { is_active: isActive } }],
      }),
    setStatus: (id: string, status: TableStatus) =>
      writer().call(tables, {
        ...queuedCall(tableCalls.setStatus, { params: { id }, body: { status } }),
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
        ...queuedCall(tableCalls.bulk, { body: { tableIds: [...ids], operation, ...extra } }),
        changes: ids.map((id) => ({ id, fields })),
      });
    },
    addFloor: (name: string, sortOrder: number, locationId: string) =>
      writer().create(resources.floors, { name, sort_order: sortOrder }, { locationId }),
    renameFloor: (id: string, name: string) => writer().update(resources.floors, id, { name }),
    removeFloor: (id: string) => writer().remove(resources.floors, id),
  };
}
