import { z } from 'zod';
import { call } from './call';
import { id, isoDate } from './common';

/**
 * Reports by email (issue 11). A user with `is_daily_report`, `is_weekly_report` or
 * `is_monthly_report` gets a summary of their location's sales after the location's `email_time`
 * on the day after the period ends; `test` is one sent on demand (yesterday's daily report to the
 * caller). Each send is one row: claimed before it is sent, then sent or failed.
 */

export const scheduledEmailKinds = ['daily', 'weekly', 'monthly'] as const;
export type ScheduledEmailKind = (typeof scheduledEmailKinds)[number];
export const reportEmailKinds = [...scheduledEmailKinds, 'test'] as const;
export type ReportEmailKind = (typeof reportEmailKinds)[number];

/** Where a send stands as stored: claimed before sending, then sent or failed. */
export const reportEmailStatuses = ['claimed', 'sent', 'failed'] as const;
export type ReportEmailStatus = (typeof reportEmailStatuses)[number];

/**
 * What the screen says of a send. `sending`: claimed a moment ago. `not_confirmed`: claimed long
 * ago with no outcome (the server stopped while sending): it may or may not have reached the
 * SMTP server and is not sent again by itself, as a second copy is worse than none. `retrying`:
 * failed, tried again at `next_attempt_at`. `failed`: failed and no longer retried.
 */
export const reportEmailStates = [
  'sending',
  'sent',
  'retrying',
  'failed',
  'not_confirmed',
] as const;
export type ReportEmailState = (typeof reportEmailStates)[number];

/** `GET /api/report-emails`: newest first; administrators see everyone's, others their own. */
export const reportEmailsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** One user's sends (administrators; others only ever see their own). */
  user_id: id.optional(),
  kind: z.enum(reportEmailKinds).optional(),
});
export type ReportEmailsQuery = z.infer<typeof reportEmailsQuery>;

export const reportEmail = z.object({
  id,
  user_id: id,
  /** The user's name, for the administrators' list. */
  username: z.string(),
  /** The address it went to. */
  recipient: z.string(),
  location_id: id,
  kind: z.enum(reportEmailKinds),
  /** The business dates the report covers, both included. */
  period_from: isoDate,
  period_to: isoDate,
  status: z.enum(reportEmailStatuses),
  state: z.enum(reportEmailStates),
  /** Attempts made, the first included. */
  attempts: z.number().int(),
  /** When a failed send is tried again; null when it is not. */
  next_attempt_at: z.string().nullable(),
  /** The Message-ID the SMTP server accepted. */
  message_id: z.string().nullable(),
  /** The last failure, as the SMTP server or the connection gave it. */
  error: z.string().nullable(),
  /** When the send was claimed (its latest attempt began), ISO 8601 UTC. */
  claimed_at: z.string(),
  sent_at: z.string().nullable(),
});
export type ReportEmail = z.infer<typeof reportEmail>;

/** The caller's own reports: which they get, where to, and when (their location's clock). */
export const reportEmailSubscription = z.object({
  email: z.string(),
  location_id: id.nullable(),
  /** HH:mm on the location's clock. */
  email_time: z.string(),
  daily: z.boolean(),
  weekly: z.boolean(),
  monthly: z.boolean(),
});
export type ReportEmailSubscription = z.infer<typeof reportEmailSubscription>;

/**
 * `PUT /api/report-emails/subscription`: which of their reports the caller gets by email (their
 * `is_daily_report`, `is_weekly_report` and `is_monthly_report`); the ones left out stay as they are.
 */
export const reportEmailSubscriptionBody = z
  .object({ daily: z.boolean(), weekly: z.boolean(), monthly: z.boolean() })
  .partial()
  .strict();
export type ReportEmailSubscriptionBody = z.infer<typeof reportEmailSubscriptionBody>;

export const reportEmailsReply = z.object({
  /** Whether this server can send email (`SMTP_URL` and `MAIL_FROM` set): nothing is sent otherwise. */
  configured: z.boolean(),
  subscription: reportEmailSubscription,
  items: z.array(reportEmail),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ReportEmailsReply = z.infer<typeof reportEmailsReply>;

/** `POST /api/report-emails/send-test` (no body): the send as recorded once the SMTP server answered. */
export const reportEmailTestReply = reportEmail;

const emails = { tag: 'reports', access: 'reporting.read' } as const;

/**
 * The report emails' calls: the list of sends the reporting home's "Emails" tab shows, the
 * caller's choice of reports, and a test send. Administrators list everyone's sends, others their
 * own.
 */
export const reportEmailCalls = {
  list: call({
    method: 'GET',
    path: '/report-emails',
    ...emails,
    summary: 'Report emails sent, newest first, and whether email is set up',
    description:
      'Administrators see every user of the business (`user_id` narrows to one), others ' +
      'only their own. `state` says where a send stands: `not_confirmed` is one the server ' +
      'stopped while sending, which is not sent again by itself.',
    query: reportEmailsQuery,
    reply: reportEmailsReply,
  }),
  subscribe: call({
    method: 'PUT',
    path: '/report-emails/subscription',
    ...emails,
    summary: 'Choose which of your reports you get by email',
    description:
      'Sets your `is_daily_report`, `is_weekly_report` and `is_monthly_report`; a report left ' +
      "out stays as it is. They go to your email address after your location's `email_time`.",
    body: reportEmailSubscriptionBody,
    reply: reportEmailSubscription,
  }),
  sendTest: call({
    method: 'POST',
    path: '/report-emails/send-test',
    ...emails,
    summary: "Send yesterday's daily report of your location to yourself now",
    description:
      'Recorded as kind `test`, one per user and day: asking again sends again once the ' +
      'earlier test has an outcome. Answers when the SMTP server has; `state` says how it went.',
    reply: reportEmailTestReply,
  }),
};
