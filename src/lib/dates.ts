/**
 * Dates as the business sees them: in the location's time zone (SPEC sections 5, 8 and 9).
 *
 * Every helper takes the location's zone (a `time_zone` setting value or a parsed `TimeZone`;
 * parse it once per location with `parseTimeZone` to report a bad setting once) and renders or
 * reads dates on that zone's clock, never on the clock of the machine running the code.
 *
 * Failures never throw. A helper returns its fallback ('' for text, null for UTC conversions) and,
 * when the input was present but unusable, calls `onError` with an i18n key of the `dates` namespace
 * (the app shows it as a toast). Absent input (null, undefined, blank text) is not an error.
 */
import { DEFAULT_CLOSING_HOUR, DEFAULT_OPENING_HOUR } from '@contract/businessDay';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { instantOf, isValidMs, parseDateInput, wallClockOf, type DateInput } from './date-input';
import {
  formatUtcOffset,
  zoneClock,
  type OnError,
  type TimeZoneSetting,
  type ZoneClock,
} from '@contract/timezone';

dayjs.extend(utc);

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** A business date, as reports bucket sales (`business_date`). */
export const BUSINESS_DATE_FORMAT = 'YYYY-MM-DD';
export const REPORT_DATE_FORMAT = 'MMM DD, YYYY';
export const REPORT_DATE_TIME_FORMAT = 'MMM DD, YYYY [at] h:mm A';
export const REPORT_TIME_FORMAT = 'h:mm A';

/** Business hours run from 9 up to but not including 18, local time (SPEC section 9). */
export { DEFAULT_CLOSING_HOUR, DEFAULT_OPENING_HOUR } from '@contract/businessDay';

/** The fallback messages of SPEC section 8, as i18n keys (namespace `dates`). */
export const dateErrors = {
  businessHours: 'dates:error.businessHours',
  dayBoundaries: 'dates:error.dayBoundaries',
  reportDate: 'dates:error.reportDate',
  reportTime: 'dates:error.reportTime',
} as const;

/** The English text of {@link dateErrors}, as in `locales/en/dates.json`. */
export const dateErrorsEnglish: Record<keyof typeof dateErrors, string> = {
  businessHours: 'Failed to check if date is in business hours',
  dayBoundaries: 'Failed to get day boundaries',
  reportDate: 'Failed to format date for display in sales reports',
  reportTime: 'Failed to format time for display in sales reports',
};

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The UTC ISO instant (`2026-03-05T10:07:00.000Z`) of a date: wall-clock text is read in the zone,
 * instants stay as they are. Null for an absent or invalid date.
 */
export function toUtcIso(date: DateInput, tz: TimeZoneSetting, onError?: OnError): string | null {
  const ms = readInstant(date, zoneClock(tz, onError));
  return typeof ms === 'number' ? new Date(ms).toISOString() : null;
}

/** The calendar date (`YYYY-MM-DD`) in the zone at that instant; '' for an absent or invalid date. */
export function businessDate(instant: DateInput, tz: TimeZoneSetting, onError?: OnError): string {
  return formatDateTime(instant, tz, BUSINESS_DATE_FORMAT, onError);
}

/** The hour (0 to 23) on the zone's clock at that instant; null for an absent or invalid date. */
export function localHour(
  instant: DateInput,
  tz: TimeZoneSetting,
  onError?: OnError,
): number | null {
  const clock = zoneClock(tz, onError);
  const ms = readInstant(instant, clock);
  return typeof ms === 'number' ? Math.floor(mod(wallClockOf(ms, clock), DAY_MS) / HOUR_MS) : null;
}

/**
 * The date rendered on the zone's clock with a dayjs format (English names); `Z` and `ZZ` show the
 * zone's offset at that instant. '' for an absent or invalid date.
 */
export function formatDateTime(
  instant: DateInput,
  tz: TimeZoneSetting,
  format: string = DEFAULT_DATE_FORMAT,
  onError?: OnError,
): string {
  const clock = zoneClock(tz, onError);
  const ms = readInstant(instant, clock);
  return typeof ms === 'number' ? formatOnClock(ms, clock, format) : '';
}

/** A sales-report date without the time: `Mar 05, 2026`. */
export function formatReportDate(date: DateInput, tz: TimeZoneSetting, onError?: OnError): string {
  return formatForReport(date, tz, REPORT_DATE_FORMAT, dateErrors.reportDate, onError);
}

/** A sales-report date with the time: `Mar 05, 2026 at 2:07 PM`. */
export function formatReportDateTime(
  date: DateInput,
  tz: TimeZoneSetting,
  onError?: OnError,
): string {
  return formatForReport(date, tz, REPORT_DATE_TIME_FORMAT, dateErrors.reportDate, onError);
}

