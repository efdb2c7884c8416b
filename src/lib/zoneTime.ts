import { zoneClock, type TimeZoneSetting } from '@contract/timezone';
import { dateTimeFormat } from '@/lib/formats';

const MINUTE_MS = 60_000;

/**
 * An instant as the location's clock showed it, written in the screen's language: a sale made at
 * 13:05 in Dubai reads 13:05 wherever the manager looks from. The instant is moved by the zone's
 * offset and written as UTC, so `UTC+4` settings work as well as area/city names. '' for an
 * unreadable instant.
 */
export function formatOnLocationClock(
  instant: string,
  zone: TimeZoneSetting,
  lang: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return '';
  const wall = new Date(ms + zoneClock(zone).offsetAt(ms) * MINUTE_MS);
  return dateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(wall);
}

/** A business date (YYYY-MM-DD) in the screen's language, without shifting it by any zone. */
export function formatBusinessDate(
  date: string,
  lang: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) return date;
  return dateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(new Date(ms));
}

/**
 * When figures were computed, on the location's clock: the time alone when it is the location's
 * today, the date and time otherwise ("9:54 PM", "Nov 30, 2026, 9:54 PM"). The device's own zone
 * plays no part: a manager in Riyadh reading from a laptop set to London sees Riyadh's time, as
 * every figure and cut-off beside it is. '' for an unreadable instant.
 */
export function formatUpdatedAt(
  instant: string,
  zone: TimeZoneSetting,
  lang: string,
  now: Date,
): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return '';
  const day = (at: number) =>
    new Date(at + zoneClock(zone).offsetAt(at) * MINUTE_MS).toISOString().slice(0, 10);
  const today = day(ms) === day(now.getTime());
  return formatOnLocationClock(
    instant,
    zone,
    lang,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
}
