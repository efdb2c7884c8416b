import { z } from 'zod';
import { DEFAULT_OPENING_HOUR, hourSetting } from './businessDay';
import { id, isoDate, requiredText, text } from './common';
import { hoursOn, type LocationHoursFields } from './openingHours';
import { zoneClock, type TimeZoneSetting } from './timezone';

/**
 * Attendance (issue 13): tills post clock-ins and clock-outs, managers correct them with a reason,
 * and every screen and export reads the same figures from the rules below. Nothing here is stored
 * twice: shifts and figures are made from the events each time they are read, so an event that
 * arrives late from an offline till simply takes its place in time order.
 *
 * The rules, in one place:
 * - A shift is a clock-in and the next clock-out of the same user (in time order, whatever order the
 *   events arrived in). It counts on the business day of its clock-in, so a shift past midnight
 *   belongs to the evening it started (the location's business day, contract/businessDay.ts).
 * - Late: the day's first clock-in is more than {@link LATE_GRACE_MINUTES} after the location's
 *   opening time that business day (its opening hours; without any, its `opening_hour` setting). A
 *   day the location is closed has no opening time, so no one is late.
 * - Hours worked: the minutes between each shift's clock-in and clock-out, added up per day. A shift
 *   still open counts up to now while it can still be going on; after {@link MAX_OPEN_SHIFT_HOURS}
 *   it is a forgotten clock-out and counts nothing until a manager corrects it.
 * - Overtime: the minutes worked in a day beyond {@link STANDARD_DAY_MINUTES}; a month's overtime
 *   is the sum of its days' (a short day does not cancel a long one).
 */

/** Minutes after opening before a first clock-in counts as late: 09:05 is on time, 09:05:01 late. */
export const LATE_GRACE_MINUTES = 5;
/** A standard working day: the minutes of a day beyond it are overtime. */
export const STANDARD_DAY_MINUTES = 8 * 60;
/** A shift open longer than this has lost its clock-out: it counts nothing until corrected. */
export const MAX_OPEN_SHIFT_HOURS = 16;
/** A second clock-in this soon after the first, while still in, is the same tap sent again. */
export const REPEAT_TAP_MINUTES = 2;
/** How far ahead of the server's clock a till's clock may run before an event is refused. */
export const MAX_FUTURE_MINUTES = 10;

export const attendanceKind = z.enum(['clock_in', 'clock_out']);
export type AttendanceKind = z.infer<typeof attendanceKind>;

/** An instant with its offset as the till wrote it (`2026-11-25T09:02:00+04:00` or `…Z`). */
const instant = z.iso.datetime({ offset: true });

export const attendanceEventBody = z
  .object({
    /** Made on the till when the tap happens (a UUID): sending it again records nothing more. */
    id,
    user_id: id,
    location_id: id,
    kind: attendanceKind,
    /** When the user tapped, by the till's clock. */
    at: instant,
    /** The till or device the tap was made on. */
    device: text(120).optional(),
  })
  .strict();
export type AttendanceEventBody = z.infer<typeof attendanceEventBody>;

export const attendanceEventRow = z.object({
  id,
  user_id: id,
  location_id: id,
  kind: attendanceKind,
  /** The instant, in UTC. */
  at: z.string(),
  device: z.string().nullable(),
  /** The business day the tap falls on at its location. */
  business_date: isoDate,
  /** When the server received it (late for a till that was offline). */
  received_at: z.string(),
  /** Who posted it: the user themselves, or the till's signed-in user. */
  recorded_by: id,
});
export type AttendanceEventRow = z.infer<typeof attendanceEventRow>;

export const attendanceCorrectionBody = z
  .object({
    /** Made by the client: sending it again records nothing more. */
    id,
    user_id: id,
    location_id: id,
    kind: attendanceKind,
    /** The right time; null (with `replaces_event_id`) takes an event out, as a tap made by mistake. */
    at: instant.nullable(),
    /** The event (or earlier correction) this one puts right; null adds a missing tap. */
    replaces_event_id: id.nullable().default(null),
    /** Why, as the manager says it: kept with who corrected and when. */
    reason: requiredText(500),
  })
  .strict()
  .refine((body) => body.at !== null || body.replaces_event_id !== null, {
    path: ['at'],
    message: 'required',
  });
export type AttendanceCorrectionBody = z.infer<typeof attendanceCorrectionBody>;

export const attendanceCorrectionRow = z.object({
  id,
  user_id: id,
  location_id: id,
  kind: attendanceKind,
  at: z.string().nullable(),
  replaces_event_id: id.nullable(),
  reason: z.string(),
  business_date: isoDate,
  corrected_by: id,
  corrected_by_name: z.string(),
  created_at: z.string(),
});
export type AttendanceCorrectionRow = z.infer<typeof attendanceCorrectionRow>;

