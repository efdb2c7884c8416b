import type { TodayItem } from '@contract/today';
import { countOverdue, DAY_MS } from './definitions';
import { atPlaces, isoOf, type TodayScope } from './scope';

/**
 * Inventory counts on the Today screen: submitted ones waiting for review (`count_to_review`), and
 * open ones (counting, or sent back to the counters) more than a day past their cut-off
 * (`count_overdue`, definitions.ts `countOverdue`).
 */

export async function countsToReview(scope: TodayScope): Promise<TodayItem[]> {
  const rows = await atPlaces(scope, (ids) =>
    scope.db
      .selectFrom('inventory_counts')
      .select(['id', 'location_id', 'name', 'cutoff_at', 'submitted_at', 'updated_at'])
      .where('customer_id', '=', scope.customerId)
      .where('location_id', 'in', ids)
      .where('status', '=', 'submitted')
      .where('deleted_at', 'is', null)
      .execute(),
  );
  return rows.map((r) => ({
    kind: 'count_to_review',
    id: r.id,
    location_id: r.location_id,
    label: r.name,
    since: r.submitted_at ?? r.updated_at,
    urgency: 'due',
    figures: {},
    unit: null,
    detail: null,
  }));
}

export async function countsOverdue(scope: TodayScope): Promise<TodayItem[]> {
  // A day on a wall clock is 24 hours give or take a DST change: the database narrows, the rule decides.
  const latest = isoOf(scope.now - DAY_MS + 3 * 3_600_000);
  const rows = await atPlaces(scope, (ids) =>
    scope.db
      .selectFrom('inventory_counts')
      .select(['id', 'location_id', 'name', 'cutoff_at'])
      .where('customer_id', '=', scope.customerId)
      .where('location_id', 'in', ids)
      .where('status', 'in', ['counting', 'sent_back'])
      .where('cutoff_at', '<', latest)
      .where('deleted_at', 'is', null)
      .execute(),
  );
  const items: TodayItem[] = [];
  for (const r of rows) {
    const place = scope.places.get(r.location_id);
    if (!place) continue;
    const overdue = countOverdue(place.clock, Date.parse(r.cutoff_at), scope.now);
    if (!overdue) continue;
    items.push({
      kind: 'count_overdue',
      id: r.id,
      location_id: r.location_id,
      label: r.name,
      since: r.cutoff_at,
      urgency: 'overdue',
      figures: { days_late: overdue.days_late },
      unit: null,
      detail: null,
    });
  }
  return items;
}
