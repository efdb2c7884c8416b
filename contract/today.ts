import { z } from 'zod';
import { call } from './call';

/**
 * "Today" (issue 26): what waits for the signed-in user, across the locations they may use and only
 * of the kinds their permissions let them act on. Each kind has one definition, on the server
 * (server/today/); the device adds its own kinds from its outbox (refused count entries, changes
 * still waiting or refused), which the server cannot know.
 */

/**
 * The kinds the server finds, each with who sees it (the permissions of the calls that settle it,
 * server/today/access.ts; administrators see every kind) and what it means (server/today/
 * definitions.ts). "Today" at a location is its business date, on its own clock.
 * - `count_to_review`: a count submitted and waiting for review (`inventory.read` and
 *   `inventory.approve`); `since` is when it was submitted; always `due`.
 * - `count_overdue`: a count still open (counting, or sent back) more than a day after its cut-off
 *   on its location's wall clock: exactly a day after is not yet overdue (`inventory.read` and
 *   `inventory.count` or `inventory.write`, as counting is granted).
 * - `order_to_accept`, `order_to_send`: an order request waiting at the place asked (its
 *   `from_location_id`, the item's `location_id`) to be accepted (pending) or sent (accepted);
 *   `order_to_receive`: sent, waiting at the store that asked. `detail` names the other place.
 *   `due`, or `overdue` with `days_late` once its `needed_by` date has passed
 *   (`inventory.read` and `inventory.write`). A request whose transfer is late is listed as that
 *   `transfer_late` only, never a second time as `order_to_receive`.
 * - `transfer_late`: a transfer still in transit after the day it was expected, at the place it goes
 *   to: expected the business day after it was sent (on the receiver's clock), or on its order
 *   request's `needed_by` when that is later (`inventory.read` and `inventory.write`). `detail` names
 *   the sender.
 * - `delivery_due`: a supplier order (sent, accepted or partly received) whose `expected_on` is today
 *   (`due`) or past (`overdue`) and not fully received (`suppliers.read` and `suppliers.write` or
 *   `inventory.write`: store staff receive deliveries). `detail`: the supplier.
 * - `invoice_differences`: a supplier invoice, draft or disputed, whose matching against its order
 *   differs, so approving it would need its differences accepted (`suppliers.read` and
 *   `suppliers.approve`); `overdue` once its due date has passed. `label` is the supplier's invoice
 *   number (the invoice's own number when it has none), `detail` the supplier.
 * - `material_below_minimum`: an active material whose stock on hand at a location is below the
 *   minimum set there; `to_order` is what the create-order screen's fill-to-par order would take,
 *   in whole packs of its preferred supplier (else the one with the smallest pack; `detail` names
 *   it), or the need itself when no supplier sells it (`suppliers.write`, or `inventory.write` with
 *   `inventory.costs`: it shows stock on hand, which a blind user never sees). `id` is the
 *   material's: the same material below its minimum at two places is two items.
 * - `work_order_today`: a planned work order whose `planned_for` day is today (`due`) or past and
 *   neither confirmed nor cancelled (`overdue`) (`inventory.read` and `inventory.write`). `detail`:
 *   the material made.
 * - `daily_sync_failed`: a day of a location whose daily sync summaries failed at their last
 *   attempt, while the sync is on for that location (`sync.admin`). `id` is
 *   `<location id>/<business date>`, `label` the business date, `detail` the last error.
 * - `report_email_bounced`: a report email whose last attempt failed, of the last 7 days, until a
 *   later report email to the same user goes through: the caller's own (`reporting.read`), or
 *   everyone's for an administrator (of locations they may use, as every kind). `due` while it will be retried, `overdue` once it will not.
 *   `label` is the address it went to, `detail` what the mail server said.
 * - `till_silent`: a selling location, open now, that has sent no sale for longer than usual inside
 *   its opening hours, judged from its own history by weekday and hour (server/today/silence.ts)
 *   (`dashboard.read`). `id` is the location's; `since` its last sale.
 */
