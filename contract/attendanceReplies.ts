import { z } from 'zod';
import { attendanceDay, monthTotalsSchema } from './attendance';
import { id, isoDate } from './common';

/**
 * What the attendance calls answer and take beyond the events and corrections themselves
 * (contract/attendance.ts holds those, and every rule the figures follow).
 */

export const attendanceUser = z.object({ id, name: z.string() });

export const monthlyAttendanceReply = z.object({
  user: attendanceUser,
  month: z.string(),
  as_of: z.string(),
  days: z.array(attendanceDay),
  totals: monthTotalsSchema,
});
export type MonthlyAttendanceReply = z.infer<typeof monthlyAttendanceReply>;

export const userDayReply = z.object({
  user: attendanceUser,
  as_of: z.string(),
  day: attendanceDay,
});
export type UserDayReply = z.infer<typeof userDayReply>;

export const todayPerson = z.object({
  user: attendanceUser,
  /** In now (a shift open and still possible), or in today and gone. */
  status: z.enum(['in', 'left']),
  /** The open shift's clock-in, when in. */
  since: z.string().nullable(),
  day: attendanceDay,
});
export type TodayPerson = z.infer<typeof todayPerson>;

export const todayAttendanceReply = z.object({
  location_id: id,
  business_date: isoDate,
  opening: z.string().nullable(),
  as_of: z.string(),
  people: z.array(todayPerson),
});
export type TodayAttendanceReply = z.infer<typeof todayAttendanceReply>;

export const monthQuery = z.object({
  month: z
    .string()
    .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, 'format')
    .optional()
    .describe("YYYY-MM; absent: the location's current month"),
  loc: z.string().max(64).optional().describe("Whose business day; absent: the user's location"),
});

export const dayQuery = z.object({
  date: isoDate.optional().describe("A business date; absent: the location's today"),
  loc: z.string().max(64).optional().describe("Whose business day; absent: the user's location"),
});

/** The people whose attendance a caller may read: for the screen's user picker. */
export const attendancePeopleReply = z.object({
  data: z.array(
    z.object({ id, name: z.string(), location_id: id.nullable(), active: z.boolean() }),
  ),
});
export type AttendancePeopleReply = z.infer<typeof attendancePeopleReply>;
