import { can, mayUseLocation } from '@contract/access';
import { addDays } from '@contract/businessDay';
import type { ReportEmailKind } from '@contract/reportEmails';
import type { DatabaseHandle } from '../../db/database';
import { loadAccount } from '../../auth/users';
import { readReportContent } from './content';
import type { Mailer } from './mailer';
import { renderReportEmail } from './message';
import { emailSettings, homeLocation, liveLocations, subscribers } from './recipients';
import { duePeriods, periodsToSend } from './schedule';
import {
  claimNew,
  claimRetry,
  claimTest,
  dueRetries,
  handOver,
  latestPeriods,
  recordOutcome,
  staleClaims,
  type ReportEmailRow,
  type SendOutcome,
} from './store';
import type { EmailLanguage } from './texts';
import { salesSummaryWorkbook, workbookFileName } from './workbook';
import { XLSX_TYPE } from '../../plugins/files';

/** Where the runner writes what it did: fastify's logger or anything shaped like it. */
export interface EmailLog {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface RoundCounts {
  sent: number;
  failed: number;
}

export interface RunnerOptions {
  mailer: Mailer;
  /** The clock (epoch milliseconds): tests move time on instead of waiting. */
  now: () => number;
  log?: EmailLog;
}

const silent: EmailLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** The user and location a test send goes to. */
export interface TestCaller {
  userId: string;
  customerId: string;
  email: string;
  grant: { location_id: string | null; allow_locations: readonly string[]; is_admin: boolean };
}

/**
 * Sends the report emails. `tick` is one round (the scheduler calls it every minute and once at
 * start): every report whose time has come is claimed, then sent, then marked sent or failed; due
 * retries of failed sends follow, and claims another process left stale before handing them to the
 * SMTP server (it stopped before sending: issue 25). A claim handed over with no outcome (the
 * process stopped during the SMTP exchange) is never sent again by itself: the SMTP server may have
 * accepted it, and a report arriving twice is worse than one the screen shows as not confirmed.
 */
export class ReportEmailRunner {
  private readonly log: EmailLog;
  private stopped = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: RunnerOptions,
  ) {
    this.log = options.log ?? silent;
  }

  /** No new send starts after this; the one in progress finishes and is recorded. */
  stop(): void {
    this.stopped = true;
  }

  async tick(): Promise<RoundCounts> {
    const { db } = this.database;
    const counts: RoundCounts = { sent: 0, failed: 0 };
    const tally = (row: ReportEmailRow | null) => {
      if (row?.status === 'sent') counts.sent += 1;
      else if (row?.status === 'failed') counts.failed += 1;
    };
    const now = this.options.now();
    const people = await subscribers(db);
    const latest = await latestPeriods(
      db,
      people.map((p) => p.userId),
    );
    for (const person of people) {
      if (this.stopped) return counts;
      try {
        const { clock, emailTime, language } = person.settings;
        const periods = person.kinds.flatMap((kind) =>
          periodsToSend(
            duePeriods(kind, clock, emailTime, now),
            latest.get(`${person.userId}|${kind}`) ?? null,
          ),
        );
        if (periods.length === 0) continue;
        if (!(await this.mayReceive(person.userId, person.locationId))) continue;
        for (const period of periods) {
          if (this.stopped) return counts;
          const claim = {
            customerId: person.customerId,
            userId: person.userId,
            locationId: person.locationId,
            kind: period.kind,
            from: period.from,
            to: period.to,
            recipient: person.email,
          };
          const row = await claimNew(db, claim, this.options.now());
          if (row) tally(await this.deliver(row, language));
        }
      } catch (error) {
        // One user's trouble must not keep the others' reports from going out.
        this.log.error({ err: error, userId: person.userId }, 'report emails: round failed');
      }
    }
    const again = [...(await dueRetries(db, now)), ...(await staleClaims(db, now))];
    for (const due of again) {
      if (this.stopped) return counts;
      const row = await claimRetry(db, due, this.options.now());
      if (!row) continue;
      if (!(await this.mayReceive(row.user_id, row.location_id))) {
        const refused: SendOutcome = {
          ok: false,
          error: 'The user no longer receives reports',
          retry: false,
        };
        tally(await this.record(row, refused));
        continue;
      }
      const settings = await emailSettings(db, row.customer_id, [row.location_id]);
      tally(await this.deliver(row, settings.get(row.location_id)?.language ?? 'en'));
    }
    return counts;
  }

  /**
   * Sends yesterday's daily report of the caller's location to the caller now, as kind `test`:
   * the row once the SMTP server answered; `busy` while an earlier test of the day is being sent.
   */
  async sendTest(caller: TestCaller): Promise<ReportEmailRow | 'no_location' | 'busy'> {
    const { db } = this.database;
    const live = await liveLocations(db, caller.customerId);
    const locationId = homeLocation(caller.grant, live);
    if (!locationId) return 'no_location';
    const settings = (await emailSettings(db, caller.customerId, [locationId])).get(locationId)!;
    const now = this.options.now();
    const yesterday = addDays(settings.clock.today(now), -1);
    const row = await claimTest(
      db,
      {
        customerId: caller.customerId,
        userId: caller.userId,
        locationId,
        from: yesterday,
        to: yesterday,
        recipient: caller.email,
      },
      now,
    );
    if (!row) return 'busy';
    return (await this.deliver(row, settings.language)) ?? row;
  }

  private async mayReceive(userId: string, locationId: string): Promise<boolean> {
    const account = await loadAccount(this.database.db, userId);
    return (
      !!account && can(account.grant, 'reporting.read') && mayUseLocation(account.grant, locationId)
    );
  }

  /** Reads, renders and sends a claimed report, then records the outcome (null if it could not). */
  private async deliver(
    row: ReportEmailRow,
    language: EmailLanguage,
  ): Promise<ReportEmailRow | null> {
    let outcome: SendOutcome;
    try {
      const content = await readReportContent(
        this.database.db,
        {
          customerId: row.customer_id,
          locationId: row.location_id,
          kind: row.kind as ReportEmailKind,
          from: row.period_from,
          to: row.period_to,
          language,
        },
        this.options.now(),
      );
      if (!content) {
        outcome = { ok: false, error: 'The location no longer exists', retry: false };
      } else {
        const email = renderReportEmail(content);
        const attachment = {
          filename: workbookFileName(content),
          content: await salesSummaryWorkbook(content),
          contentType: XLSX_TYPE,
        };
        // The claim went stale while the report was prepared and another process took it over.
        if (!(await handOver(this.database.db, row, this.options.now()))) {
          this.log.warn({ emailId: row.id }, 'report emails: taken over by another server');
          return null;
        }
        outcome = await this.options.mailer.send({
          to: row.recipient,
          ...email,
          attachment,
        });
      }
    } catch (error) {
      this.log.error({ err: error, emailId: row.id }, 'report emails: report not prepared');
      outcome = { ok: false, error: 'The report could not be prepared', retry: true };
    }
    if (!outcome.ok) {
      this.log.warn({ emailId: row.id, kind: row.kind }, `report emails: ${outcome.error}`);
    }
    return this.record(row, outcome);
  }

  private async record(row: ReportEmailRow, outcome: SendOutcome) {
    try {
      return await recordOutcome(this.database.db, row, outcome, this.options.now());
    } catch (error) {
      // The row stays claimed and shows as not confirmed: never sent twice.
      this.log.error({ err: error, emailId: row.id }, 'report emails: outcome not recorded');
      return null;
    }
  }
}
