import type { WorkOrderKind } from '@contract/workOrders';
import type { LocalWorkOrder } from './workOrderRows';

/** A location's planned work orders against its business day: what is due now, what comes later. */
export interface ProductionDay {
  /** Planned for an earlier day and still not made, the longest waiting first: flagged. */
  overdue: LocalWorkOrder[];
  /** Planned for today, in the order they were planned. */
  today: LocalWorkOrder[];
  /** Planned for a later day, the soonest first. */
  later: LocalWorkOrder[];
}

const byDay = (a: LocalWorkOrder, b: LocalWorkOrder) =>
  a.planned_for.localeCompare(b.planned_for) || a.created_at.localeCompare(b.created_at);

/**
 * The planned (not yet confirmed or cancelled) work orders of `locationId`, of one kind or any,
 * sorted against `today` (the location's business date, YYYY-MM-DD). Dates compare as text.
 */
export function productionDay(
  orders: readonly LocalWorkOrder[],
  locationId: string,
  today: string,
  kind?: WorkOrderKind,
): ProductionDay {
  const planned = orders
    .filter(
      (o) =>
        o.status === 'planned' &&
        o.deleted_at === null &&
        o.location_id === locationId &&
        (!kind || o.kind === kind),
    )
    .sort(byDay);
  return {
    overdue: planned.filter((o) => o.planned_for < today),
    today: planned.filter((o) => o.planned_for === today),
    later: planned.filter((o) => o.planned_for > today),
  };
}

/** What to produce now: the overdue first, then today's. */
export const dueNow = (day: ProductionDay): LocalWorkOrder[] => [...day.overdue, ...day.today];
