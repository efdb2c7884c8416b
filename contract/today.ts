import { z } from 'zod';
import { call } from './call';
import { todayServerKinds, todayUrgencies } from './todayKinds';

/**
 * "Today" (issue 26): what waits for the signed-in user, across the locations they may use and only
 * of the kinds their permissions let them act on. Each kind has one definition, on the server
 * (server/today/); the device adds its own kinds from its outbox (refused count entries, changes
 * still waiting or refused), which the server cannot know.
 */

export {
  todayDeviceKinds,
  todayServerKinds,
  todayUrgencies,
  type TodayDeviceKind,
  type TodayKind,
  type TodayServerKind,
  type TodayUrgency,
} from './todayKinds';

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
