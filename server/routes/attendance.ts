import { can } from '@contract/access';
import {
  attendanceCorrectionBody,
  attendanceCorrectionRow,
  attendanceEventBody,
  attendanceEventRow,
  LATE_GRACE_MINUTES,
  MAX_OPEN_SHIFT_HOURS,
  STANDARD_DAY_MINUTES,
} from '@contract/attendance';
import {
  attendancePeopleReply,
  dayQuery,
  monthlyAttendanceReply,
  monthQuery,
  todayAttendanceReply,
  userDayReply,
} from '@contract/attendanceReplies';
import { id } from '@contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attendancePeople } from '../attendance/people';
import { monthlyAttendance, todayAttendance, userDay } from '../attendance/reads';
import { recordCorrection, recordEvent } from '../attendance/store';
import type { AppConfig } from '../config';
import { writeTransaction } from '../db/changes';
import { signedIn } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

const tags = ['attendance'];

const rules =
  `A shift is a clock-in and the next clock-out in time order and counts on the business day of ` +
  `its clock-in (a shift past midnight belongs to the evening it started). Late: the day's first ` +
  `clock-in more than ${LATE_GRACE_MINUTES} minutes after the location's opening time that day. ` +
  `Overtime: minutes worked in a day beyond ${STANDARD_DAY_MINUTES}. A shift open more than ` +
  `${MAX_OPEN_SHIFT_HOURS} hours has lost its clock-out and counts nothing until corrected.`;

/**
 * Attendance (issue 13): tills post clock events, managers correct them, screens read a location's
 * day and a user's day and month. Reads need `attendance.read`, corrections `attendance.write`.
 */
export function registerAttendanceRoutes(api: FastifyInstance, config: AppConfig): void {
  const now = config.dailySync?.now ?? Date.now;
  const app = api.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/attendance/events',
    {
      schema: {
        tags,
        summary: 'Record a clock-in or clock-out from a till',
        description:
          'Idempotent on `id`, made on the till when the user taps: sending the same event again ' +
          'returns it as stored (200) and writes nothing; the same `id` with different content is ' +
          'refused (409 ID_REUSED). Events may arrive late and in any order (a till that was ' +
          'offline): shifts are always made from the events in time order. The user may post their ' +
          'own; posting for anyone else needs `sales.write` (a till). `at` may not be more than ' +
          `a few minutes ahead of the server's clock. ${rules}`,
        body: attendanceEventBody,
        response: { 200: attendanceEventRow, 201: attendanceEventRow, ...errorResponses },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const { status, event } = await writeTransaction(app.database, auth.customerId, (trx) =>
        recordEvent(trx, auth, request.body, can(auth.grant, 'sales.write'), now()),
      );
      return reply.code(status).send(event);
    },
  );

  app.post(
    '/attendance/corrections',
    {
      schema: {
        tags,
        summary: 'Correct attendance: add a forgotten clock-out, fix a wrong time, with a reason',
        description:
          'Idempotent on `id` as events are. `replaces_event_id` names the event (or earlier ' +
          'correction) put right, which stays recorded; without it the correction adds a missing ' +
          'tap; with `at` null it takes the named tap out. Who corrected and when are kept and ' +
          'shown on the day.',
        body: attendanceCorrectionBody,
        response: { 200: attendanceCorrectionRow, 201: attendanceCorrectionRow, ...errorResponses },
      },
      config: { access: 'attendance.write' },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const { status, correction } = await writeTransaction(app.database, auth.customerId, (trx) =>
        recordCorrection(trx, auth, request.body, now()),
      );
      return reply.code(status).send(correction);
    },
  );

  app.get(
    '/attendance/people',
    {
      schema: {
        tags,
        summary: 'The users whose attendance the caller may read, by name',
        response: { 200: attendancePeopleReply, ...errorResponses },
      },
      config: { access: 'attendance.read' },
    },
    async (request) => attendancePeople(db(), signedIn(request)),
  );

  app.get(
    '/today-attendance',
    {
      schema: {
        tags,
        summary:
          "A location's day: who is in now and since when, who was in and left, who was late",
        description: rules,
        querystring: z.object({
          loc: z.string().max(64).optional().describe("The location; absent: the caller's own"),
        }),
        response: { 200: todayAttendanceReply, ...errorResponses },
      },
      config: { access: 'attendance.read' },
    },
    async (request) => todayAttendance(db(), signedIn(request), request.query.loc, now()),
  );

  app.get(
    '/today-attendance/:id',
    {
      schema: {
        tags,
        summary: "One user's day: shifts, corrections and figures",
        description: rules,
        params: z.object({ id }),
        querystring: dayQuery,
        response: { 200: userDayReply, ...errorResponses },
      },
      config: { access: 'attendance.read' },
    },
    async (request) => userDay(db(), signedIn(request), request.params.id, request.query, now()),
  );

  app.get(
    '/monthly-attendance/:id',
    {
      schema: {
        tags,
        summary: "One user's month: each day's first in, last out, hours, lateness and overtime",
        description: rules,
        params: z.object({ id }),
        querystring: monthQuery,
        response: { 200: monthlyAttendanceReply, ...errorResponses },
      },
      config: { access: 'attendance.read' },
    },
    async (request) =>
      monthlyAttendance(db(), signedIn(request), request.params.id, request.query, now()),
  );
}
