import {
  reportEmailCalls,
  type ReportEmailsReply,
  type ReportEmailSubscription,
} from '@contract/reportEmails';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../../audit/record';
import { writeTransaction } from '../../db/changes';
import { conversionsOf, encodeRow, nowIso } from '../../db/rows';
import type { Database } from '../../db/tables';
import { signedIn, type Auth } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { ApiError } from '../../plugins/errors';
import { emailSettings, homeLocation, liveLocations } from './recipients';
import { emailTimeOf, formatEmailTime } from './schedule';
import { listReportEmails, toReportEmail } from './store';

/** Test sends a user may ask for per 15 minutes. */
export const TESTS_PER_WINDOW = 10;

/**
 * The report emails' calls (issue 11): the list of sends the reporting home's "Emails" tab shows,
 * the caller's choice of reports, and a test send. All need `reporting.read`; administrators list
 * everyone's sends, others their own.
 */
export function registerReportEmailRoutes(app: FastifyInstance): void {
  const emails = () => app.reportEmails;

  serveCall(app, reportEmailCalls.list, async (request): Promise<ReportEmailsReply> => {
    const auth = signedIn(request);
    const db = app.database.db;
    const query = request.query;
    const userId = auth.grant.is_admin ? query.user_id : auth.userId;
    const { rows, total } = await listReportEmails(
      db,
      auth.customerId,
      { userId, kind: query.kind },
      query,
    );
    const now = emails().now();
    return {
      configured: emails().configured,
      subscription: await subscriptionOf(db, auth, {
        daily: auth.profile.is_daily_report,
        weekly: auth.profile.is_weekly_report,
        monthly: auth.profile.is_monthly_report,
      }),
      items: rows.map((row) => toReportEmail(row, now)),
      total,
      page: query.page,
      limit: query.limit,
    };
  });

  serveCall(app, reportEmailCalls.subscribe, async (request) => {
    const auth = signedIn(request);
    const { daily, weekly, monthly } = request.body;
    const chosen = {
      daily: daily ?? auth.profile.is_daily_report,
      weekly: weekly ?? auth.profile.is_weekly_report,
      monthly: monthly ?? auth.profile.is_monthly_report,
    };
    const { db, dialect } = app.database;
    await writeTransaction(app.database, auth.customerId, async (trx) => {
      await recordAudit(trx, [
        {
          customerId: auth.customerId,
          collection: 'users',
          rowId: auth.userId,
          locationId: auth.grant.location_id,
          before: {
            is_daily_report: auth.profile.is_daily_report,
            is_weekly_report: auth.profile.is_weekly_report,
            is_monthly_report: auth.profile.is_monthly_report,
          },
          after: {
            is_daily_report: chosen.daily,
            is_weekly_report: chosen.weekly,
            is_monthly_report: chosen.monthly,
          },
          action: 'update',
          label: auth.profile.username || auth.profile.email,
        },
      ]);
      await trx
        .updateTable('users')
        .set({
          ...encodeRow(
            subscriptionColumns,
            {
              is_daily_report: chosen.daily,
              is_weekly_report: chosen.weekly,
              is_monthly_report: chosen.monthly,
            },
            dialect,
          ),
          version: sql<number>`version + 1`,
          updated_at: nowIso(),
        })
        .where('id', '=', auth.userId)
        .execute();
    });
    return subscriptionOf(db, auth, chosen);
  });

  serveCall(
    app,
    reportEmailCalls.sendTest,
    async (request) => {
      const auth = signedIn(request);
      const result = await emails().sendTest({
        userId: auth.userId,
        customerId: auth.customerId,
        email: auth.profile.email,
        grant: auth.grant,
      });
      if (result === 'not_set_up') {
        throw new ApiError(422, 'UNPROCESSABLE', 'Email is not set up: SMTP_URL and MAIL_FROM');
      }
      if (result === 'no_location') {
        throw new ApiError(422, 'UNPROCESSABLE', 'You have no location to report on');
      }
      if (result === 'busy') {
        throw new ApiError(429, 'RATE_LIMITED', 'A test email is being sent: wait for it');
      }
      return toReportEmail({ ...result, username: auth.profile.username }, emails().now());
    },
    {
      // Each call sends a real email: a loop must not turn the server into a mail cannon.
      rateLimit: {
        max: TESTS_PER_WINDOW,
        timeWindow: '15 minutes',
        keyGenerator: (request) => request.auth?.userId ?? request.ip,
      },
    },
  );
}

const subscriptionColumns = conversionsOf({
  is_daily_report: 'boolean',
  is_weekly_report: 'boolean',
  is_monthly_report: 'boolean',
});

/** The caller's reports as the Emails tab shows them: where they go, when, and which. */
async function subscriptionOf(
  db: Kysely<Database>,
  auth: Auth,
  chosen: Pick<ReportEmailSubscription, 'daily' | 'weekly' | 'monthly'>,
): Promise<ReportEmailSubscription> {
  const locationId = homeLocation(auth.grant, await liveLocations(db, auth.customerId));
  const settings = locationId
    ? (await emailSettings(db, auth.customerId, [locationId])).get(locationId)
    : undefined;
  return {
    email: auth.profile.email,
    location_id: locationId,
    email_time: formatEmailTime(settings?.emailTime ?? emailTimeOf(null)),
    ...chosen,
  };
}
