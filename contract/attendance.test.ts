import { describe, expect, test } from 'vitest';
import {
  dayFigures,
  openingTime,
  shiftsOf,
  standingTaps,
  type AttendanceCorrectionRow,
  type AttendanceEventRow,
} from './attendance';

const user = '019b8cbd-af00-7000-8000-000000000001';
const loc = '019b8cbd-af00-7000-8000-000000000002';
let n = 0;
const event = (kind: AttendanceEventRow['kind'], at: string): AttendanceEventRow => ({
  id: `019b8cbd-af00-7000-8000-${String((n += 1)).padStart(12, '0')}`,
  user_id: user,
  location_id: loc,
  kind,
  at,
  device: null,
  business_date: at.slice(0, 10),
  received_at: at,
  recorded_by: user,
});
const now = Date.parse('2026-11-03T12:00:00Z');

describe('shifts from taps', () => {
  test('a clock-out with no clock-in before it is a shift missing its clock-in, counting nothing', () => {
    const shifts = shiftsOf(
      standingTaps([event('clock_out', '2026-11-02T17:00:00.000Z')], []),
      now,
    );
    expect(shifts).toMatchObject([{ state: 'missing_clock_in', worked_minutes: 0 }]);
  });

  test('a shift still going counts up to now; past 16 hours it has lost its clock-out', () => {
    const going = shiftsOf(standingTaps([event('clock_in', '2026-11-03T09:00:00.000Z')], []), now);
    expect(going).toMatchObject([{ state: 'open', worked_minutes: 180 }]);
    const lost = shiftsOf(standingTaps([event('clock_in', '2026-11-02T19:59:00.000Z')], []), now);
    expect(lost).toMatchObject([{ state: 'missing_clock_out', worked_minutes: 0 }]);
  });

  test('a repeated clock-out within two minutes is the same tap; later it is a stray one', () => {
    const taps = [
      event('clock_in', '2026-11-02T09:00:00.000Z'),
      event('clock_out', '2026-11-02T17:00:00.000Z'),
      event('clock_out', '2026-11-02T17:01:59.000Z'),
      event('clock_out', '2026-11-02T17:30:00.000Z'),
    ];
    expect(shiftsOf(standingTaps(taps, []), now).map((s) => s.state)).toEqual([
      'closed',
      'missing_clock_in',
    ]);
  });

  test('a correction with no time takes a mistaken tap out; the later correction wins', () => {
    const stray = event('clock_in', '2026-11-02T12:00:00.000Z');
    const taps = [
      event('clock_in', '2026-11-02T09:00:00.000Z'),
      stray,
      event('clock_out', '2026-11-02T17:00:00.000Z'),
    ];
    const correction = (
      id: string,
      at: string | null,
      created: string,
    ): AttendanceCorrectionRow => ({
      id,
      user_id: user,
      location_id: loc,
      kind: 'clock_in',
      at,
      replaces_event_id: stray.id,
      reason: 'Tapped twice',
      business_date: '2026-11-02',
      corrected_by: user,
      corrected_by_name: 'manager',
      created_at: created,
    });
    const shifts = shiftsOf(
      standingTaps(taps, [
        correction('019b8cbd-af00-7000-8000-0000000000c1', null, '2026-11-02T18:00:00.000Z'),
      ]),
      now,
    );
    expect(shifts).toMatchObject([{ state: 'closed', worked_minutes: 480 }]);
  });
});

describe('day figures', () => {
  test('a location with no opening hours opens at its opening_hour setting, else 09:00', () => {
    expect(openingTime([], '7', '2026-11-02')).toBe('07:00');
    expect(openingTime([], null, '2026-11-02')).toBe('09:00');
  });

  test('a day with no clock-in is never late', () => {
    const day = dayFigures('2026-11-02', [], {
      time: '09:00',
      at: Date.parse('2026-11-02T09:00:00Z'),
    });
    expect(day).toMatchObject({ late: false, worked_minutes: 0, overtime_minutes: 0 });
  });
});
