import {
  addDays,
  DEFAULT_CLOSING_HOUR,
  DEFAULT_OPENING_HOUR,
  hourSetting,
  type BusinessDayClock,
} from '@contract/businessDay';
import { hoursOn, isOpenAt, rangeMinutes, type LocationHoursFields } from '@contract/openingHours';
import { zoneClock, type TimeZoneSetting } from '@contract/timezone';

/**
 * A silent till (issue 26, `till_silent`): a selling location that has sent no sale for longer than
 * usual while it is open, judged from its own history rather than a fixed number. Pure: the caller
 * reads the history (server/today/tills.ts); this decides.
 *
 * 1. Only while the location is open now (its opening hours; closed today, or between two ranges of
 *    the day: no item). A location without opening hours keeps its `opening_hour`/`closing_hour`
 *    settings every day (9 to 18 unless set), as the product does elsewhere.
 * 2. Its usual rate for now: the transactions (sales and refunds) it made in the same local hour of
 *    the same weekday of its business day over the last HISTORY_WEEKS weeks, divided by the minutes
 *    it was open in that hour on those days. Only days on which it sold anything count (a holiday it
 *    was closed does not lower the rate), and it needs at least MIN_TRADING_DAYS of them: a new
 *    location, or one that rarely opens that weekday, gets no item. An hour it never sells in has no
 *    usual rate: no item either.
 * 3. The usual gap: if sales came at random at that rate (a Poisson process), the gap within which
 *    the next sale comes 99 times in 100 is ln(100) / rate, about 4.6 times the average gap
 *    between sales; never less than GAP_FLOOR_MINUTES, so a busy hour does not cry wolf over a few
 *    quiet minutes.
 * 4. The silence: the minutes INSIDE opening hours since its last sale (the night it was closed does
 *    not count). Silent when that is longer than the usual gap. A sale that arrives is the new last
 *    sale: the item goes at the next look.
 */

/** Weeks of history the usual rate is read from (the same weekday of each). */
export const HISTORY_WEEKS = 8;
/** Days of those it must have sold on for a rate to be trusted. */
export const MIN_TRADING_DAYS = 4;
/** The share of gaps the usual gap covers: a sale comes within it 99 times in 100. */
export const USUAL_GAP_SHARE = 0.99;
/** The shortest usual gap, in minutes. */
export const GAP_FLOOR_MINUTES = 15;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** One past business date of the weekday judged, as the sales aggregates hold it. */
export interface DaySales {
  business_date: string;
  /** Transactions over the whole business date. */
  total: number;
  /** Transactions in the local hour judged. */
  at_hour: number;
}

export interface SilenceInput {
  now: number;
  /** The location's business day rules (its time zone and the hour its day starts). */
  clock: BusinessDayClock;
  /** Its opening hours (`hoursOrSettings`). */
  hours: readonly LocationHoursFields[];
  /** When its last sale was made, epoch milliseconds; null when it has none. */
  lastSaleAt: number | null;
  /** Its sales on the dates `historyDates` names (a date left out sold nothing). */
  history: readonly DaySales[];
}

export interface Silence {
  /** Minutes inside opening hours since the last sale. */
  silent_minutes: number;
  /** Longer than this is unusual now. */
  usual_gap_minutes: number;
  /** The usual rate now, transactions per open hour. */
  usual_per_hour: number;
  lastSaleAt: number;
}

/** The business dates whose sales the judgement at `today` reads: the same weekday, week by week. */
export function historyDates(today: string): string[] {
  return Array.from({ length: HISTORY_WEEKS }, (_, i) => addDays(today, -7 * (i + 1)));
}

/** The usual gap at a rate (transactions per minute): ln(1 / (1 − share)) / rate, with the floor. */
export function usualGapMinutes(perMinute: number): number {
  const gap = Math.log(1 / (1 - USUAL_GAP_SHARE)) / perMinute;
  return Math.max(GAP_FLOOR_MINUTES, Math.ceil(gap));
}

/**
 * A location's opening hours: its own rows, or when it has none its `opening_hour` and
 * `closing_hour` settings every day of the week (closing before opening runs past midnight).
 */
