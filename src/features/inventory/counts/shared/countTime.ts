import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { zoneClock, type TimeZoneSetting } from '@contract/timezone';
import { useTimeZone } from '@/shared/location/useTimeZone';
import { formatOnLocationClock } from '@/lib/zoneTime';

const MINUTE_MS = 60_000;

/**
 * Count times (cut-off, entries, approval) on the location's clock: a cut-off at 23:00 in Dubai
 * reads 23:00 wherever the manager looks from.
 */
export function useCountTime(): (instant: string, options?: Intl.DateTimeFormatOptions) => string {
  const zone = useTimeZone();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback(
    (instant, options) => formatOnLocationClock(instant, zone, lang, options),
    [zone, lang],
  );
}

/** `YYYY-MM-DDTHH:mm` as the location's clock shows `instant` (a datetime-local input's value). */
export function wallClockInput(instant: number, zone: TimeZoneSetting): string {
  const offset = zoneClock(zone).offsetAt(instant) * MINUTE_MS;
  return new Date(instant + offset).toISOString().slice(0, 16);
}

/** The instant a wall-clock time typed for the location means; null when it is not a time. */
export function instantOfWallClock(input: string, zone: TimeZoneSetting): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(input)) return null;
  const wall = Date.parse(`${input}:00Z`);
  if (Number.isNaN(wall)) return null;
  const clock = zoneClock(zone);
  // The offset depends on the instant itself (summer time): settle it from a first guess.
  const guess = wall - clock.offsetAt(wall) * MINUTE_MS;
  return new Date(wall - clock.offsetAt(guess) * MINUTE_MS).toISOString();
}
