import type { z } from 'zod';
import type { menuFields } from './resources/catalogue';

/**
 * One time range of a menu on one day of the week: `day` 0 Sunday … 6 Saturday (as JavaScript's
 * `getDay`), `from` and `to` as HH:mm, 24 h, where a `to` of 00:00 means midnight at the end of the day.
 */
export type ScheduleSlot = z.infer<typeof menuFields>['schedule'][number];

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_END = 24 * 60;

/** Minutes since midnight of a start time, or null when it is not HH:mm. */
export function startMinutes(time: string): number | null {
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Minutes since midnight of an end time: 00:00 is the end of the day (24:00). */
export function endMinutes(time: string): number | null {
  const start = startMinutes(time);
  return start === 0 ? DAY_END : start;
}

export type ScheduleProblemCode = 'time_missing' | 'slot_inverted' | 'slot_overlap';

export interface ScheduleProblem {
  /** Index of the slot in the list. */
  index: number;
  /** The field the message belongs to. */
  field: 'from' | 'to';
  code: ScheduleProblemCode;
  /** For an overlap: the other slot's times, to name it in the message. */
  params?: { from: string; to: string };
}

/**
 * What is wrong with a schedule: a time not given, a range that ends before it starts (a range past
 * midnight is two ranges, one on each day), or two ranges of one day that overlap (touching ranges,
 * 11:00–15:00 and 15:00–18:00, are fine). Each overlap is reported once, on the later range.
 */
export function scheduleProblems(slots: readonly ScheduleSlot[]): ScheduleProblem[] {
  const out: ScheduleProblem[] = [];
  const valid: { index: number; day: number; start: number; end: number }[] = [];
  slots.forEach((slot, index) => {
    const start = startMinutes(slot.from);
    const end = endMinutes(slot.to);
    if (start === null) out.push({ index, field: 'from', code: 'time_missing' });
    if (end === null) out.push({ index, field: 'to', code: 'time_missing' });
    if (start === null || end === null) return;
    if (end <= start) {
      out.push({ index, field: 'to', code: 'slot_inverted' });
      return;
    }
    valid.push({ index, day: slot.day, start, end });
  });
  const ordered = [...valid].sort(
    (a, b) => a.day - b.day || a.start - b.start || a.index - b.index,
  );
  for (let i = 1; i < ordered.length; i += 1) {
    const current = ordered[i]!;
    // The earlier range of the same day that reaches furthest.
    let j = i - 1;
    let reach: (typeof ordered)[number] | null = null;
    while (j >= 0 && ordered[j]!.day === current.day) {
      if (!reach || ordered[j]!.end > reach.end) reach = ordered[j]!;
      j -= 1;
    }
    if (reach && reach.end > current.start) {
      const other = slots[reach.index]!;
      out.push({
        index: Math.max(current.index, reach.index),
        field: 'from',
        code: 'slot_overlap',
        params: { from: other.from, to: other.to },
      });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}