/** A sales-report time: `2:07 PM`. */
export function formatReportTime(date: DateInput, tz: TimeZoneSetting, onError?: OnError): string {
  return formatForReport(date, tz, REPORT_TIME_FORMAT, dateErrors.reportTime, onError);
}

/**
 * Whether the date falls in business hours on the zone's clock: from `open` up to but not including
 * `close`, in hours (fractions allowed: 9.5 is 09:30). A closing hour at or before the opening hour
 * runs past midnight (18 to 2 covers 18:00 to 01:59); equal hours mean open around the clock.
 * False for an absent date, and (reported) for an invalid date or hours outside 0 to 24.
 */
export function isInBusinessHours(
  date: DateInput,
  tz: TimeZoneSetting,
  open: number = DEFAULT_OPENING_HOUR,
  close: number = DEFAULT_CLOSING_HOUR,
  onError?: OnError,
): boolean {
  const clock = zoneClock(tz, onError);
  const ms = readInstant(date, clock);
  if (ms === 'absent') return false;
  const validHours = open >= 0 && open < 24 && close >= 0 && close <= 24;
  if (ms === 'invalid' || !validHours) {
    onError?.(dateErrors.businessHours);
    return false;
  }
  const timeOfDay = mod(wallClockOf(ms, clock), DAY_MS);
  const opens = open * HOUR_MS;
  const closes = close * HOUR_MS;
  if (opens < closes) return timeOfDay >= opens && timeOfDay < closes;
  if (opens > closes) return timeOfDay >= opens || timeOfDay < closes;
  return true;
}

/** The first and last millisecond of a business day, as UTC ISO instants. */
export interface DayBoundaries {
  start: string;
  end: string;
}

/**
 * The local calendar day of the date in the zone, as the UTC instants a report filter needs: `start`
 * is its first moment and `end` its last millisecond (inclusive). Text `2026-03-05` is that day in the
 * zone; an instant stands for the zone's day that contains it. DST days are 23 or 25 hours long, and
 * a day whose midnight is skipped starts when its clocks do. Null for an absent or invalid date.
 */
export function dayBoundaries(
  date: DateInput,
  tz: TimeZoneSetting,
  onError?: OnError,
): DayBoundaries | null {
  const clock = zoneClock(tz, onError);
  const parsed = parseDateInput(date);
  if (parsed.kind === 'absent') return null;
  if (parsed.kind !== 'invalid') {
    const wall = parsed.kind === 'wallClock' ? parsed.wallClockMs : wallClockOf(parsed.ms, clock);
    const midnight = wall - mod(wall, DAY_MS);
    const start = clock.wallClockToInstant(midnight);
    const end = clock.wallClockToInstant(midnight + DAY_MS) - 1;
    if (isValidMs(start) && isValidMs(end)) {
      return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
    }
  }
  onError?.(dateErrors.dayBoundaries);
  return null;
}

/** The instant of the input on the zone's clock, or why there is none. */
function readInstant(input: DateInput, clock: ZoneClock): number | 'absent' | 'invalid' {
  const parsed = parseDateInput(input);
  if (parsed.kind === 'absent' || parsed.kind === 'invalid') return parsed.kind;
  const ms = instantOf(parsed, clock);
  return isValidMs(ms) ? ms : 'invalid';
}

function formatForReport(
  date: DateInput,
  tz: TimeZoneSetting,
  format: string,
  message: string,
  onError?: OnError,
): string {
  const clock = zoneClock(tz, onError);
  const ms = readInstant(date, clock);
  if (ms === 'absent') return '';
  const text = ms === 'invalid' ? '' : formatOnClock(ms, clock, format);
  if (text === '') onError?.(message);
  return text;
}

/**
 * dayjs in UTC mode shows the fields of its instant as they are, so shifting the instant by the
 * zone's offset shows the zone's wall clock without going through the machine's local time (which
 * dayjs's `utcOffset(n)` and `tz()` do, an hour off near the machine's DST changes).
 */
function formatOnClock(ms: number, clock: ZoneClock, format: string): string {
  const offset = clock.offsetAt(ms);
  const shown = dayjs.utc(ms + offset * 60_000).locale('en');
  return shown.isValid() ? shown.format(withOffsetLiterals(format, offset)) : '';
}

/** Replaces the `Z` and `ZZ` tokens (outside `[...]` escapes) with the zone's offset as literal text. */
function withOffsetLiterals(format: string, offset: number): string {
  const iso = formatUtcOffset(offset);
  return format.replace(/\[[^\]]+]|Z{1,2}/g, (token) => {
    if (token.startsWith('[')) return token;
    return `[${token === 'ZZ' ? iso.replace(':', '') : iso}]`;
  });
}

function mod(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
