import { z } from 'zod';
import { call } from './call';

/**
 * "Today" (issue 26): what waits for the signed-in user, across the locations they may use and only
 * of the kinds their permissions let them act on. Each kind has one definition, on the server
 * (server/today/); the device adds its own kinds from its outbox (refused count entries, changes
 * still waiting or refused), which the server cannot know.
 */

/**
 * The kinds the server finds, each with who sees it and what it means:
 * - `count_to_review`: a count submitted and waiting for review (`inventory.approve`);
 * - `count_overdue`: a count still open more than a day after its cut-off (`inventory.count`);
 * - `order_to_accept`, `order_to_send`, `order_to_receive`: an order request of a location waiting
 *   to be accepted by the location that supplies it, to be sent, or received at the location that
 *   asked (`inventory.write`; supplier orders to receive: `suppliers.write`);
 * - `transfer_late`: a transfer in transit longer than its expected days (`inventory.write`);
 * - `delivery_due`: a supplier order whose delivery is due today or overdue and not received
 *   (`suppliers.read`);
 * - `invoice_differences`: a supplier invoice whose differences from its order are not yet accepted
 *   (`suppliers.approve`);
 * - `material_below_minimum`: a material whose stock at a location is below its minimum, with what a
 *   fill-to-par order would take (`inventory.read`);
 * - `work_order_today`: a work order to produce today at a location (`inventory.write`);
 * - `daily_sync_failed`: a daily sync delivery that failed (`sync.admin`);
 * - `report_email_bounced`: a report email the mail server refused, to the user it was for or to an
 *   administrator;
 * - `till_silent`: a selling location that has sent no sale for longer than usual inside its
 *   opening hours, judged from its own history by weekday and hour (`dashboard.read`).
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
  /** The row to settle (a count, an order, a transfer, a material, a delivery, a location). */
  id: z.string(),
  /** The location it belongs to; null for what is the business's (a daily sync set-up). */
  location_id: z.string().nullable(),
  /** How users know the row: a count's name, an order's number, a material's name. */
  label: z.string(),
  /**
   * The moment it refers to, an ISO instant: when it became due (a cut-off, a delivery date's
   * start on the location's clock, a submission), or the last sale of a silent till.
   */
  since: z.string(),
  urgency: z.enum(todayUrgencies),
  /**
   * The kind's figures, by name (all optional; the screen shows those present):
   * `days_late` (count_overdue, transfer_late, delivery_due), `on_hand`, `minimum` and
   * `to_order` (material_below_minimum, in the material's base unit), `quantity`
   * (work_order_today), `difference` (invoice_differences, in currency units), `failures`
   * (daily_sync_failed), `silent_minutes` and `usual_gap_minutes` (till_silent).
   */
  figures: z.record(z.string(), z.number()),
  /** The unit of quantities in `figures`, where there are any (a material's base unit). */
  unit: z.string().nullable(),
  /** A second line where the kind has one: the supplier, the other location, the business date. */
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
