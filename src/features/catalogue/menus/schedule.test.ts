import type { ScheduleSlot } from '@contract/schedule';
import { describe, expect, it } from 'vitest';
import { copyDayToAll, isOnAt, scheduleText, summarizeSchedule, weekdayName } from './schedule';

const slot = (day: number, from: string, to: string): ScheduleSlot => ({ day, from, to });

describe('copyDayToAll', () => {
  it('gives every day the ranges of one day, replacing their own', () => {
    const copied = copyDayToAll([slot(1, '07:00', '11:00'), slot(3, '12:00', '14:00')], 1);
    expect(copied).toHaveLength(7);
    expect(new Set(copied.map((s) => s.day)).size).toBe(7);
    expect(copied.every((s) => s.from === '07:00' && s.to === '11:00')).toBe(true);
  });
});

describe('summarizeSchedule', () => {
  it('groups days with the same hours into runs, Monday first', () => {
    const weekdays = [1, 2, 3, 4, 5].map((d) => slot(d, '07:00', '11:00'));
    const weekend = [6, 0].map((d) => slot(d, '08:00', '12:00'));
    expect(summarizeSchedule([...weekend, ...weekdays])).toEqual([
      { dayRuns: [[1, 2, 3, 4, 5]], ranges: [['07:00', '11:00']] },
      { dayRuns: [[6, 0]], ranges: [['08:00', '12:00']] },
    ]);
  });

  it('splits days with the same hours that are not next to each other', () => {
    const lines = summarizeSchedule([1, 3, 4].map((d) => slot(d, '12:00', '15:00')));
    expect(lines).toEqual([{ dayRuns: [[1], [3, 4]], ranges: [['12:00', '15:00']] }]);
  });

  it('keeps several ranges of a day together, by time', () => {
    const lines = summarizeSchedule([slot(2, '18:00', '22:00'), slot(2, '12:00', '15:00')]);
    expect(lines[0]!.ranges).toEqual([
      ['12:00', '15:00'],
      ['18:00', '22:00'],
    ]);
  });

  it('has no lines for an empty schedule', () => {
    expect(summarizeSchedule([])).toEqual([]);
  });
});

describe('isOnAt', () => {
  it('is on from the start up to but not including the end', () => {
    const slots = [slot(1, '07:00', '11:00')];
    expect(isOnAt(slots, 1, 7 * 60)).toBe(true);
    expect(isOnAt(slots, 1, 11 * 60)).toBe(false);
    expect(isOnAt(slots, 2, 8 * 60)).toBe(false);
  });
});

describe('scheduleText', () => {
  const words = { dayName: (d: number) => weekdayName('en', d), everyDay: 'Every day' };
  it('writes runs first–last, pairs as a list and every day as such', () => {
    const slots = [
      ...[1, 2, 3, 4, 5].map((d) => slot(d, '07:00', '11:00')),
      ...[6, 0].map((d) => slot(d, '08:00', '00:00')),
    ];
    expect(scheduleText(summarizeSchedule(slots), words)).toBe(
      'Mon–Fri 07:00–11:00; Sat, Sun 08:00–24:00',
    );
    const daily = [0, 1, 2, 3, 4, 5, 6].map((d) => slot(d, '11:00', '23:00'));
    expect(scheduleText(summarizeSchedule(daily), words)).toBe('Every day 11:00–23:00');
  });

  it('names days in the language asked', () => {
    expect(weekdayName('de', 1, 'long')).toBe('Montag');
    expect(weekdayName('en', 0)).toBe('Sun');
  });
});
