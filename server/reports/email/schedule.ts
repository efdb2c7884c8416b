import { addDays, type BusinessDayClock } from '@contract/businessDay';
import type { ScheduledEmailKind } from '@contract/reportEmails';

/**
 * When report emails go out: pure functions of a location's clock, its `email_time` and the time,
 * so tests drive them with any clock.
 *
 * A report of a period goes out on the day after the period ends (daily: every day for the day
 * before; weekly: Mondays for Monday to Sunday before; monthly: the 1st for the month before), once
 * the location's clock has passed `email_time` and the period's last business day is over (a
 * location that closes at 02:00 with `email_time` 01:00 sends at 02:00).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** When `email_time` is not set or cannot be read. */
export const DEFAULT_EMAIL_TIME = '07:00';

/**
 * How far back a report whose time has come is still sent: a server that was down at 07:00 sends
 * the morning's report when it comes back, and one down over a weekend the days it missed.
 */
export const CATCH_UP_DAYS = 7;

export interface EmailTime {
  hour: number;
  minute: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The `email_time` setting ("07:00", "7:30", "7"), or 07:00 when blank or not a time of day. */
export function emailTimeOf(setting: string | null | undefined): EmailTime {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*$/.exec(setting ?? '');
  const hour = match ? Number(match[1]) : NaN;
  const minute = match?.[2] === undefined ? 0 : Number(match[2]);
  if (Number.isInteger(hour) && hour >= 0 && hour < 24 && minute >= 0 && minute < 60) {
    return { hour, minute };
  }
  return emailTimeOf(DEFAULT_EMAIL_TIME);
}

export const formatEmailTime = (time: EmailTime) => `${pad(time.hour)}:${pad(time.minute)}`;

export interface ReportPeriod {
  kind: ScheduledEmailKind;
  /** Business dates, both included. */
  from: string;
  to: string;
  /** When its email may go out, epoch milliseconds. */
  sendAt: number;
}

/** The period whose email goes out on `date`, or null when none of this kind does. */
export function periodSentOn(
  kind: ScheduledEmailKind,
  date: string,
): { from: string; to: string } | null {
  const to = addDays(date, -1);
  if (kind === 'daily') return { from: to, to };
  if (kind === 'weekly') {
    const monday = new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
    return monday ? { from: addDays(date, -7), to } : null;
  }
  return date.endsWith('-01') ? { from: `${to.slice(0, 7)}-01`, to } : null;
}

/** The calendar date on the location's clock at an instant. */
function localDate(clock: BusinessDayClock, now: number): string {
  return new Date(now + clock.clock.offsetAt(now) * MINUTE_MS).toISOString().slice(0, 10);
}

/** When the email of a period ending the day before `date` may go out (see the file's comment). */
export function sendTimeOn(clock: BusinessDayClock, date: string, time: EmailTime): number {
  const wall = Date.parse(`${date}T${formatEmailTime(time)}:00Z`);
  return Math.max(clock.clock.wallClockToInstant(wall), clock.startOf(date));
}

/** The periods of a kind whose send time has come within the last `CATCH_UP_DAYS`, oldest first. */
export function duePeriods(
  kind: ScheduledEmailKind,
  clock: BusinessDayClock,
  time: EmailTime,
  now: number,
): ReportPeriod[] {
  const today = localDate(clock, now);
  const due: ReportPeriod[] = [];
  for (let back = CATCH_UP_DAYS; back >= 0; back--) {
    const date = addDays(today, -back);
    const period = periodSentOn(kind, date);
    if (!period) continue;
    const sendAt = sendTimeOn(clock, date, time);
    if (sendAt <= now && sendAt > now - CATCH_UP_DAYS * DAY_MS)
      due.push({ kind, ...period, sendAt });
  }
  return due;
}

/**
 * The periods to send now: the due ones after the latest one recorded for the user and kind (the
 * ones a stopped server missed). With none recorded, only the latest: a user who has just been
 * given a report gets the last one, not a week of them at once. A period older than the latest
 * recorded is never sent late (its report was off then).
 */
export function periodsToSend(
  due: readonly ReportPeriod[],
  latestRecorded: string | null,
): ReportPeriod[] {
  if (latestRecorded === null) return due.slice(-1);
  return due.filter((p) => p.from > latestRecorded);
}
