import { businessDayClock } from '@contract/businessDay';
import { describe, expect, test } from 'vitest';
import { countOverdue, dateDue, transferExpectedOn, transferLate } from './definitions';

/** The Today rules of definitions.ts on hand-made dates and instants. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (iso: string) => Date.parse(iso);
const losAngeles = businessDayClock({ time_zone: 'America/Los_Angeles' });
const dubai = businessDayClock({ time_zone: 'Asia/Dubai' });

describe('due on a date', () => {
  test('nothing before the date, due on it, overdue after it by whole days', () => {
    expect(dateDue('2026-12-02', '2026-12-01')).toBeNull();
    expect(dateDue('2026-12-01', '2026-12-01')).toEqual({ urgency: 'due', days_late: 0 });
    expect(dateDue('2026-11-29', '2026-12-01')).toEqual({ urgency: 'overdue', days_late: 2 });
  });

  test('"today" is the location’s business date: the same instant is two dates apart', () => {
    const instant = at('2026-12-01T22:00:00Z');
    expect(dubai.today(instant)).toBe('2026-12-02');
    expect(losAngeles.today(instant)).toBe('2026-12-01');
    expect(dateDue('2026-12-02', dubai.today(instant))?.urgency).toBe('due');
    expect(dateDue('2026-12-02', losAngeles.today(instant))).toBeNull();
  });

  test('a location open past midnight is still on yesterday’s business date at 01:00', () => {
    const bar = businessDayClock({
      time_zone: 'Asia/Dubai',
      opening_hour: '18',
      closing_hour: '2',
    });
    // 01:00 on 2 December in Dubai.
    expect(bar.today(at('2026-12-01T21:00:00Z'))).toBe('2026-12-01');
  });
});

describe('a count overdue', () => {
  test('only more than a day after its cut-off: exactly a day is not yet', () => {
    const cutoff = at('2026-12-01T18:00:00Z');
    expect(countOverdue(dubai, cutoff, cutoff + 24 * HOUR)).toBeNull();
    expect(countOverdue(dubai, cutoff, cutoff + 24 * HOUR + 1)).toEqual({ days_late: 1 });
    expect(countOverdue(dubai, cutoff, cutoff + 72 * HOUR + MINUTE)).toEqual({ days_late: 3 });
    expect(countOverdue(dubai, cutoff, cutoff - HOUR)).toBeNull();
  });

  test('a day on the location’s wall clock, 25 hours across the autumn DST change', () => {
    // 22:00 PDT on Saturday 31 October 2026; clocks go back an hour early on 1 November.
    const cutoff = at('2026-11-01T05:00:00Z');
    // 22:00 PST on Sunday is 25 hours later.
    expect(countOverdue(losAngeles, cutoff, at('2026-11-02T06:00:00Z'))).toBeNull();
    expect(countOverdue(losAngeles, cutoff, at('2026-11-02T06:01:00Z'))).toEqual({ days_late: 1 });
  });
});

describe('a transfer late', () => {
  test('expected the day after it was sent, or on the day it was needed by when later', () => {
    expect(transferExpectedOn('2026-12-01', null)).toBe('2026-12-02');
    expect(transferExpectedOn('2026-12-01', '2026-11-30')).toBe('2026-12-02');
    expect(transferExpectedOn('2026-12-01', '2026-12-05')).toBe('2026-12-05');
  });

  test('late from the day after it was expected', () => {
    expect(transferLate('2026-12-02', '2026-12-02')).toBeNull();
    expect(transferLate('2026-12-02', '2026-12-03')).toEqual({ days_late: 1 });
  });
});
