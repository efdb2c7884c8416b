import type { WorkOrderKind, WorkOrderStatus } from '@contract/workOrders';
import type { LocalWorkOrder } from '../shared/workOrderRows';
import { sliceOf, type ListSlice } from '@/components/list/listSlice';

export const listSorts = ['newest', 'oldest', 'plannedFor', 'number', 'material', 'useBy'] as const;
export type ListSort = (typeof listSorts)[number];

export interface ListQuery {
  search: string;
  status: WorkOrderStatus | 'all';
  kind: WorkOrderKind | 'all';
  /** A location id, or `all`. */
  location: string;
  /** A business day (YYYY-MM-DD) the orders are planned for, or '' for any. */
  plannedFor: string;
  sort: ListSort;
  page: number;
  pageSize: number;
}

const newest = (a: LocalWorkOrder, b: LocalWorkOrder) => b.created_at.localeCompare(a.created_at);

/**
 * One page of the work orders list: searched on number, material, batch code and note, filtered by
 * status, kind, location and planned day, sorted, paged. `material` names a row's output.
 */
export function queryWorkOrders(
  rows: readonly LocalWorkOrder[],
  q: ListQuery,
  material: (row: LocalWorkOrder) => string,
): ListSlice<LocalWorkOrder> {
  const needle = q.search.trim().toLocaleLowerCase();
  const found = rows.filter(
    (r) =>
      (q.status === 'all' || r.status === q.status) &&
      (q.kind === 'all' || r.kind === q.kind) &&
      (q.location === 'all' || r.location_id === q.location) &&
      (!q.plannedFor || r.planned_for === q.plannedFor) &&
      (!needle ||
        [r.number, material(r), r.batch_code, r.note].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )),
  );
  const by: Record<ListSort, (a: LocalWorkOrder, b: LocalWorkOrder) => number> = {
    newest,
    oldest: (a, b) => a.created_at.localeCompare(b.created_at),
    // The day it is for, soonest first.
    plannedFor: (a, b) => a.planned_for.localeCompare(b.planned_for) || newest(a, b),
    // An order made offline has no number yet: it goes last, the newest of them first.
    number: (a, b) => (a.number || '\uffff').localeCompare(b.number || '\uffff') || newest(a, b),
    material: (a, b) => material(a).localeCompare(material(b)) || newest(a, b),
    // Soonest use-by first; orders without one last.
    useBy: (a, b) => (a.use_by ?? '\uffff').localeCompare(b.use_by ?? '\uffff') || newest(a, b),
  };
  return sliceOf([...found].sort(by[q.sort]), q.page, q.pageSize);
}
