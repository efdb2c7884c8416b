import { resources } from '@contract/registry';
import type { TodayItem } from '@contract/today';
import { inChunks } from '../inventory/ledger';
import { resourceDb } from '../resources/store';
import { dateDue } from './definitions';
import { atPlaces, isoOf, type TodayScope } from './scope';

/**
 * Work orders to produce (`work_order_today`): planned ones whose day has come on their location's
 * clock: due on their `planned_for` business date, overdue when that day passed and the batch was
 * neither confirmed nor cancelled.
 */
export async function workOrdersToday(scope: TodayScope): Promise<TodayItem[]> {
  const latest = isoOf(scope.now + 86_400_000).slice(0, 10);
  const rows = await atPlaces(scope, (ids) =>
    scope.db
      .selectFrom('work_orders')
      .select(['id', 'location_id', 'number', 'material_id', 'planned_quantity', 'planned_for'])
      .where('customer_id', '=', scope.customerId)
      .where('location_id', 'in', ids)
      .where('status', '=', 'planned')
      .where('planned_for', '<=', latest)
      .where('deleted_at', 'is', null)
      .execute(),
  );
  const due = rows.flatMap((r) => {
    const place = scope.places.get(r.location_id);
    const state = place ? dateDue(r.planned_for, place.clock.today(scope.now)) : null;
    return place && state ? [{ r, place, state }] : [];
  });
  const materials = await inChunks([...new Set(due.map((d) => d.r.material_id))], (chunk) =>
    resourceDb(scope.db)
      .selectFrom(resources.materials.table)
      .select(['id', 'name', 'unit'])
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  const material = new Map(materials.map((m) => [String(m.id), m]));
  return due.map(({ r, place, state }) => {
    const made = material.get(r.material_id);
    return {
      kind: 'work_order_today',
      id: r.id,
      location_id: r.location_id,
      label: r.number,
      since: isoOf(place.clock.startOf(r.planned_for)),
      urgency: state.urgency,
      figures: { quantity: Number(r.planned_quantity), days_late: state.days_late },
      unit: made ? String(made.unit) : null,
      detail: made ? String(made.name) : null,
    };
  });
}
