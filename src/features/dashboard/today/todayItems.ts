import type { TodayItem, TodayReply } from '@contract/today';
import {
  todayDeviceKinds,
  todayServerKinds,
  type TodayKind,
  type TodayUrgency,
} from '@contract/todayKinds';
import { linkOptions } from '@tanstack/react-router';

/**
 * What waits for the user today: the server's items (`GET /api/today`) and the device's own (its
 * outbox), in one shape, so the screen, the dashboard card, the menu and the app's icon count them
 * the same way.
 */

/** One thing to settle: a server item, or one the device found in its outbox. */
export type TodayEntry = Omit<TodayItem, 'kind'> & { kind: TodayKind };

/** Every kind, in the order the summary lists them: the server's, then the device's. */
export const todayKinds: readonly TodayKind[] = [...todayServerKinds, ...todayDeviceKinds];

const urgencyRank: Record<TodayUrgency, number> = { overdue: 0, due: 1 };

/**
 * Overdue first, then due; within each, the newest first (the server's own order, which the
 * device's items join). The sort is stable: items with the same moment keep the server's order.
 */
export function byUrgencyThenNewest(a: TodayEntry, b: TodayEntry): number {
  return (
    urgencyRank[a.urgency] - urgencyRank[b.urgency] || Date.parse(b.since) - Date.parse(a.since)
  );
}

/** The server's items and the device's, in one list (see `byUrgencyThenNewest`). */
export function mergeToday(
  server: readonly TodayItem[],
  device: readonly TodayEntry[],
): TodayEntry[] {
  return [...server, ...device].sort(byUrgencyThenNewest);
}

/** How many wait of each kind, only the kinds with any, in `todayKinds` order. */
export type TodayCounts = ReadonlyArray<readonly [TodayKind, number]>;

/**
 * The count of each kind: the server's `counts` (which count past the items it lists) and the
 * device's (changes, not items: three refused entries of one count are three).
 */
export function countsOf(
  server: TodayReply['counts'] | undefined,
  device: Partial<Record<TodayKind, number>>,
): TodayCounts {
  const all: Partial<Record<TodayKind, number>> = { ...server, ...device };
  return todayKinds.flatMap((kind) => {
    const count = all[kind] ?? 0;
    return count > 0 ? [[kind, count] as const] : [];
  });
}

/**
 * An item's key among the others: its kind and id, and its place (a material below its minimum
 * at two places is two items with the material's id).
 */
export const entryKey = (entry: TodayEntry): string =>
  `${entry.kind}:${entry.id}:${entry.location_id ?? ''}`;

/** Everything that waits: the number on the app's icon and beside "Today" in the menu. */
export const totalOf = (counts: TodayCounts): number =>
  counts.reduce((sum, [, count]) => sum + count, 0);

/** Where an item is settled: a route of the app and its search, as `<Link>` takes them. */
export type SettleTarget = ReturnType<typeof settleTarget>;

/**
 * The screen where each kind is settled, opened on the item where the screen can open one, and at
 * the item's location (`loc`, which the `/dashboard` layout keeps). The device's waiting and
 * refused changes open the sync panel (`sync=open`) over the Today screen itself.
 */
export function settleTarget(entry: TodayEntry) {
  const loc = entry.location_id ?? undefined;
  switch (entry.kind) {
    case 'count_to_review':
      return linkOptions({ to: '/dashboard/inventory/review', search: { id: entry.id, loc } });
    case 'count_overdue':
    case 'count_entries_refused':
      return linkOptions({
        to: '/dashboard/inventory/inventory-count-details',
        search: { id: entry.id, loc },
      });
    case 'order_to_accept':
    case 'order_to_send':
    case 'order_to_receive':
      return linkOptions({ to: '/dashboard/inventory/order-request', search: { loc } });
    case 'transfer_late':
      return linkOptions({ to: '/dashboard/inventory/transfer', search: { loc } });
    case 'delivery_due':
      return linkOptions({
        to: '/dashboard/supplier/order',
        search: { id: entry.id, receive: '1', loc },
      });
    case 'invoice_differences':
      return linkOptions({
        to: '/dashboard/supplier/order',
        search: { view: 'invoices', invoice: entry.id, loc },
      });
    case 'material_below_minimum':
      return linkOptions({ to: '/dashboard/inventory/create-order', search: { loc } });
    case 'work_order_today':
      return linkOptions({ to: '/dashboard/inventory/work-orders', search: { id: entry.id, loc } });
    case 'daily_sync_failed': {
      // Its id is `<location id>/<business date>`: the screen opens on that day and place.
      const day = /^(.+)\/(\d{4}-\d{2}-\d{2})$/.exec(entry.id);
      return linkOptions({
        to: '/dashboard/sync/daily-sync',
        search: day
          ? { period: 'custom', from: day[2], to: day[2], place: day[1] }
          : { place: entry.location_id ?? undefined },
      });
    }
    case 'report_email_bounced':
      return linkOptions({ to: '/dashboard/reporting', search: { tab: 'emails' } });
    case 'till_silent':
      return linkOptions({ to: '/dashboard', search: { loc } });
    case 'changes_waiting':
    case 'changes_refused':
      return linkOptions({ to: '/dashboard/today', search: { sync: 'open' } });
  }
}
