import { z } from 'zod';
import { addDays } from './businessDay';
import { isoDate, text, timeOfDay } from './common';
import { zoneClock, type TimeZoneSetting } from './timezone';

/**
 * A location's opening days and hours (`/location-days-hours-config`): one row per weekday, and one
 * per holiday date that is closed or keeps special hours. A range whose `to` is not after its `from`
 * closes the next morning (Friday 18:00–02:00); those early hours still belong to Friday's evening.
 * Times are the location's wall clock, so a DST change moves nothing: 18:00 stays 18:00.
 */

export const openingRange = z.object({ from: timeOfDay, to: timeOfDay }).strict();
export type OpeningRange = z.infer<typeof openingRange>;

/** At most this many opening ranges on one day (breakfast, lunch, dinner, late night and spare). */
export const MAX_RANGES_PER_DAY = 6;

export const locationHoursFields = z
  .object({
    /** 0 Sunday … 6 Saturday (as JavaScript's `getDay`) for a week row; null for a holiday. */
    day_of_week: z.number().int().min(0).max(6).nullable().default(null),
    /** The date of a holiday, YYYY-MM-DD; null for a week row. */
    date: isoDate.nullable().default(null),
    /** A holiday's name ("National Day"). */
    name: text(120).default(''),
    /** Closed all day; its ranges are ignored. */
    is_closed: z.boolean().default(false),
    ranges: z.array(openingRange).max(MAX_RANGES_PER_DAY).default([]),
  })
  .strict();
export type LocationHoursFields = z.infer<typeof locationHoursFields>;

/** The minutes a range covers from the start of its own day; past midnight runs beyond 1440. */
export function rangeMinutes(range: OpeningRange): { start: number; end: number } {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const start = minutes(range.from);
  const end = minutes(range.to);
  return { start, end: end <= start ? end + 1440 : end };
}

export type HoursProblemCode = 'day_or_date' | 'hours_empty' | 'overlap';

export interface HoursProblem {
  /** Path inside the row: `date`, `ranges.1.to`. */
  path: string;
  code: HoursProblemCode;
}

/**
 * What is wrong with one row on its own: neither or both of weekday and date, a range that opens and
 * closes at the same minute, or ranges of the day that overlap (touching ones, 11:00–15:00 and
 * 15:00–18:00, are fine). An overlap is reported on the later range.
 */
export function hoursRowProblems(row: LocationHoursFields): HoursProblem[] {
  const out: HoursProblem[] = [];
  if ((row.day_of_week === null) === (row.date === null)) {
    out.push({ path: row.date === null ? 'day_of_week' : 'date', code: 'day_or_date' });
  }
  if (row.is_closed) return out;
  const spans = row.ranges.map((range, index) => ({ index, ...rangeMinutes(range) }));
  for (const span of spans) {
    if (row.ranges[span.index]!.from === row.ranges[span.index]!.to) {
      out.push({ path: `ranges.${span.index}.to`, code: 'hours_empty' });
    }
  }
  const ordered = spans.sort((a, b) => a.start - b.start || a.index - b.index);
  let reach = -1;
  for (const span of ordered) {
    if (span.start < reach) out.push({ path: `ranges.${span.index}.from`, code: 'overlap' });
    reach = Math.max(reach, span.end);
  }
  return out;
}

/**
 * Ranges of a week that run past midnight into the next day's first range (Friday 18:00–03:00 and
 * Saturday 02:00–…): reported on the later day's range, by weekday. Holidays are not compared: a
 * holiday replaces its weekday for one date only.
 */
export function weekOverlaps(
  rows: readonly LocationHoursFields[],
): { day_of_week: number; index: number }[] {
  const week = new Map<number, LocationHoursFields>();
  for (const row of rows) if (row.day_of_week !== null) week.set(row.day_of_week, row);
  const out: { day_of_week: number; index: number }[] = [];
  for (const [day, row] of week) {
    const before = week.get((day + 6) % 7);
    if (!before || before.is_closed || row.is_closed) continue;
    const spill = Math.max(0, ...before.ranges.map((r) => rangeMinutes(r).end - 1440));
    row.ranges.forEach((range, index) => {
      if (rangeMinutes(range).start < spill) out.push({ day_of_week: day, index });
    });
  }
  return out.sort((a, b) => a.day_of_week - b.day_of_week || a.index - b.index);
}

/** The hours that apply on a date: its holiday row when there is one, else its weekday's row. */
export function hoursOn(
  rows: readonly LocationHoursFields[],
  date: string,
): LocationHoursFields | undefined {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return rows.find((row) => row.date === date) ?? rows.find((row) => row.day_of_week === weekday);
}

/**
 * Whether the location is open at an instant: the ranges of the local date that contain the local
 * time, or a range of the day before that ran past midnight and has not closed yet. A date with no
 * row, or closed, has no ranges of its own; yesterday's late range still runs into it.
 */
export function isOpenAt(
  rows: readonly LocationHoursFields[],
  timeZone: TimeZoneSetting,
  instant: Date | number,
): boolean {
  const ms = instant instanceof Date ? instant.getTime() : instant;
  if (!Number.isFinite(ms)) return false;
  const wall = new Date(ms + zoneClock(timeZone).offsetAt(ms) * 60_000);
  const date = wall.toISOString().slice(0, 10);
  const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const covers = (hours: LocationHoursFields | undefined, at: number) =>
    !!hours &&
    !hours.is_closed &&
    hours.ranges.some((range) => {
      const { start, end } = rangeMinutes(range);
      return start <= at && at < end;
    });
  return (
    covers(hoursOn(rows, date), minute) || covers(hoursOn(rows, addDays(date, -1)), minute + 1440)
  );
}
