import { describe, expect, it } from 'vitest';
import { formatBusinessDate, formatOnLocationClock, formatUpdatedAt } from './zoneTime';

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

describe('"Updated" beside figures', () => {
  it('is on the location’s clock, not the device’s, and dated when not the location’s today', () => {
    // 18:54 UTC: 21:54 in Riyadh. The device's zone (TZ of the run) plays no part.
    const at = '2026-11-30T18:54:00.000Z';
    const now = new Date('2026-11-30T19:30:00.000Z');
    expect(formatUpdatedAt(at, 'Asia/Riyadh', 'en', now)).toBe('9:54 PM');
    expect(formatUpdatedAt(at, 'Europe/London', 'en', now)).toBe('6:54 PM');
    // 22:10 UTC is already the 1st in Riyadh: the figures from the 30th carry their date there.
    const nextDay = new Date('2026-11-30T22:10:00.000Z');
    expect(formatUpdatedAt(at, 'Asia/Riyadh', 'en', nextDay)).toBe('Nov 30, 2026, 9:54 PM');
    expect(formatUpdatedAt(at, 'Europe/London', 'en', nextDay)).toBe('6:54 PM');
    expect(formatUpdatedAt('not a time', 'Asia/Riyadh', 'en', now)).toBe('');
  });
});
