import { addDays, type BusinessDayClock } from '@contract/businessDay';

/**
 * When the daily sync acts: which business days are over, when a failed delivery is tried again,
 * and how long a sender may hold a delivery. Pure functions of the time, so tests drive them with
 * any clock.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long after a business day ends the nightly run waits before sending it: tills that were
 * offline at closing send their last sales within minutes of coming back.
 */
export const CLOSING_GRACE_MS = 15 * MINUTE_MS;

/**
 * How many closed days the nightly run looks back (never before the sync was switched on): a server
 * that was down over a weekend sends the days it missed when it comes back.
 */
export const CATCH_UP_DAYS = 7;

/** Waits after the 1st, 2nd, 3rd and 4th failure in a row; daily after that. */
export const RETRY_DELAYS_MS = [MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 2 * HOUR_MS] as const;
/** Failures in a row after which a delivery is no longer retried by itself (about ten days). */
export const MAX_FAILURES = 14;

/** How long a receiver has to answer one delivery. */
export const DELIVERY_TIMEOUT_MS = 15_000;
/**
 * How long a claimed delivery stays its sender's. Far longer than an attempt can take, so only a
 * sender that died holding a claim lets it lapse, and another process then takes the delivery.
 */
export const CLAIM_LEASE_MS = 5 * MINUTE_MS;

/** When to try again after `failures` failures in a row, or null to stop trying by itself. */
export function nextAttemptAfter(failures: number, now: number): number | null {
  if (failures >= MAX_FAILURES) return null;
  const delay = RETRY_DELAYS_MS[failures - 1] ?? DAY_MS;
  return now + delay;
}

/** Whether the business date is over at the location (the next business day has begun). */
export function isDayOver(clock: BusinessDayClock, date: string, now: number): boolean {
  return date < clock.today(now);
}

/**
 * The last business date the nightly run may send at `now`: the day that ended at least
 * `CLOSING_GRACE_MS` ago.
 */
export function lastSendableDate(clock: BusinessDayClock, now: number): string {
  return addDays(clock.today(now - CLOSING_GRACE_MS), -1);
}

/**
 * The business dates the nightly run sends at `now`: from the day the sync was switched on (the day
 * in progress then) or `CATCH_UP_DAYS` back, whichever is later, to the last sendable day.
 */
export function nightlyDates(clock: BusinessDayClock, enabledSince: number, now: number): string[] {
  const last = lastSendableDate(clock, now);
  const earliest = addDays(last, 1 - CATCH_UP_DAYS);
  const since = clock.at(enabledSince).business_date;
  const dates: string[] = [];
  for (let date = since > earliest ? since : earliest; date <= last; date = addDays(date, 1)) {
    dates.push(date);
  }
  return dates;
}
