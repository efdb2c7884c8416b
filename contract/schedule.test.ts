import { describe, expect, it } from 'vitest';
import { resources } from './registry';
import { endMinutes, scheduleProblems, type ScheduleSlot } from './schedule';

const slot = (day: number, from: string, to: string): ScheduleSlot => ({ day, from, to });

describe('scheduleProblems', () => {
  it('accepts ranges of a day that touch but do not overlap', () => {
    expect(scheduleProblems([slot(1, '07:00', '11:00'), slot(1, '11:00', '15:00')])).toEqual([]);
  });

  it('accepts a range to midnight, written 00:00', () => {
    expect(endMinutes('00:00')).toBe(24 * 60);
    expect(scheduleProblems([slot(5, '18:00', '00:00')])).toEqual([]);
  });

  it('refuses a range that ends before it starts, or where it starts', () => {
    expect(scheduleProblems([slot(1, '15:00', '11:00'), slot(2, '09:00', '09:00')])).toEqual([
      { index: 0, field: 'to', code: 'slot_inverted' },
      { index: 1, field: 'to', code: 'slot_inverted' },
    ]);
  });

  it('refuses overlapping ranges of one day, naming the other range, once', () => {
    const problems = scheduleProblems([
      slot(1, '07:00', '12:00'),
      slot(1, '11:00', '15:00'),
      slot(2, '11:00', '15:00'),
    ]);
    expect(problems).toEqual([
      { index: 1, field: 'from', code: 'slot_overlap', params: { from: '07:00', to: '12:00' } },
    ]);
  });

  it('finds an overlap with a long range that is not the one just before', () => {
    const problems = scheduleProblems([
      slot(3, '08:00', '20:00'),
      slot(3, '09:00', '10:00'),
      slot(3, '12:00', '13:00'),
    ]);
    expect(problems.map((p) => p.index)).toEqual([1, 2]);
  });

  it('asks for both times', () => {
    expect(scheduleProblems([slot(0, '', '10:00')])).toEqual([
      { index: 0, field: 'from', code: 'time_missing' },
    ]);
  });
});

describe('the menus rule on hours', () => {
  const rule = (schedule: ScheduleSlot[]) =>
    resources.menus.rules?.(resources.menus.fields.parse({ name: 'Lunch', schedule })) ?? [];

  it('refuses a range that ends before it starts at its end, with end_before_start', () => {
    expect(rule([slot(1, '11:00', '15:00'), slot(5, '22:00', '02:00')])).toEqual([
      { path: 'schedule.1.to', code: 'end_before_start' },
    ]);
  });

  it('refuses a range overlapping another of its day at its start, with overlap', () => {
    expect(rule([slot(1, '11:00', '15:00'), slot(1, '14:00', '18:00')])).toEqual([
      { path: 'schedule.1.from', code: 'overlap' },
    ]);
  });

  it('names a range once even when it overlaps several others', () => {
    expect(
      rule([slot(3, '09:00', '10:00'), slot(3, '12:00', '13:00'), slot(3, '08:00', '20:00')]),
    ).toEqual([{ path: 'schedule.2.from', code: 'overlap' }]);
  });

  it('accepts touching ranges, the same hours on other days and a range to midnight', () => {
    expect(
      rule([
        slot(5, '11:00', '15:00'),
        slot(5, '15:00', '00:00'),
        slot(6, '00:00', '02:00'),
        slot(6, '11:00', '15:00'),
      ]),
    ).toEqual([]);
  });
});
