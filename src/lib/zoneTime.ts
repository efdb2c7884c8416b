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