/** A tap as shifts are made of it: a till's, or a manager's correction. */
export const attendanceTap = z.object({
  id,
  kind: attendanceKind,
  at: z.string(),
  location_id: id,
  business_date: isoDate,
  source: z.enum(['till', 'correction']),
  device: z.string().nullable(),
  /** For a correction: why, who, when, and what it replaced (the original stays recorded). */
  correction: z
    .object({
      reason: z.string(),
      by: id,
      by_name: z.string(),
      created_at: z.string(),
      replaces: z.object({ id, at: z.string() }).nullable(),
    })
    .nullable(),
});
export type AttendanceTap = z.infer<typeof attendanceTap>;

export const shiftState = z.enum(['closed', 'open', 'missing_clock_out', 'missing_clock_in']);
export type ShiftState = z.infer<typeof shiftState>;

export const attendanceShift = z.object({
  business_date: isoDate,
  location_id: id,
  clock_in: attendanceTap.nullable(),
  clock_out: attendanceTap.nullable(),
  state: shiftState,
  worked_minutes: z.number().int(),
});
export type AttendanceShift = z.infer<typeof attendanceShift>;

export const attendanceDay = z.object({
  business_date: isoDate,
  /** Where the day's first shift was, and that location's `time_zone` setting: its times' clock. */
  location_id: id.nullable(),
  time_zone: z.string().nullable(),
  /** The location's opening time that day (HH:mm, its wall clock), null when closed. */
  opening: z.string().nullable(),
  first_in: z.string().nullable(),
  last_out: z.string().nullable(),
  worked_minutes: z.number().int(),
  late: z.boolean(),
  late_minutes: z.number().int(),
  overtime_minutes: z.number().int(),
  /** A shift of the day lacks its clock-in or clock-out: a manager should look. */
  needs_correction: z.boolean(),
  corrected: z.boolean(),
  shifts: z.array(attendanceShift),
});
export type AttendanceDay = z.infer<typeof attendanceDay>;

/** A month's figures, as `monthTotals` adds them up. */
export const monthTotalsSchema = z.object({
  days: z.number().int(),
  worked_minutes: z.number().int(),
  late_arrivals: z.number().int(),
  overtime_minutes: z.number().int(),
  needs_correction: z.number().int(),
});
export type MonthTotals = z.infer<typeof monthTotalsSchema>;

/**
 * The taps that stand: the tills' events, then each correction in the order it was made takes out
 * what it replaces and stands in its place (or, with no time, only takes it out).
 */
export function standingTaps(
  events: readonly AttendanceEventRow[],
  corrections: readonly AttendanceCorrectionRow[],
): AttendanceTap[] {
  const taps = new Map<string, AttendanceTap>();
  for (const e of events) {
    taps.set(e.id, {
      id: e.id,
      kind: e.kind,
      at: e.at,
      location_id: e.location_id,
      business_date: e.business_date,
      source: 'till',
      device: e.device,
      correction: null,
    });
  }
  const ordered = [...corrections].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  );
  for (const c of ordered) {
    const replaced = c.replaces_event_id === null ? undefined : taps.get(c.replaces_event_id);
    if (c.replaces_event_id !== null) taps.delete(c.replaces_event_id);
    if (c.at === null) continue;
    taps.set(c.id, {
      id: c.id,
      kind: c.kind,
      at: c.at,
      location_id: c.location_id,
      business_date: c.business_date,
      source: 'correction',
      device: null,
      correction: {
        reason: c.reason,
        by: c.corrected_by,
        by_name: c.corrected_by_name,
        created_at: c.created_at,
        replaces: replaced ? { id: replaced.id, at: replaced.at } : null,
      },
    });
  }
  return [...taps.values()].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

const MINUTE_MS = 60_000;
const msBetween = (from: string, to: string) => Date.parse(to) - Date.parse(from);
const minutesBetween = (from: string, to: string) => Math.round(msBetween(from, to) / MINUTE_MS);

/**
 * One user's shifts from their standing taps (in time order, as {@link standingTaps} gives them).
 * A clock-in while in leaves the earlier shift without its clock-out, unless it is a repeat of the
 * same tap ({@link REPEAT_TAP_MINUTES}); a clock-out while out is a shift without its clock-in,
 * unless it repeats the last clock-out as closely.
 */