export const todayServerKinds = [
  'count_to_review',
  'count_overdue',
  'order_to_accept',
  'order_to_send',
  'order_to_receive',
  'transfer_late',
  'delivery_due',
  'invoice_differences',
  'material_below_minimum',
  'work_order_today',
  'daily_sync_failed',
  'report_email_bounced',
  'till_silent',
] as const;
export type TodayServerKind = (typeof todayServerKinds)[number];

/** The kinds the device adds from its own outbox. */
export const todayDeviceKinds = [
  'count_entries_refused',
  'changes_waiting',
  'changes_refused',
] as const;
export type TodayDeviceKind = (typeof todayDeviceKinds)[number];
export type TodayKind = TodayServerKind | TodayDeviceKind;

/**
 * How pressing an item is: `overdue` is late or broken (past a date, failed, silent), `due` is to be
 * done today. Overdue items come first.
 */
export const todayUrgencies = ['overdue', 'due'] as const;
export type TodayUrgency = (typeof todayUrgencies)[number];

export const todayItem = z.object({
  kind: z.enum(todayServerKinds),
  /**
   * The row to settle (a count, an order, a transfer, a material, a delivery, a location); a daily
   * sync day is `<location id>/<business date>`. Unique within its kind, except a material's, which
   * is the same at every location it is below its minimum (`kind`, `id` and `location_id` are).
   */
  id: z.string(),
  /**
   * The location it belongs to, where it is settled; null for what is the business's as a whole
   * (no server kind yet: every one has its location).
   */
  location_id: z.string().nullable(),
  /**
   * How users know the row: a count's name, a document's number, a material's name, a business
   * date (daily sync), an email address (report email), a location's name (silent till).
   */
  label: z.string(),
  /**
   * The moment it refers to, an ISO instant: a count's submission (to review) or cut-off (overdue);
   * an order request's creation (to accept), acceptance (to send) or sending (to receive); a
   * transfer's sending; the start of a delivery's or work order's day on its location's clock; an
   * invoice's recording; a material's last stock movement (else its last change); a daily sync's or
   * report email's last attempt; a silent till's last sale.
   */
  since: z.string(),
  urgency: z.enum(todayUrgencies),
  /**
   * The kind's figures, by name (all optional; the screen shows those present):
   * `days_late` (count_overdue, transfer_late, delivery_due, work_order_today; order requests when
   * overdue): business days past the date (0 on the day itself); `on_hand`, `minimum`, `to_order`
   * and `on_order` (material_below_minimum, in the material's base unit; `on_order` is what open
   * supplier orders still bring); `quantity` (work_order_today, planned); `difference`
   * (invoice_differences, in currency units: what the invoice asks beyond what arrived at the
   * ordered price); `failures` (daily_sync_failed: the most failed attempts of the day's failed
   * summaries) and `summaries` (how many of its four summaries failed); `silent_minutes`,
   * `usual_gap_minutes` and `usual_per_hour` (till_silent: minutes inside opening hours since the
   * last sale, the gap a sale usually comes within now, and the usual transactions per open hour
   * now).
   */
  figures: z.record(z.string(), z.number()),
  /** The unit of quantities in `figures`, where there are any (a material's base unit). */
  unit: z.string().nullable(),
  /**
   * A second line where the kind has one: the supplier, the other location, the material made, or
   * the error a daily sync receiver or mail server answered.
   */
  detail: z.string().nullable(),
});
export type TodayItem = z.infer<typeof todayItem>;

export const todayReply = z.object({
  /** When the server looked (ISO instant). */
  as_of: z.string(),
  /** Overdue first, then due; within each, the newest first. */
  items: z.array(todayItem),
  /** Items per kind, every server kind present (0 when none). */
  counts: z.record(z.enum(todayServerKinds), z.number().int()),
});
export type TodayReply = z.infer<typeof todayReply>;

/** At most this many items per kind are listed; `counts` always counts them all. */
export const TODAY_ITEMS_PER_KIND = 50;

export const todayCalls = {
  today: call({
    method: 'GET',
    path: '/today',
    tag: 'dashboard',
    summary: 'What waits for the signed-in user today, across the locations they may use',
    description:
      'Only the kinds the caller may act on and only at locations they may use. Overdue first, ' +
      'then due, newest first, at most 50 per kind (counts has them all).',
    reply: todayReply,
    access: 'signed-in',
  }),
};
