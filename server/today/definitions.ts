import { addDays, daysBetween, type BusinessDayClock } from '@contract/businessDay';
import type { TodayUrgency } from '@contract/today';

/**
 * What "due", "overdue" and "late" mean on the Today screen (issue 26), in one place. Every kind's
 * module reads its rule from here; none keeps a rule of its own. All of them judge on the clock of
 * the location the item belongs to, never the server's or the viewer's: "today" at a location is its
 * business date (contract/businessDay.ts: its time zone, and a day that starts at its closing hour
 * when it closes after midnight), as the tills stamp sales with it.
 *
 * - A row bound to a date (a supplier order's `expected_on`, a work order's `planned_for`, an order
 *   request's `needed_by`): due on that business date, overdue from the next one, `days_late` the
 *   business days since the date (`dateDue`).
 * - A count still open (counting or sent back) is overdue once MORE than a day has passed since its
 *   cut-off on its location's wall clock: a count cut off at 22:00 on Monday is overdue from 22:00:00
 *   and a moment on Tuesday, not at 22:00 itself (`countOverdue`).
 * - A transfer is expected the business day after it was sent (on the receiver's clock: the
 *   supplying places deliver next-day, see `nextDelivery` of the request form), or on the day its
 *   order request was needed by when that is later. It is late once still in transit after that day
 *   (`transferExpectedOn`). Transfers carry no expected-days field of their own, and none was added.
 * - A supplier invoice has unaccepted differences while it is a draft or disputed and its matching
 *   against its order differs (server/supply/purchasing/match.ts, the one matching rule).
 * - A material is below its minimum as the stock screens say it (minimum set and on hand below it),
 *   and what to order is the create-order screen's fill-to-par (`fillToPar` in
 *   server/supply/purchasing/suggestions.ts).
 * - A daily sync delivery failed while its last attempt failed and the sync is on for its location.
 * - A report email bounced while its last attempt failed, for at most REPORT_EMAIL_DAYS, and only
 *   until a later report email to the same user went through.
 * - A till is silent as server/today/silence.ts says (its own module, with its own tests).
 */

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The state of something due on a business date, seen on `today` (both YYYY-MM-DD). */
export interface DateDue {
  urgency: TodayUrgency;
  /** Business days past the date: 0 on the day itself. */
  days_late: number;
}

/** Due on its date, overdue after it; null before it (not yet waiting). */
export function dateDue(date: string, today: string): DateDue | null {
  const late = daysBetween(date, today);
  if (late < 0) return null;
  return { urgency: late === 0 ? 'due' : 'overdue', days_late: late };
}

/** The wall-clock time of an instant on a location's clock, as epoch milliseconds of UTC fields. */
const wallOf = (clock: BusinessDayClock, ms: number) => ms + clock.clock.offsetAt(ms) * MINUTE_MS;

/**
 * A count still open after its cut-off: null while at most a day has passed on the location's wall
 * clock (exactly a day included), otherwise how many whole days have passed (1 or more).
 */
export function countOverdue(
  clock: BusinessDayClock,
  cutoffMs: number,
  nowMs: number,
): { days_late: number } | null {
  const past = wallOf(clock, nowMs) - wallOf(clock, cutoffMs);
  if (!(past > DAY_MS)) return null;
  return { days_late: Math.floor(past / DAY_MS) };
}

/** Business days a transfer is expected to take when nothing says otherwise. */
export const TRANSFER_EXPECTED_DAYS = 1;

/**
 * The business date (receiver's clock) by which a transfer sent on `sentOn` is expected: the day
 * after, or the day its order request was needed by when that is later.
 */
export function transferExpectedOn(sentOn: string, neededBy: string | null): string {
  const usual = addDays(sentOn, TRANSFER_EXPECTED_DAYS);
  return neededBy !== null && neededBy > usual ? neededBy : usual;
}

/** A transfer still in transit on `today`: late once `today` is after the day it was expected. */
export function transferLate(expectedOn: string, today: string): { days_late: number } | null {
  const late = daysBetween(expectedOn, today);
  return late > 0 ? { days_late: late } : null;
}

/** How long a bounced report email stays on the list at most, in days. */
export const REPORT_EMAIL_DAYS = 7;
