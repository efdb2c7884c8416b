import type { ReceivedEmail, TestSmtp } from '../../../server/reports/email/testSmtp';

/**
 * Report emails in the journeys: the worker's SMTP server on loopback (the one the server tests
 * use, server/reports/email/testSmtp.ts), started only in a worker whose journeys ask for the
 * `mailbox`, and the environment that points the worker's server at it.
 */

export const MAIL_FROM = 'Backhouse <reports@backhouse.test>';

/**
 * The line the server logs at the end of every round of report emails (`ROUND_DONE` in
 * server/reports/email/service.ts); a round that sent nothing says so at debug level only.
 */
export const ROUND_DONE = 'report emails: round done';

/** The server's environment with email on: sent to `smtp`, every round in the log. */
export const mailEnv = (smtp: TestSmtp): Record<string, string> => ({
  SMTP_URL: smtp.url,
  MAIL_FROM,
  LOG_LEVEL: 'debug',
});

export class Mailbox {
  constructor(
    private readonly smtp: TestSmtp,
    /** Rounds of report emails the running server has finished since it started. */
    readonly rounds: { readonly count: number },
  ) {}

  /** What reached one address, in order. */
  to(address: string): ReceivedEmail[] {
    return this.smtp.to(address);
  }
}
