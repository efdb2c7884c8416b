import { businessDayClock } from '@contract/businessDay';
import { describe, expect, it } from 'vitest';
import {
  CATCH_UP_DAYS,
  CLOSING_GRACE_MS,
  isDayOver,
  lastSendableDate,
  MAX_FAILURES,
  nextAttemptAfter,
  nightlyDates,
} from './schedule';

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);

describe('retries', () => {
  it('wait 1 minute, 5 minutes, 30 minutes, 2 hours, then a day, and stop after the last failure allowed', () => {
    const now = at('2026-11-20T10:00:00Z');
    const waits = Array.from({ length: 6 }, (_, i) => nextAttemptAfter(i + 1, now)! - now);
    expect(waits).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      120 * MINUTE,
      24 * 60 * MINUTE,
      24 * 60 * MINUTE,
    ]);
    expect(nextAttemptAfter(MAX_FAILURES - 1, now)).not.toBeNull();
    expect(nextAttemptAfter(MAX_FAILURES, now)).toBeNull();
  });
});

describe('the day that just closed', () => {
  const dubai = businessDayClock({
    time_zone: 'Asia/Dubai',
    opening_hour: '11',
    closing_hour: '23',
  });
  // A bar in London open 18:00 to 02:00: its business day ends at 02:00 the next morning.
  const bar = businessDayClock({
    time_zone: 'Europe/London',
    opening_hour: '18',
    closing_hour: '2',
  });

  it('is sendable a little after midnight on the location clock, not before', () => {
    // Midnight in Dubai is 20:00 UTC.
    const end = at('2026-11-23T20:00:00Z');
    expect(lastSendableDate(dubai, end + CLOSING_GRACE_MS - MINUTE)).toBe('2026-11-22');
    expect(lastSendableDate(dubai, end + CLOSING_GRACE_MS)).toBe('2026-11-23');
    expect(isDayOver(dubai, '2026-11-23', end - 1)).toBe(false);
    expect(isDayOver(dubai, '2026-11-23', end)).toBe(true);
  });

  it('ends at the closing hour for a location that closes after midnight', () => {
    // 01:30 in London (UTC in winter) still belongs to the 20th: the day is not over.
    expect(isDayOver(bar, '2026-11-20', at('2026-11-21T01:30:00Z'))).toBe(false);
    expect(lastSendableDate(bar, at('2026-11-21T02:10:00Z'))).toBe('2026-11-19');
    expect(lastSendableDate(bar, at('2026-11-21T02:15:00Z'))).toBe('2026-11-20');
  });

  it('starts on the day the sync was switched on and catches up at most a week after a long stop', () => {
    const switchedOn = at('2026-11-20T08:00:00Z'); // noon in Dubai on the 20th
    expect(nightlyDates(dubai, switchedOn, at('2026-11-20T21:00:00Z'))).toEqual(['2026-11-20']);
    expect(nightlyDates(dubai, switchedOn, at('2026-11-20T19:00:00Z'))).toEqual([]);
    const monthLater = nightlyDates(dubai, switchedOn, at('2026-12-20T21:00:00Z'));
    expect(monthLater).toHaveLength(CATCH_UP_DAYS);
    expect(monthLater.at(-1)).toBe('2026-12-20');
  });
});
