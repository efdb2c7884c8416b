import type { AttendanceDay } from '@contract/attendance';
import type { MonthlyAttendanceReply } from '@contract/attendanceReplies';
import type { ExportCell, WorkbookInput } from '@/lib/spreadsheet';
import { hoursText } from './attendanceView';

export type SheetText = (key: string, values?: Record<string, unknown>) => string;

/** The corrections of a day as one line: each reason with who made it. */
export function correctionNotes(day: AttendanceDay): string[] {
  return day.shifts
    .flatMap((s) => [s.clock_in, s.clock_out])
    .flatMap((tap) =>
      tap?.correction ? [`${tap.correction.reason} (${tap.correction.by_name})`] : [],
    );
}

/**
 * A user's month as a sheet: one row per day with exactly the figures the screen shows (the server's),
 * then the month's totals. Times are written on the clock of each day's location by `time`.
 */
export function monthSheet(
  reply: MonthlyAttendanceReply,
  t: SheetText,
  time: (instant: string | null, zone: string | null) => string,
): WorkbookInput {
  const columns = [
    t('columns.date'),
    t('columns.firstIn'),
    t('columns.lastOut'),
    t('columns.hours'),
    t('columns.late'),
    t('columns.lateMinutes'),
    t('columns.overtime'),
    t('columns.notes'),
  ];
  const rows: ExportCell[][] = reply.days.map((day) => [
    day.business_date,
    time(day.first_in, day.time_zone),
    time(day.last_out, day.time_zone),
    hoursText(day.worked_minutes),
    day.late ? t('yes') : t('no'),
    day.late_minutes,
    hoursText(day.overtime_minutes),
    [...(day.needs_correction ? [t('needsCorrection')] : []), ...correctionNotes(day)].join('; '),
  ]);
  const { totals } = reply;
  rows.push([
    t('totals.label'),
    '',
    '',
    hoursText(totals.worked_minutes),
    totals.late_arrivals,
    '',
    hoursText(totals.overtime_minutes),
    t('export.days', { count: totals.days }),
  ]);
  return { sheetName: `${reply.user.name} ${reply.month}`, columns, rows };
}
