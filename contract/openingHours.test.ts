import { describe, expect, test } from 'vitest';
import {
  hoursRowProblems,
  isOpenAt,
  locationHoursFields,
  weekOverlaps,
  type LocationHoursFields,
} from './openingHours';

const day = (day_of_week: number, ...ranges: [string, string][]): LocationHoursFields =>
  locationHoursFields.parse({ day_of_week, ranges: ranges.map(([from, to]) => ({ from, to })) });
const holiday = (date: string, ...ranges: [string, string][]): LocationHoursFields =>
  locationHoursFields.parse({
    date,
    is_closed: ranges.length === 0,
    ranges: ranges.map(([from, to]) => ({ from, to })),
  });

// 2026-11-27 is a Friday.
const week = [
  day(1, ['09:00', '17:00']),
  day(4, ['11:00', '15:00'], ['18:00', '23:00']),
  day(5, ['18:00', '02:00']),
  day(6, ['10:00', '16:00']),
];

describe('is the location open at an instant', () => {
  test('inside a range and not outside it, on the location clock', () => {
    // Dubai is UTC+4: 12:00 local is 08:00 UTC.
    expect(isOpenAt(week, 'Asia/Dubai', Date.UTC(2026, 10, 26, 8, 0))).toBe(true);
    expect(isOpenAt(week, 'Asia/Dubai', Date.UTC(2026, 10, 26, 12, 0))).toBe(false); // 16:00
    expect(isOpenAt(week, 'Asia/Dubai', Date.UTC(2026, 10, 26, 14, 0))).toBe(true); // 18:00
    // Touching ends: open at the opening minute, closed at the closing minute.
    expect(isOpenAt(week, 'UTC', Date.UTC(2026, 10, 26, 11, 0))).toBe(true);
    expect(isOpenAt(week, 'UTC', Date.UTC(2026, 10, 26, 15, 0))).toBe(false);
    expect(isOpenAt(week, 'UTC', Date.UTC(2026, 10, 26, 14, 59))).toBe(true);
  });

  test("Friday 18:00 to 02:00 is open in Saturday's small hours and closed at 02:00", () => {
    expect(isOpenAt(week, 'UTC', Date.UTC(2026, 10, 27, 23, 30))).toBe(true);
    expect(isOpenAt(week, 'UTC', Date.UTC(2026, 10, 28, 0, 0))).toBe(true);
    expect(isOpenAt(week, 'UTC', Date.UTC(2026, 10, 28, 1, 59))).toBe(true);
    expect(isOpenAt(week, 'UTC', Date.UTC(2026, 10, 28, 2, 0))).toBe(false);
    expect(isOpenAt(week, 'UTC', Date.UTC(2026, 10, 28, 9, 59))).toBe(false);
    expect(isOpenAt(week, 'UTC', Date.UTC(2026, 10, 28, 10, 0))).toBe(true);
    // A Friday with no late range does not open Saturday's night: Sunday has no row at all.
    expect(isOpenAt(week, 'UTC', Date.UTC(2026, 10, 29, 1, 0))).toBe(false);
  });

  test('a holiday replaces its weekday: closed all day, or its own hours', () => {
    const withHolidays = [
      ...week,
      holiday('2026-11-30'),
      holiday('2026-12-07', ['12:00', '14:00']),
    ];
    // Mondays 30 November (closed) and 7 December (12 to 14 only).
    expect(isOpenAt(week, 'UTC', Date.UTC(2026, 10, 30, 10, 0))).toBe(true);
    expect(isOpenAt(withHolidays, 'UTC', Date.UTC(2026, 10, 30, 10, 0))).toBe(false);
    expect(isOpenAt(withHolidays, 'UTC', Date.UTC(2026, 11, 7, 10, 0))).toBe(false);
    expect(isOpenAt(withHolidays, 'UTC', Date.UTC(2026, 11, 7, 13, 0))).toBe(true);
    // The Monday after keeps the usual hours.
    expect(isOpenAt(withHolidays, 'UTC', Date.UTC(2026, 11, 14, 10, 0))).toBe(true);
  });

  test("a closed holiday on Saturday still lets Friday's late range run to 02:00", () => {
    const rows = [...week, holiday('2026-11-28')];
    expect(isOpenAt(rows, 'UTC', Date.UTC(2026, 10, 28, 1, 0))).toBe(true);
    expect(isOpenAt(rows, 'UTC', Date.UTC(2026, 10, 28, 12, 0))).toBe(false);
  });

  test('hours follow the wall clock across DST changes', () => {
    // London: summer time ends 25 October 2026 (a Sunday) and begins 29 March 2026.
    const sundays = [day(0, ['09:00', '17:00']), day(6, ['20:00', '03:00'])];
    // 09:00 local is 09:00 UTC in winter and 08:00 UTC in summer.
    expect(isOpenAt(sundays, 'Europe/London', Date.UTC(2026, 9, 25, 8, 30))).toBe(false);
    expect(isOpenAt(sundays, 'Europe/London', Date.UTC(2026, 9, 25, 9, 0))).toBe(true);
    expect(isOpenAt(sundays, 'Europe/London', Date.UTC(2026, 2, 29, 8, 0))).toBe(true);
    expect(isOpenAt(sundays, 'Europe/London', Date.UTC(2026, 2, 29, 7, 59))).toBe(false);
    // Saturday 20:00 to 03:00 over the night the clocks go back: 02:30 local comes after 01:xx BST.
    expect(isOpenAt(sundays, 'Europe/London', Date.UTC(2026, 9, 25, 1, 30))).toBe(true); // 01:30 GMT
    expect(isOpenAt(sundays, 'Europe/London', Date.UTC(2026, 9, 25, 3, 0))).toBe(false); // 03:00 GMT
    // On the spring night 01:00 jumps to 02:00: at 02:30 BST the late range is still open.
    expect(isOpenAt(sundays, 'Europe/London', Date.UTC(2026, 2, 29, 1, 30))).toBe(true);
    expect(isOpenAt(sundays, 'Europe/London', Date.UTC(2026, 2, 29, 2, 0))).toBe(false); // 03:00 BST
  });

  test('fixed offsets as SPEC section 5 writes them, and nonsense instants', () => {
    expect(isOpenAt(week, 'UTC+4', Date.UTC(2026, 10, 26, 8, 0))).toBe(true);
    expect(isOpenAt(week, '-5', Date.UTC(2026, 10, 26, 16, 0))).toBe(true); // 11:00
    expect(isOpenAt(week, 'UTC', Number.NaN)).toBe(false);
    expect(isOpenAt([], 'UTC', Date.UTC(2026, 10, 26, 12, 0))).toBe(false);
  });
});

