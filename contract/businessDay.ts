import { zoneClock, type TimeZoneSetting, type ZoneClock } from './timezone';

/**
 * The business day of a location: the date its sales count on, from its `time_zone`,
 * `opening_hour` and `closing_hour` settings (SPEC sections 5 and 9). Shared by the server, which
 * stamps every invoice with it, and the app, which needs "today" of a location.
 *
 * A location that closes after midnight (opens 18, closes 2) keeps the hours before its closing hour
 * on the day before: a sale at 01:30 belongs to the evening that began the day before. Any other
 * location's business day is its calendar day.
 */

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/** Business hours default to 9 up to (not including) 18, local time (SPEC section 9). */
export const DEFAULT_OPENING_HOUR = 9;
export const DEFAULT_CLOSING_HOUR = 18;

/** The settings of a location that decide its business day. */
export interface BusinessDaySettings {
  time_zone?: string | null;
  opening_hour?: string | null;
  closing_hour?: string | null;
}

/** An hour setting ("2", "02", "2:00", "23"), or the default when blank or not an hour. */
export function hourSetting(value: string | null | undefined, fallback: number): number {
  const match = /^\s*(\d{1,2})(?::00)?\s*$/.exec(value ?? '');
  const hour = match ? Number(match[1]) : NaN;
  if (hour === 24) return 0;
  return Number.isInteger(hour) && hour >= 0 && hour < 24 ? hour : fallback;
}

/**
 * The local hour at which a location's business day starts: its closing hour when it closes after
 * midnight (closing before opening: 18 to 2 gives 2), otherwise midnight.
 */
export function dayStartHour(settings: BusinessDaySettings): number {
  const opening = hourSetting(settings.opening_hour, DEFAULT_OPENING_HOUR);
  const closing = hourSetting(settings.closing_hour, DEFAULT_CLOSING_HOUR);
  return closing !== 0 && closing < opening ? closing : 0;
}

/** Where an instant falls for a location. */
export interface BusinessMoment {
  /** The business date, YYYY-MM-DD. */
  business_date: string;
  /** The hour on the location's clock, 0 to 23. */
  local_hour: number;
  /** Minutes since the business day started (0 to 1439, 1500 on a day a DST change lengthens). */
  business_minute: number;
}

/** The day rules of one location, made once and used for many instants. */
export interface BusinessDayClock {
  readonly clock: ZoneClock;
  readonly startHour: number;
  /** Where an instant (epoch milliseconds) falls. */
  at(ms: number): BusinessMoment;
  /** The business date now. */
  today(now?: number): string;
  /** The instant a business date starts, in epoch milliseconds. */
  startOf(businessDate: string): number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

/** Days from `from` to `to`, both YYYY-MM-DD (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (DAY_MINUTES * MINUTE_MS),
  );
}

/**
 * The business day clock of a location. An unreadable time zone counts as UTC (SPEC section 8) and
 * is reported through `onError`.
 */
export function businessDayClock(
  settings: BusinessDaySettings,
  onError?: (message: string) => void,
): BusinessDayClock {
  const clock = zoneClock(settings.time_zone as TimeZoneSetting, onError);
  const startHour = dayStartHour(settings);
  const at = (ms: number): BusinessMoment => {
    const wall = new Date(ms + clock.offsetAt(ms) * MINUTE_MS);
    const localHour = wall.getUTCHours();
    const dayStarted = localHour >= startHour;
    const businessDate = dayStarted ? isoDay(wall) : addDays(isoDay(wall), -1);
    return {
      business_date: businessDate,
      local_hour: localHour,
      business_minute: Math.round((ms - startOf(businessDate)) / MINUTE_MS),
    };
  };
  const startOf = (businessDate: string) =>
    clock.wallClockToInstant(Date.parse(`${businessDate}T${pad(startHour)}:00:00Z`));
  return {
    clock,
    startHour,
    at,
    today: (now = Date.now()) => at(now).business_date,
    startOf,
  };
}
