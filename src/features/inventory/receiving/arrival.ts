import { formatUtcOffset, type TimeZone, type TimeZoneSetting } from '@contract/timezone';
import { toUtcIso } from '@/lib/dates';

/**
 * When a late delivery arrived, for the receipt: the time typed in the form (a datetime-local value,
 * `2026-11-24T09:00`) is read on the location's clock, never the browser's, so 09:00 at a Dubai
 * location is 05:00Z wherever the form is filled in. Nothing when the field is empty: the receipt is
 * then as of now.
 */
export function arrivalOf(typed: string, zone: TimeZoneSetting): { occurred_at?: string } {
  const instant = toUtcIso(typed, zone);
  return instant ? { occurred_at: instant } : {};
}

/** A location's zone as a reader knows it: `Asia/Dubai` as `Asia/Dubai`, an offset as `UTC+04:00`. */
export function zoneName(zone: TimeZone): string {
  if (zone.kind === 'iana') return zone.name.replaceAll('_', ' ');
  return zone.minutes === 0 ? 'UTC' : `UTC${formatUtcOffset(zone.minutes)}`;
}
