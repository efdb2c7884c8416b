import { searchReader, idParam, oneOf, type ParamReader } from '@/shared/searchParams';

const monthParam: ParamReader<string> = (value) =>
  typeof value === 'string' && /^(19|20)\d\d-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;

/** The screen's choices in its URL: which view, and whose month. */
export const attendanceSearch = searchReader({
  view: oneOf(['today', 'month'] as const),
  user: idParam,
  month: monthParam,
});
export type AttendanceSearch = ReturnType<typeof attendanceSearch>;

/** Minutes as hours and minutes, `7:05`: how the screen and the export write durations. */
export function hoursText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** The month before or after a YYYY-MM month. */
export function shiftMonth(month: string, by: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
