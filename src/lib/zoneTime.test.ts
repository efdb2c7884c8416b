import { describe, expect, it } from 'vitest';
import { formatBusinessDate, formatOnLocationClock } from './zoneTime';

const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

describe('times of invoices', () => {
  it('read on the location’s clock, whatever the zone setting looks like', () => {
    const instant = '2026-11-24T09:05:00.000Z';
    expect(formatOnLocationClock(instant, 'Asia/Dubai', 'en', time)).toBe('13:05');
    expect(formatOnLocationClock(instant, 'UTC+4', 'en', time)).toBe('13:05');
    expect(formatOnLocationClock(instant, 'Europe/London', 'en', time)).toBe('09:05');
    expect(formatOnLocationClock(instant, '', 'en', time)).toBe('09:05');
  });

  it('follow daylight saving time of area/city zones', () => {
    expect(formatOnLocationClock('2026-07-01T09:05:00Z', 'Europe/London', 'en', time)).toBe(
      '10:05',
    );
  });

  it('cross midnight into the location’s date', () => {
    // 21:30 UTC is 01:30 the next morning in Dubai, whatever zone the browser itself is in.
    expect(
      formatOnLocationClock('2026-11-24T21:30:00Z', 'Asia/Dubai', 'en', { dateStyle: 'short' }),
    ).toBe('11/25/26');
  });

  it('are blank for what is not a time, and business dates stay the date they are', () => {
    expect(formatOnLocationClock('not a time', 'Asia/Dubai', 'en')).toBe('');
    expect(formatBusinessDate('2026-11-24', 'en', { dateStyle: 'medium' })).toBe('Nov 24, 2026');
    expect(formatBusinessDate('2026-11-24', 'de', { dateStyle: 'medium' })).toBe('24.11.2026');
  });
});
