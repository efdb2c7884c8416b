/**
 * The kinds and urgencies of "Today" (contract/today.ts). Apart, with no schema, so that the
 * dashboard's address (`todaySearch`, read by the route tree of the first bundle) does not bring the
 * contract and zod into every page, the sign-in page included (issue 24).
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
