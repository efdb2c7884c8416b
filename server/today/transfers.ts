import { resources } from '@contract/registry';
import type { TodayItem } from '@contract/today';
import { inChunks } from '../inventory/ledger';
import { resourceDb } from '../resources/store';
import { dateDue, transferExpectedOn, transferLate } from './definitions';
import { atPlaces, type TodayScope } from './scope';

/**
 * Between locations on the Today screen. An order request waits at the place asked to accept it
 * (`order_to_accept`, pending) and to send it (`order_to_send`, accepted), then at the store that
 * asked to receive it (`order_to_receive`, sent). Each is due, and overdue once its `needed_by` date
 * has passed on that place's clock. A transfer still in transit after the day it was expected is late
 * at the place it goes to (`transfer_late`, definitions.ts `transferExpectedOn`); an order request
 * whose transfer is late is listed as that late transfer only, not a second time to receive.
 */

/** Names of locations of the business, the caller's or not (the other side of a document). */
export async function locationNames(
  scope: TodayScope,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  const out = new Map<string, string>();
  const missing = wanted.filter((id) => {
    const place = scope.places.get(id);
    if (place) out.set(id, place.name);
    return !place;
  });
  const rows = await inChunks(missing, (chunk) =>
    resourceDb(scope.db)
      .selectFrom(resources.locations.table)
      .select(['id', 'name'])
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', chunk)
      .execute(),
  );
  for (const r of rows) out.set(String(r.id), String(r.name));
  return out;
}

type RequestKind = 'order_to_accept' | 'order_to_send' | 'order_to_receive';

/** Which requests wait for which step, where, and since when. */
const steps = {
  order_to_accept: { status: 'pending', at: 'from_location_id', since: 'created_at' },
  order_to_send: { status: 'accepted', at: 'from_location_id', since: 'accepted_at' },
  order_to_receive: { status: 'sent', at: 'location_id', since: 'sent_at' },
} as const;

async function requestsWaiting(
  scope: TodayScope,
  kind: RequestKind,
  skip: ReadonlySet<string> = new Set(),
): Promise<TodayItem[]> {
  const step = steps[kind];
  const rows = await atPlaces(scope, (ids) =>
    scope.db
      .selectFrom('order_requests')
      .select([
        'id',
        'location_id',
        'from_location_id',
        'number',
        'needed_by',
        'transfer_id',
        'created_at',
        'accepted_at',
        'sent_at',
      ])
      .where('customer_id', '=', scope.customerId)
      .where(step.at, 'in', ids)
      .where('status', '=', step.status)
      .where('deleted_at', 'is', null)
      .execute(),
  );
  const waiting = rows.filter((r) => !(r.transfer_id !== null && skip.has(r.transfer_id)));
  const names = await locationNames(
    scope,
    waiting.map((r) => (step.at === 'location_id' ? r.from_location_id : r.location_id)),
  );
  const items: TodayItem[] = [];
  for (const r of waiting) {
    const at = r[step.at];
    const other = step.at === 'location_id' ? r.from_location_id : r.location_id;
    const place = scope.places.get(at);
    if (!place) continue;
    const needed = r.needed_by ? dateDue(r.needed_by, place.clock.today(scope.now)) : null;
    items.push({
      kind,
      id: r.id,
      location_id: at,
      label: r.number,
      since: r[step.since] ?? r.created_at,
      urgency: needed?.urgency === 'overdue' ? 'overdue' : 'due',
      figures: needed?.urgency === 'overdue' ? { days_late: needed.days_late } : {},
      unit: null,
      detail: names.get(other) ?? null,
    });
  }
  return items;
}

export const ordersToAccept = (scope: TodayScope) => requestsWaiting(scope, 'order_to_accept');
export const ordersToSend = (scope: TodayScope) => requestsWaiting(scope, 'order_to_send');

/** Transfers in transit to the scope's places past the day they were expected. */
export async function transfersLate(scope: TodayScope): Promise<TodayItem[]> {
  const rows = await atPlaces(scope, (ids) =>
    scope.db
      .selectFrom('stock_transfers')
      .leftJoin('order_requests as r', (join) =>
        join
          .onRef('r.id', '=', 'stock_transfers.order_request_id')
          .onRef('r.customer_id', '=', 'stock_transfers.customer_id'),
      )
      .select([
        'stock_transfers.id',
        'stock_transfers.location_id',
        'stock_transfers.to_location_id',
        'stock_transfers.number',
        'stock_transfers.sent_at',
        'stock_transfers.created_at',
        'r.needed_by',
      ])
      .where('stock_transfers.customer_id', '=', scope.customerId)
      .where('stock_transfers.to_location_id', 'in', ids)
      .where('stock_transfers.status', '=', 'sent')
      .where('stock_transfers.deleted_at', 'is', null)
      .execute(),
  );
  const late: Array<{ row: (typeof rows)[number]; days_late: number }> = [];
  for (const row of rows) {
    const place = scope.places.get(row.to_location_id);
    if (!place) continue;
    const sentAt = row.sent_at ?? row.created_at;
    const sentOn = place.clock.at(Date.parse(sentAt)).business_date;
    const expected = transferExpectedOn(sentOn, row.needed_by ?? null);
    const isLate = transferLate(expected, place.clock.today(scope.now));
    if (isLate) late.push({ row, days_late: isLate.days_late });
  }
  const names = await locationNames(
    scope,
    late.map((l) => l.row.location_id),
  );
  return late.map(({ row, days_late }) => ({
    kind: 'transfer_late',
    id: row.id,
    location_id: row.to_location_id,
    label: row.number,
    since: row.sent_at ?? row.created_at,
    urgency: 'overdue',
    figures: { days_late },
    unit: null,
    detail: names.get(row.location_id) ?? null,
  }));
}

/**
 * Sent order requests to receive at the scope's places, less those whose transfer is late (`late`:
 * the late transfers' ids, listed as `transfer_late` instead).
 */
export const ordersToReceive = (scope: TodayScope, late: ReadonlySet<string>) =>
  requestsWaiting(scope, 'order_to_receive', late);
