import { openOrderStatuses } from '@contract/purchasing';
import { resources } from '@contract/registry';
import type { TodayItem } from '@contract/today';
import { inChunks } from '../inventory/ledger';
import { resourceDb } from '../resources/store';
import { matchInvoice } from '../supply/purchasing/match';
import { dateDue } from './definitions';
import { atPlaces, isoOf, type TodayScope } from './scope';

/**
 * Suppliers on the Today screen: deliveries expected today or earlier and not received
 * (`delivery_due`: an order sent, accepted or partly received whose `expected_on` has come on its
 * location's clock), and invoices whose differences from their order nobody has accepted
 * (`invoice_differences`: a draft or disputed invoice of an order whose matching differs).
 */

export async function supplierNames(
  scope: TodayScope,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await inChunks([...new Set(ids)], (chunk) =>
    resourceDb(scope.db)
      .selectFrom(resources.suppliers.table)
      .select(['id', 'name'])
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
}

export async function deliveriesDue(scope: TodayScope): Promise<TodayItem[]> {
  // Dates up to tomorrow in UTC cover "today" on every clock (UTC+14 included); the rule decides.
  const latest = isoOf(scope.now + 86_400_000).slice(0, 10);
  const rows = await atPlaces(scope, (ids) =>
    scope.db
      .selectFrom('supplier_orders')
      .select(['id', 'location_id', 'number', 'supplier_id', 'expected_on'])
      .where('customer_id', '=', scope.customerId)
      .where('location_id', 'in', ids)
      .where('status', 'in', [...openOrderStatuses])
      .where('expected_on', 'is not', null)
      .where('expected_on', '<=', latest)
      .where('deleted_at', 'is', null)
      .execute(),
  );
  const due = rows.flatMap((r) => {
    const place = scope.places.get(r.location_id);
    const state =
      place && r.expected_on ? dateDue(r.expected_on, place.clock.today(scope.now)) : null;
    return place && state && r.expected_on ? [{ r, place, state, on: r.expected_on }] : [];
  });
  const names = await supplierNames(
    scope,
    due.map((d) => d.r.supplier_id),
  );
  return due.map(({ r, place, state, on }) => ({
    kind: 'delivery_due',
    id: r.id,
    location_id: r.location_id,
    label: r.number,
    since: isoOf(place.clock.startOf(on)),
    urgency: state.urgency,
    figures: { days_late: state.days_late },
    unit: null,
    detail: names.get(r.supplier_id) ?? null,
  }));
}

export async function invoicesWithDifferences(scope: TodayScope): Promise<TodayItem[]> {
  const rows = await atPlaces(scope, (ids) =>
    scope.db
      .selectFrom('supplier_invoices')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('location_id', 'in', ids)
      .where('status', 'in', ['draft', 'disputed'])
      .where('supplier_order_id', 'is not', null)
      .where('deleted_at', 'is', null)
      .execute(),
  );
  const differing: Array<{ row: (typeof rows)[number]; difference: number }> = [];
  for (const row of rows) {
    const match = await matchInvoice(scope.db, row);
    if (match.has_differences) differing.push({ row, difference: match.amount_difference });
  }
  const names = await supplierNames(
    scope,
    differing.map((d) => d.row.supplier_id),
  );
  return differing.map(({ row, difference }) => {
    const place = scope.places.get(row.location_id);
    const pastDue =
      place && row.due_date ? dateDue(row.due_date, place.clock.today(scope.now)) : null;
    return {
      kind: 'invoice_differences',
      id: row.id,
      location_id: row.location_id,
      label: row.invoice_number || row.number,
      since: row.created_at,
      urgency: pastDue?.urgency === 'overdue' ? 'overdue' : 'due',
      figures: { difference },
      unit: null,
      detail: names.get(row.supplier_id) ?? null,
    };
  });
}
