import { describe, expect, it } from 'vitest';
import { rowClocks, wallClock } from './document';
import { sampleReport } from './sampleReport';

const shown = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().slice(0, 16));

describe('wallClock', () => {
  it("reads instants on the zone's clock across the day its offset changes", () => {
    const london = wallClock('Europe/London');
    // Clocks went forward at 01:00 UTC on 29 March 2026.
    expect(shown(london('2026-03-28T12:00:00Z'))).toBe('2026-03-28T12:00');
    expect(shown(london('2026-03-29T00:59:00Z'))).toBe('2026-03-29T00:59');
    expect(shown(london('2026-03-29T01:00:00Z'))).toBe('2026-03-29T02:00');
    expect(shown(london('2026-03-29T23:30:00Z'))).toBe('2026-03-30T00:30');
    // And back at 01:00 UTC on 25 October.
    expect(shown(london('2026-10-25T00:30:00Z'))).toBe('2026-10-25T01:30');
    expect(shown(london('2026-10-25T01:30:00Z'))).toBe('2026-10-25T01:30');
  });

  it('takes fixed offsets as the settings write them, and reads nothing from garbage', () => {
    expect(shown(wallClock('UTC+4')('2026-11-01T21:00:00Z'))).toBe('2026-11-02T01:00');
    expect(shown(wallClock('-3')('2026-11-01T01:00:00Z'))).toBe('2026-10-31T22:00');
    expect(wallClock('Asia/Dubai')('not a date')).toBeNull();
  });
});

describe('rowClocks', () => {
  it("gives each row its own zone's clock, and the report's where the row names none", () => {
    const doc = sampleReport(2, { timeZone: 'Asia/Dubai' });
    const clockOf = rowClocks({
      ...doc,
      timeZoneOf: (row) => (row.number.endsWith('2') ? 'America/New_York' : null),
    });
    expect(shown(clockOf(doc.rows[0]!)('2026-11-01T12:00:00Z'))).toBe('2026-11-01T16:00');
    expect(shown(clockOf(doc.rows[1]!)('2026-11-01T12:00:00Z'))).toBe('2026-11-01T07:00');
  });
});
