import { z } from 'zod';
import {
  attendanceCorrectionBody,
  attendanceCorrectionRow,
  attendanceEventBody,
  attendanceEventRow,
  LATE_GRACE_MINUTES,
  MAX_OPEN_SHIFT_HOURS,
  STANDARD_DAY_MINUTES,
} from './attendance';
import {
  attendancePeopleReply,
  dayQuery,
  monthlyAttendanceReply,
  monthQuery,
  todayAttendanceReply,
  userDayReply,
} from './attendanceReplies';
import { call } from './call';
import { id } from './common';

const tag = 'attendance';

const rules =
  `A shift is a clock-in and the next clock-out in time order and counts on the business day of ` +
  `its clock-in (a shift past midnight belongs to the evening it started). Late: the day's first ` +
  `clock-in more than ${LATE_GRACE_MINUTES} minutes after the location's opening time that day. ` +
  `Overtime: minutes worked in a day beyond ${STANDARD_DAY_MINUTES}. A shift open more than ` +
  `${MAX_OPEN_SHIFT_HOURS} hours has lost its clock-out and counts nothing until corrected.`;

/**
 * Attendance's calls (issue 13): tills post clock events, managers correct them, screens read a
 * location's day and a user's day and month. Reads need `attendance.read`, corrections
 * `attendance.write`; events and corrections are idempotent on their own ids.
 */
export const attendanceCalls = {
  event: call({
    method: 'POST',
    path: '/attendance/events',
    tag,
    summary: 'Record a clock-in or clock-out from a till',
    description:
      'Idempotent on `id`, made on the till when the user taps: sending the same event again ' +
      'returns it as stored (200) and writes nothing; the same `id` with different content is ' +
      'refused (409 ID_REUSED). Events may arrive late and in any order (a till that was ' +
      'offline): shifts are always made from the events in time order. The user may post their ' +
      'own; posting for anyone else needs `sales.write` (a till). `at` may not be more than ' +
      `a few minutes ahead of the server's clock. ${rules}`,
    body: attendanceEventBody,
    reply: attendanceEventRow,
    creates: true,
    access: 'signed-in',
  }),
  correct: call({
    method: 'POST',
    path: '/attendance/corrections',
    tag,
    summary: 'Correct attendance: add a forgotten clock-out, fix a wrong time, with a reason',
    description:
      'Idempotent on `id` as events are. `replaces_event_id` names the event (or earlier ' +
      'correction) put right, which stays recorded; without it the correction adds a missing ' +
      'tap; with `at` null it takes the named tap out. Who corrected and when are kept and ' +
      'shown on the day.',
    body: attendanceCorrectionBody,
    reply: attendanceCorrectionRow,
    creates: true,
    access: 'attendance.write',
  }),
  people: call({
    method: 'GET',
    path: '/attendance/people',
    tag,
    summary: 'The users whose attendance the caller may read, by name',
    reply: attendancePeopleReply,
    access: 'attendance.read',
  }),
  today: call({
    method: 'GET',
    path: '/today-attendance',
    tag,
    summary: "A location's day: who is in now and since when, who was in and left, who was late",
    description: rules,
    query: z.object({
      loc: z.string().max(64).optional().describe("The location; absent: the caller's own"),
    }),
    reply: todayAttendanceReply,
    access: 'attendance.read',
  }),
  userDay: call({
    method: 'GET',
    path: '/today-attendance/:id',
    tag,
    summary: "One user's day: shifts, corrections and figures",
    description: rules,
    params: z.object({ id }),
    query: dayQuery,
    reply: userDayReply,
    access: 'attendance.read',
  }),
  month: call({
    method: 'GET',
    path: '/monthly-attendance/:id',
    tag,
    summary: "One user's month: each day's first in, last out, hours, lateness and overtime",
    description: rules,
    params: z.object({ id }),
    query: monthQuery,
    reply: monthlyAttendanceReply,
    access: 'attendance.read',
  }),
};