export function shiftsOf(taps: readonly AttendanceTap[], now: number): AttendanceShift[] {
  const shifts: AttendanceShift[] = [];
  let open: AttendanceTap | null = null;
  let lastOut: AttendanceTap | null = null;
  /** `followed`: a later clock-in came first, so this shift cannot still be going on. */
  const close = (tapIn: AttendanceTap, tapOut: AttendanceTap | null, followed = false) => {
    const stillPossible =
      !followed && now - Date.parse(tapIn.at) <= MAX_OPEN_SHIFT_HOURS * 60 * MINUTE_MS;
    const state: ShiftState = tapOut ? 'closed' : stillPossible ? 'open' : 'missing_clock_out';
    const worked = tapOut
      ? minutesBetween(tapIn.at, tapOut.at)
      : state === 'open'
        ? Math.max(0, minutesBetween(tapIn.at, new Date(now).toISOString()))
        : 0;
    shifts.push({
      business_date: tapIn.business_date,
      location_id: tapIn.location_id,
      clock_in: tapIn,
      clock_out: tapOut,
      state,
      worked_minutes: worked,
    });
  };
  for (const tap of taps) {
    if (tap.kind === 'clock_in') {
      if (open && msBetween(open.at, tap.at) < REPEAT_TAP_MINUTES * MINUTE_MS) continue;
      if (open) close(open, null, true);
      open = tap;
      continue;
    }
    if (open) {
      close(open, tap);
      open = null;
      lastOut = tap;
      continue;
    }
    if (lastOut && msBetween(lastOut.at, tap.at) < REPEAT_TAP_MINUTES * MINUTE_MS) continue;
    lastOut = tap;
    shifts.push({
      business_date: tap.business_date,
      location_id: tap.location_id,
      clock_in: null,
      clock_out: tap,
      state: 'missing_clock_in',
      worked_minutes: 0,
    });
  }
  if (open) {
    // Anything still open is closed without a clock-out; `close` decides whether it is still going.
    close(open, null);
  }
  return shifts;
}

/**
 * A day's figures from its shifts. `openingAt` is the instant the location opened that day (null:
 * closed, so no one is late).
 */
export function dayFigures(
  businessDate: string,
  shifts: readonly AttendanceShift[],
  opening: { time: string; at: number } | null,
  place: { location_id: string | null; time_zone: string | null } = {
    location_id: null,
    time_zone: null,
  },
): AttendanceDay {
  const ins = shifts.flatMap((s) => (s.clock_in ? [s.clock_in.at] : [])).sort();
  const outs = shifts.flatMap((s) => (s.clock_out ? [s.clock_out.at] : [])).sort();
  const worked = shifts.reduce((sum, s) => sum + s.worked_minutes, 0);
  const firstIn = ins[0] ?? null;
  const lateMs = firstIn && opening ? Date.parse(firstIn) - opening.at : 0;
  const late = lateMs > LATE_GRACE_MINUTES * MINUTE_MS;
  const taps = shifts.flatMap((s) => [s.clock_in, s.clock_out]);
  return {
    business_date: businessDate,
    location_id: place.location_id,
    time_zone: place.time_zone,
    opening: opening?.time ?? null,
    first_in: firstIn,
    last_out: outs.at(-1) ?? null,
    worked_minutes: worked,
    late,
    late_minutes: late ? Math.floor(lateMs / MINUTE_MS) : 0,
    overtime_minutes: Math.max(0, worked - STANDARD_DAY_MINUTES),
    needs_correction: shifts.some(
      (s) => s.state === 'missing_clock_in' || s.state === 'missing_clock_out',
    ),
    corrected: taps.some((t) => t?.source === 'correction'),
    shifts: [...shifts],
  };
}

/** A month's totals: the sums of its days, and how many days were late or need a correction. */
export function monthTotals(days: readonly AttendanceDay[]): MonthTotals {
  return {
    days: days.filter((d) => d.first_in !== null).length,
    worked_minutes: days.reduce((sum, d) => sum + d.worked_minutes, 0),
    late_arrivals: days.filter((d) => d.late).length,
    overtime_minutes: days.reduce((sum, d) => sum + d.overtime_minutes, 0),
    needs_correction: days.filter((d) => d.needs_correction).length,
  };
}

/**
 * The location's opening time on a business date, HH:mm on its wall clock: the first range of the
 * day's hours (a holiday's own when it has one); null when closed. A location with no opening hours
 * at all opens at its `opening_hour` setting (9 by default, SPEC section 9).
 */
export function openingTime(
  hours: readonly LocationHoursFields[],
  openingHour: string | null | undefined,
  businessDate: string,
): string | null {
  if (hours.length === 0) {
    return `${String(hourSetting(openingHour, DEFAULT_OPENING_HOUR)).padStart(2, '0')}:00`;
  }
  const day = hoursOn(hours, businessDate);
  if (!day || day.is_closed || day.ranges.length === 0) return null;
  return day.ranges.map((r) => r.from).sort()[0]!;
}

/** The instant a wall-clock time of a date happens in a time zone. */
export function wallInstant(date: string, time: string, timeZone: TimeZoneSetting): number {
  return zoneClock(timeZone).wallClockToInstant(Date.parse(`${date}T${time}:00Z`));
}
