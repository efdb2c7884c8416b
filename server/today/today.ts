import type { Grant } from '@contract/access';
import {
  TODAY_ITEMS_PER_KIND,
  todayServerKinds,
  type TodayItem,
  type TodayReply,
  type TodayServerKind,
} from '@contract/today';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { todayKindAccess } from './access';
import { countsOverdue, countsToReview } from './counts';
import { dailySyncFailures, reportEmailsBounced } from './failures';
import { materialsBelowMinimum } from './materials';
import { deliveriesDue, invoicesWithDifferences } from './purchasing';
import { isoOf, loadPlaces, type Finder, type TodayScope } from './scope';
import { silentTills } from './tills';
import { ordersToAccept, ordersToReceive, ordersToSend, transfersLate } from './transfers';
import { workOrdersToday } from './workOrders';

/**
 * `GET /api/today` (issue 26): what waits for the signed-in user. Each kind is found by its own
 * module (its rule in definitions.ts, or silence.ts for tills), only when the caller's permissions let
 * them act on it (access.ts) and only at the locations they may use (scope.ts). Then one order for
 * all: overdue before due, the newest first (by `since`), at most TODAY_ITEMS_PER_KIND per kind,
 * with every item counted in `counts`.
 */

/** The caller as Today needs them. */
export interface TodayCaller {
  customerId: string;
  userId: string;
  grant: Grant;
}

/**
 * The finders of the kinds that depend on no other. `order_to_receive` is found after
 * `transfer_late`: a request whose transfer is late is listed as that transfer only.
 */
const finders: Record<Exclude<TodayServerKind, 'order_to_receive'>, Finder> = {
  count_to_review: countsToReview,
  count_overdue: countsOverdue,
  order_to_accept: ordersToAccept,
  order_to_send: ordersToSend,
  transfer_late: transfersLate,
  delivery_due: deliveriesDue,
  invoice_differences: invoicesWithDifferences,
  material_below_minimum: materialsBelowMinimum,
  work_order_today: workOrdersToday,
  daily_sync_failed: dailySyncFailures,
  report_email_bounced: reportEmailsBounced,
  till_silent: silentTills,
};

const urgencyRank = { overdue: 0, due: 1 } as const;

/** Overdue first, then due; within each the newest first; ties by kind and id, so it is stable. */
export function compareItems(a: TodayItem, b: TodayItem): number {
  return (
    urgencyRank[a.urgency] - urgencyRank[b.urgency] ||
    Date.parse(b.since) - Date.parse(a.since) ||
    todayServerKinds.indexOf(a.kind) - todayServerKinds.indexOf(b.kind) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Sorts, caps each kind at `perKind` and counts every item of every kind. */
export function arrange(items: readonly TodayItem[], perKind = TODAY_ITEMS_PER_KIND) {
  const counts = Object.fromEntries(todayServerKinds.map((k) => [k, 0])) as Record<
    TodayServerKind,
    number
  >;
  const listed: TodayItem[] = [];
  for (const item of [...items].sort(compareItems)) {
    counts[item.kind] += 1;
    if (counts[item.kind] <= perKind) listed.push(item);
  }
  return { items: listed, counts };
}

export async function today(
  db: Kysely<Database>,
  caller: TodayCaller,
  now: number,
): Promise<TodayReply> {
  const may = (kind: TodayServerKind) => todayKindAccess[kind](caller.grant);
  const kinds = todayServerKinds.filter(may);
  if (kinds.length === 0) return { as_of: isoOf(now), ...arrange([]) };
  const scope: TodayScope = {
    db,
    customerId: caller.customerId,
    userId: caller.userId,
    isAdmin: caller.grant.is_admin,
    places: await loadPlaces(db, caller.customerId, caller.grant),
    now,
  };
  const found = await Promise.all(
    kinds.map(async (kind) => {
      if (kind === 'order_to_receive') return [];
      return finders[kind](scope);
    }),
  );
  const items = found.flat();
  if (may('order_to_receive')) {
    const late = new Set(items.filter((i) => i.kind === 'transfer_late').map((i) => i.id));
    items.push(...(await ordersToReceive(scope, late)));
  }
  return { as_of: isoOf(now), ...arrange(items) };
}
