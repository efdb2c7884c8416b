import {
  hoursRowProblems,
  rangeMinutes,
  weekOverlaps,
  type LocationHoursFields,
  type OpeningRange,
} from '@contract/openingHours';
import type { FieldMessage } from '@contract/validation';

/** One weekday or holiday as the grid edits it; `id` is the stored row's, when there is one. */
export interface DraftDay {
  id: string | null;
  day_of_week: number | null;
  date: string | null;
  name: string;
  is_closed: boolean;
  ranges: OpeningRange[];
}

export interface HoursDraft {
  week: DraftDay[];
  holidays: DraftDay[];
}

type StoredHours = LocationHoursFields & { id: string };

const fromRow = (row: StoredHours): DraftDay => ({
  id: row.id,
  day_of_week: row.day_of_week,
  date: row.date,
  name: row.name,
  is_closed: row.is_closed,
  ranges: row.ranges.map((range) => ({ ...range })),
});

/** The grid's starting point: a row per weekday (closed when nothing is stored), then holidays. */
export function draftOf(rows: readonly StoredHours[]): HoursDraft {
  const week = Array.from({ length: 7 }, (_, day): DraftDay => {
    const stored = rows.find((row) => row.day_of_week === day);
    return stored
      ? fromRow(stored)
      : { id: null, day_of_week: day, date: null, name: '', is_closed: true, ranges: [] };
  });
  const holidays = rows
    .filter((row) => row.date !== null)
    .map(fromRow)
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  return { week, holidays };
}

/** What a draft day will be stored as: a closed day keeps no ranges. */
export const fieldsOf = (day: DraftDay): LocationHoursFields => ({
  day_of_week: day.day_of_week,
  date: day.date,
  name: day.name.trim(),
  is_closed: day.is_closed || (day.date === null && day.ranges.length === 0),
  ranges: day.is_closed ? [] : day.ranges,
});

/** A range that closes after midnight: shown as "02:00 next day". */
export const closesNextDay = (range: OpeningRange) => rangeMinutes(range).end > 1440;

/**
 * What is wrong with the draft, by path (`week.5.ranges.0.to`, `holidays.1.date`), as validation
 * codes: each day on its own, two holidays on one date, and a late range running into the next day.
 */
export function draftProblems(draft: HoursDraft): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  const add = (path: string, code: FieldMessage['code']) => (out[path] ??= { code, params: {} });
  draft.week.forEach((day, i) => {
    for (const p of hoursRowProblems(fieldsOf(day))) add(`week.${i}.${p.path}`, p.code);
  });
  const dates = new Set<string>();
  draft.holidays.forEach((day, i) => {
    if (!day.date) return add(`holidays.${i}.date`, 'required');
    if (dates.has(day.date)) add(`holidays.${i}.date`, 'duplicate');
    dates.add(day.date);
    for (const p of hoursRowProblems(fieldsOf(day))) add(`holidays.${i}.${p.path}`, p.code);
  });
  for (const overlap of weekOverlaps(draft.week.map(fieldsOf))) {
    add(`week.${overlap.day_of_week}.ranges.${overlap.index}.from`, 'overlap');
  }
  return out;
}

const same = (a: DraftDay, b: DraftDay) =>
  JSON.stringify(fieldsOf(a)) === JSON.stringify(fieldsOf(b));

/** The writes that turn the stored rows into the draft: new rows, changed rows, removed holidays. */
export function draftChanges(stored: HoursDraft, draft: HoursDraft) {
  const all = [...draft.week, ...draft.holidays];
  const before = new Map(
    [...stored.week, ...stored.holidays].filter((d) => d.id).map((d) => [d.id, d]),
  );
  const creates = all.filter(
    (day) => day.id === null && (day.date !== null || !fieldsOf(day).is_closed),
  );
  const updates = all.filter((day) => {
    const old = day.id ? before.get(day.id) : undefined;
    return old !== undefined && !same(old, day);
  });
  const kept = new Set(all.map((day) => day.id));
  const removes = stored.holidays.filter((day) => day.id && !kept.has(day.id));
  return { creates, updates, removes, count: creates.length + updates.length + removes.length };
}

/** Messages under a path prefix, with the prefix taken off (`week.5.ranges.` → `0.from`). */
export const messagesUnder = (messages: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(messages)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );

/**
 * The week's writes in an order the server takes one by one: it checks each row against the stored
 * days around it, so shortening Saturday's early range must reach it before Friday runs later.
 * Each step takes a write that leaves the week without overlaps; if none does, the rest as they are.
 */
export function inSafeOrder(stored: HoursDraft, writes: readonly DraftDay[]): DraftDay[] {
  const week = new Map(stored.week.map((day) => [day.day_of_week, day]));
  const left = [...writes];
  const out: DraftDay[] = [];
  const fine = (day: DraftDay) => {
    if (day.day_of_week === null) return true;
    const next = new Map(week).set(day.day_of_week, day);
    return weekOverlaps([...next.values()].map(fieldsOf)).length === 0;
  };
  while (left.length > 0) {
    const index = Math.max(0, left.findIndex(fine));
    const [day] = left.splice(index, 1);
    if (day!.day_of_week !== null) week.set(day!.day_of_week, day!);
    out.push(day!);
  }
  return out;
}
