import { useLiveQuery } from 'dexie-react-hooks';
import { stockCalls } from '@contract/stock';
import { WORK_ORDERS_COLLECTION, type WorkOrderRow } from '@contract/workOrders';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { useCallRead } from '@/components/reports/useServerRead';
import { useLocal } from '@/data/react';

/**
 * The place's stock as the server last read it, with each material's par: the stock screen's read,
 * kept for offline under the same key.
 */
export function usePlaceStock(locationId: string) {
  return useCallRead(stockCalls.onHand, { query: { loc: locationId } });
}

/**
 * The kitchen's work orders planned for days after today, soonest first, from the local store: today's
 * and overdue ones are above, in production's "To produce today".
 */
export function usePlannedWork(locationId: string): WorkOrderRow[] | undefined {
  const local = useLocal();
  const today = useBusinessDay(locationId).today();
  return useLiveQuery(async () => {
    if (!local) return [];
    const rows = await local.db
      .rows(WORK_ORDERS_COLLECTION)
      .where('location_id')
      .equals(locationId)
      .toArray();
    return rows
      .filter((r) => r.deleted_at === null && r.status === 'planned' && r.planned_for > today)
      .sort(
        (a, b) =>
          a.planned_for.localeCompare(b.planned_for) || a.created_at.localeCompare(b.created_at),
      );
  }, [local, locationId, today]);
}
