import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockInput } from './countTime';

describe('count cut-off on the location clock', () => {
  it('reads and writes a Dubai wall-clock time as the instant it means', () => {
    const instant = Date.parse('2026-11-24T19:00:00Z');
    expect(wallClockInput(instant, 'Asia/Dubai')).toBe('2026-11-24T23:00');
    expect(instantOfWallClock('2026-11-24T23:00', 'Asia/Dubai')).toBe('2026-11-24T19:00:00.000Z');
  });

  it('follows summer time and refuses what is not a time', () => {
    expect(instantOfWallClock('2026-07-01T12:00', 'Europe/Berlin')).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(instantOfWallClock('2026-01-01T12:00', 'Europe/Berlin')).toBe(
      '2026-01-01T11:00:00.000Z',
    );
    expect(instantOfWallClock('', 'UTC')).toBeNull();
  });
});
