import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { Metrics } from '../../operations/metrics';
import { createMailer } from './mailer';
import { ReportEmailRunner, type EmailLog, type RoundCounts, type TestCaller } from './runner';
import type { ReportEmailRow } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    reportEmails: ReportEmails;
  }
}

/** How often the scheduler looks for reports whose time has come and failed sends due again. */
export const TICK_INTERVAL_MS = 60_000;
/** The log message at the end of every round. */
export const ROUND_DONE = 'report emails: round done';

/**
 * Report emails inside the app: the runner and its timer. Built by `buildApp`; started when the app
 * is ready (a first round at once, so a server that was down at 07:00 sends on start) and stopped
 * when it closes. Without `SMTP_URL` nothing is sent and no timer runs.
 */
export interface ReportEmails {
  /** Whether email is set up (`SMTP_URL` and `MAIL_FROM`). */
  readonly configured: boolean;
  /** Whether its timer runs: started and not stopped (readiness watches it). */
  readonly running: boolean;
  /** The clock the reports are scheduled by. */
  now(): number;
  /** One round now, after the one in progress. */
  tick(): Promise<RoundCounts>;
  /** Resolves when no round is in progress. */
  idle(): Promise<void>;
  sendTest(caller: TestCaller): Promise<ReportEmailRow | 'no_location' | 'busy' | 'not_set_up'>;
  start(): void;
  stop(): Promise<void>;
}

export function reportEmails(
  database: DatabaseHandle,
  config: Pick<AppConfig, 'mail' | 'reportEmails'>,
  log: EmailLog,
  metrics?: Metrics,
): ReportEmails {
  const now = config.reportEmails?.now ?? Date.now;
  const mail = config.mail ?? null;
  const mailer = mail ? createMailer(mail) : null;
  const runner = mailer ? new ReportEmailRunner(database, { mailer, now, log }) : null;
  // Rounds run one after another: a slow one is never overlapped by the next.
  let chain: Promise<unknown> = Promise.resolve();
  let running = 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let stopping: Promise<void> | null = null;

  const tick = (): Promise<RoundCounts> => {
    if (!runner || stopped) return Promise.resolve({ sent: 0, failed: 0 });
    running += 1;
    const round = chain.then(async () => {
      const started = performance.now();
      const counts = await runner.tick();
      // One line a round says the scheduler is alive and what it did (tests wait on it); a
      // round that sent nothing, most of them, only at debug level.
      const level = counts.sent + counts.failed > 0 ? 'info' : 'debug';
      log[level]({ ...counts, ms: Math.round(performance.now() - started) }, ROUND_DONE);
      return counts;
    });
    void round.then(
      () => metrics?.schedulerRun('report_emails', false),
      () => metrics?.schedulerRun('report_emails', true),
    );
    chain = round
      .catch((error: unknown) => log.error({ err: error }, 'report emails: the round failed'))
      .finally(() => {
        running -= 1;
      });
    return round;
  };

  return {
    configured: mailer !== null,
    get running() {
      return timer !== null && !stopped;
    },
    now,
    tick,
    idle: async () => {
      await chain;
    },
    async sendTest(caller) {
      if (!runner || stopped) return 'not_set_up';
      return runner.sendTest(caller);
    },
    start() {
      if (!runner || timer || stopped) return;
      // The host only: the URL may hold a password.
      if (mail) log.info({ smtp: new URL(mail.smtpUrl).host }, 'report emails: on');
      timer = setInterval(() => {
        if (running === 0) void tick().catch(() => undefined);
      }, config.reportEmails?.intervalMs ?? TICK_INTERVAL_MS);
      // The timer alone must not keep a process alive that has nothing else to do.
      timer.unref();
      void tick().catch(() => undefined);
    },
    stop() {
      // Called when a stop begins and again when the app closes: the first call does the work.
      stopping ??= (async () => {
        stopped = true;
        if (timer) clearInterval(timer);
        runner?.stop();
        await chain;
        mailer?.close();
      })();
      return stopping;
    },
  };
}
