import { can } from '@contract/access';
import { attendanceCalls } from '@contract/attendanceCalls';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { writeTransaction } from '../db/changes';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { attendancePeople } from './people';
import { monthlyAttendance, todayAttendance, userDay } from './reads';
import { recordCorrection, recordEvent } from './store';

/**
 * Attendance (issue 13), declared in contract/attendanceCalls.ts: tills post clock events, managers
 * correct them, screens read a location's day and a user's day and month.
 */
export function registerAttendanceRoutes(app: FastifyInstance, config: AppConfig): void {
  const now = config.dailySync?.now ?? Date.now;
  const db = () => app.database.db;

  serveCall(app, attendanceCalls.event, async (request, reply) => {
    const auth = signedIn(request);
    const { status, event } = await writeTransaction(app.database, auth.customerId, (trx) =>
      recordEvent(trx, auth, request.body, can(auth.grant, 'sales.write'), now()),
    );
    return reply.code(status).send(event);
  });

  serveCall(app, attendanceCalls.correct, async (request, reply) => {
    const auth = signedIn(request);
    const { status, correction } = await writeTransaction(app.database, auth.customerId, (trx) =>
      recordCorrection(trx, auth, request.body, now()),
    );
    return reply.code(status).send(correction);
  });

  serveCall(app, attendanceCalls.people, async (request) =>
    attendancePeople(db(), signedIn(request)),
  );

  serveCall(app, attendanceCalls.today, async (request) =>
    todayAttendance(db(), signedIn(request), request.query.loc, now()),
  );

  serveCall(app, attendanceCalls.userDay, async (request) =>
    userDay(db(), signedIn(request), request.params.id, request.query, now()),
  );

  serveCall(app, attendanceCalls.month, async (request) =>
    monthlyAttendance(db(), signedIn(request), request.params.id, request.query, now()),
  );
}