export function hoursOrSettings(
  rows: readonly LocationHoursFields[],
  openingHour: string | null | undefined,
  closingHour: string | null | undefined,
): LocationHoursFields[] {
  if (rows.length > 0) return [...rows];
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const range = {
    from: pad(hourSetting(openingHour, DEFAULT_OPENING_HOUR)),
    to: pad(hourSetting(closingHour, DEFAULT_CLOSING_HOUR)),
  };
  return Array.from({ length: 7 }, (_, day) => ({
    day_of_week: day,
    date: null,
    name: '',
    is_closed: false,
    ranges: [range],
  }));
}

/**
 * Minutes the location is open between two instants, by its hours on its own wall clock: each local
 * date's ranges (a holiday's own when it has some), a range past midnight running into the next
 * date, clipped to the span.
 */
export function openMinutesBetween(
  hours: readonly LocationHoursFields[],
  timeZone: TimeZoneSetting,
  from: number,
  to: number,
): number {
  if (!(to > from)) return 0;
  const clock = zoneClock(timeZone);
  const localDate = (ms: number) =>
    new Date(ms + clock.offsetAt(ms) * MINUTE_MS).toISOString().slice(0, 10);
  const spans: Array<[number, number]> = [];
  const last = localDate(to);
  for (let date = addDays(localDate(from), -1); date <= last; date = addDays(date, 1)) {
    const day = hoursOn(hours, date);
    if (!day || day.is_closed) continue;
    const midnight = Date.parse(`${date}T00:00:00Z`);
    for (const range of day.ranges) {
      const { start, end } = rangeMinutes(range);
      const a = Math.max(from, clock.wallClockToInstant(midnight + start * MINUTE_MS));
      const b = Math.min(to, clock.wallClockToInstant(midnight + end * MINUTE_MS));
      if (b > a) spans.push([a, b]);
    }
  }
  // Ranges never overlap within a week, but a holiday may meet the late range of the day before.
  spans.sort((x, y) => x[0] - y[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [a, b] of spans) {
    const start = Math.max(a, reach);
    if (b > start) total += b - start;
    reach = Math.max(reach, b);
  }
  return total / MINUTE_MS;
}

/** The instants a local hour of a business date spans (its day starts at `clock.startHour`). */
export function hourOfBusinessDate(
  clock: BusinessDayClock,
  businessDate: string,
  hour: number,
): [number, number] {
  const date = hour >= clock.startHour ? businessDate : addDays(businessDate, 1);
  const wall = Date.parse(`${date}T00:00:00Z`) + hour * HOUR_MS;
  return [clock.clock.wallClockToInstant(wall), clock.clock.wallClockToInstant(wall + HOUR_MS)];
}

/** Whether the till is silent now, and by how much; null when it is not (or cannot be told). */
export function tillSilence(input: SilenceInput): Silence | null {
  const { now, clock, hours, lastSaleAt } = input;
  if (lastSaleAt === null || !isOpenAt(hours, clock.clock.zone, now)) return null;
  const moment = clock.at(now);
  const byDate = new Map(input.history.map((d) => [d.business_date, d]));
  let trading = 0;
  let sales = 0;
  let minutes = 0;
  for (const date of historyDates(moment.business_date)) {
    const day = byDate.get(date);
    if (!day || !(day.total > 0)) continue;
    trading += 1;
    const [start, end] = hourOfBusinessDate(clock, date, moment.local_hour);
    const open = openMinutesBetween(hours, clock.clock.zone, start, end);
    sales += day.at_hour;
    // It sold in an hour its hours call closed: it was open, the whole hour.
    minutes += open > 0 ? open : day.at_hour > 0 ? 60 : 0;
  }
  if (trading < MIN_TRADING_DAYS || sales <= 0 || minutes <= 0) return null;
  const perMinute = sales / minutes;
  const gap = usualGapMinutes(perMinute);
  // Silence longer than the history read is counted from there: it is unusual long before.
  const from = Math.max(lastSaleAt, now - (HISTORY_WEEKS * 7 + 1) * 24 * HOUR_MS);
  const silent = Math.floor(openMinutesBetween(hours, clock.clock.zone, from, now));
  if (silent <= gap) return null;
  return {
    silent_minutes: silent,
    usual_gap_minutes: gap,
    usual_per_hour: Math.round(perMinute * 60 * 10) / 10,
    lastSaleAt,
  };
}
