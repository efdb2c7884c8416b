import { endMinutes, startMinutes, type ScheduleSlot } from '@contract/schedule';

/** Days in the order the editor and the summary show them: Monday first. */
export const weekDays = [1, 2, 3, 4, 5, 6, 0] as const;

/** The slots sorted by day (Monday first) and time. */
export function sortSchedule(slots: readonly ScheduleSlot[]): ScheduleSlot[] {
  const dayRank = (d: number) => weekDays.indexOf(d as (typeof weekDays)[number]);
  return [...slots].sort(
    (a, b) =>
      dayRank(a.day) - dayRank(b.day) || (startMinutes(a.from) ?? 0) - (startMinutes(b.from) ?? 0),
  );
}

/** Every other day gets the ranges of `day` (replacing its own). */
export function copyDayToAll(slots: readonly ScheduleSlot[], day: number): ScheduleSlot[] {
  const source = slots.filter((s) => s.day === day);
  return sortSchedule(weekDays.flatMap((d) => source.map((s) => ({ ...s, day: d }))));
}

/** Days that share the same ranges, for the summary: runs of consecutive days, Monday first. */
export interface ScheduleLine {
  /** Runs of consecutive days (Monday first), e.g. [[1,2,3,4,5]] or [[6,0]]. */
  dayRuns: number[][];
  /** The ranges of those days, by start time. */
  ranges: [from: string, to: string][];
}

/**
 * When a menu is on, as lines of days with the same hours ("Mon–Fri 07:00–11:00; Sat, Sun
 * 08:00–12:00"). Days without ranges are left out; an empty schedule gives no lines.
 */
export function summarizeSchedule(slots: readonly ScheduleSlot[]): ScheduleLine[] {
  const byDay = new Map<number, [string, string][]>();
  for (const s of sortSchedule(slots))
    byDay.set(s.day, [...(byDay.get(s.day) ?? []), [s.from, s.to]]);
  const lines = new Map<string, { days: number[]; ranges: [string, string][] }>();
  for (const day of weekDays) {
    const ranges = byDay.get(day);
    if (!ranges) continue;
    const key = ranges.map((r) => r.join('-')).join(',');
    const line = lines.get(key) ?? { days: [], ranges };
    line.days.push(day);
    lines.set(key, line);
  }
  return [...lines.values()].map(({ days, ranges }) => {
    const runs: number[][] = [];
    for (const day of days) {
      const run = runs.at(-1);
      const previous = run?.at(-1);
      const adjacent =
        previous !== undefined &&
        weekDays.indexOf(day as (typeof weekDays)[number]) ===
          weekDays.indexOf(previous as (typeof weekDays)[number]) + 1;
      if (run && adjacent) run.push(day);
      else runs.push([day]);
    }
    return { dayRuns: runs, ranges };
  });
}

/** The menu is on at this day and minute of the day. */
export function isOnAt(slots: readonly ScheduleSlot[], day: number, minute: number): boolean {
  return slots.some((s) => {
    const start = startMinutes(s.from);
    const end = endMinutes(s.to);
    return s.day === day && start !== null && end !== null && start <= minute && minute < end;
  });
}

/** A time range as people read it: 00:00 at the end is written 24:00. */
export const rangeText = ([from, to]: readonly [string, string]) =>
  `${from}–${to === '00:00' ? '24:00' : to}`;

/**
 * The summary in words: "Mon–Fri 07:00–11:00; Sat, Sun 08:00–12:00", or "Every day 11:00–23:00".
 * Runs of three days or more are written first–last. Empty for an empty schedule.
 */
export function scheduleText(
  lines: readonly ScheduleLine[],
  words: { dayName: (day: number) => string; everyDay: string; listSeparator?: string },
): string {
  const sep = words.listSeparator ?? ', ';
  return lines
    .map(({ dayRuns, ranges }) => {
      const days =
        dayRuns.length === 1 && dayRuns[0]!.length === 7
          ? words.everyDay
          : dayRuns
              .map((run) =>
                run.length >= 3
                  ? `${words.dayName(run[0]!)}–${words.dayName(run.at(-1)!)}`
                  : run.map(words.dayName).join(sep),
              )
              .join(sep);
      return `${days} ${ranges.map(rangeText).join(sep)}`;
    })
    .join('; ');
}

/** The name of a day of the week (0 Sunday) in a language, short or long. */
export function weekdayName(lang: string, day: number, width: 'short' | 'long' = 'short'): string {
  // 7 January 2024 was a Sunday.
  return new Intl.DateTimeFormat(lang, { weekday: width, timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 7 + day, 12),
  );
}
