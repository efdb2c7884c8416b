import { describe, expect, it, vi } from 'vitest';
import { parseTimeZone } from '@contract/timezone';
import { arrivalOf, zoneName } from './arrival';

describe('the arrival time of a late delivery', () => {
  it("is read on the location's clock, whatever the browser's zone", () => {
    const dubai = parseTimeZone('Asia/Dubai');
    vi.stubEnv('TZ', 'UTC');
    // What reading it in the browser's zone gave: 09:00 UTC, four hours late for Dubai.
    expect(new Date('2026-11-24T09:00').toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(arrivalOf('2026-11-24T09:00', dubai)).toEqual({
      occurred_at: '2026-11-24T05:00:00.000Z',
    });
    vi.stubEnv('TZ', 'America/New_York');
    expect(new Date('2026-11-24T09:00').toISOString()).toBe('2026-11-24T14:00:00.000Z');
    expect(arrivalOf('2026-11-24T09:00', 'Asia/Dubai')).toEqual({
      occurred_at: '2026-11-24T05:00:00.000Z',
    });
  });

  it('follows summer time at the location, and an empty field means now', () => {
    expect(arrivalOf('2026-07-01T09:00', 'Europe/Berlin').occurred_at).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(arrivalOf('2026-01-01T09:00', 'Europe/Berlin').occurred_at).toBe(
      '2026-01-01T08:00:00.000Z',
    );
    expect(arrivalOf('', 'Asia/Dubai')).toEqual({});
  });

  it('names the zone the time is typed in', () => {
    expect(zoneName(parseTimeZone('Asia/Dubai'))).toBe('Asia/Dubai');
    expect(zoneName(parseTimeZone('America/Argentina/Buenos_Aires'))).toBe(
      'America/Argentina/Buenos Aires',
    );
    expect(zoneName(parseTimeZone('UTC+4'))).toBe('UTC+04:00');
    expect(zoneName(parseTimeZone(''))).toBe('UTC');
  });
});