describe('what is wrong with opening hours', () => {
  test('overlapping ranges of a day are refused on the later one; touching ranges are fine', () => {
    expect(hoursRowProblems(day(1, ['11:00', '15:00'], ['15:00', '18:00']))).toEqual([]);
    expect(hoursRowProblems(day(1, ['11:00', '15:00'], ['14:00', '18:00']))).toEqual([
      { path: 'ranges.1.from', code: 'overlap' },
    ]);
    // A range past midnight overlaps an earlier one that starts after it: 20:00–02:00 and 22:00–23:00.
    expect(hoursRowProblems(day(5, ['22:00', '23:00'], ['20:00', '02:00']))).toEqual([
      { path: 'ranges.0.from', code: 'overlap' },
    ]);
  });

  test('a range that opens and closes at once, and a row that is neither a weekday nor a date', () => {
    expect(hoursRowProblems(day(1, ['09:00', '09:00']))).toEqual([
      { path: 'ranges.0.to', code: 'hours_empty' },
    ]);
    expect(hoursRowProblems(locationHoursFields.parse({}))).toEqual([
      { path: 'day_of_week', code: 'day_or_date' },
    ]);
    expect(
      hoursRowProblems(locationHoursFields.parse({ day_of_week: 1, date: '2026-12-02' })),
    ).toEqual([{ path: 'date', code: 'day_or_date' }]);
  });

  test("a late range that runs into the next day's first range, Saturday into Sunday too", () => {
    expect(weekOverlaps(week)).toEqual([]);
    expect(weekOverlaps([day(5, ['18:00', '03:00']), day(6, ['02:00', '05:00'])])).toEqual([
      { day_of_week: 6, index: 0 },
    ]);
    expect(weekOverlaps([day(6, ['22:00', '04:00']), day(0, ['03:00', '10:00'])])).toEqual([
      { day_of_week: 0, index: 0 },
    ]);
  });
});
