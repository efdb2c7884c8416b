import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { CardServiceLink, ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { housekeeping, storedSecret } from './db/housekeeping';
import { whileHolding, ifFree } from './db/locks';
import { migrateToLatest } from './db/migrate';
import { demoCredentials } from './demo/people';
import type { DemoSalesTopUp } from './demo/sales';
import { hasDemoBusiness, hasNoBusiness } from './demo/presence';
import { startNightlyBackups, type NightlyBackups } from './backup/nightly';
import { startDailySyncScheduler } from './sales/dailySync/scheduler';
import { resealWebhookSecrets, secretKeys } from './sales/dailySync/secret';
import { startCardService, type RunningCardService } from '../services/card-payments/start';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  /** Settles when the demo's background top-up of a restart is over (at once without one). */
  demoTopUp: Promise<void>;
  /**
   * Stops cleanly: /api/ready answers 503 at once, the server goes on serving for `graceMs`
   * (`BACKHOUSE_DRAIN_SECONDS` unless given) so a load balancer stops sending first, then closes.
   * Called again while stopping, it skips the rest of the grace and settles with the first call.
   */
  stop: (options?: { graceMs?: number }) => Promise<void>;
}

/**
 * Opens and migrates the database, seeds the demo business into an empty one, builds the app and
 * listens. Shared by `main.ts` (app and API on one port) and `dev.ts` (API beside Vite).
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = openDatabase(config);
  // Several copies of the server may start at once on one PostgreSQL database (issue 25): one
  // migrates and seeds while the others wait, then find the business there and go on.
  const { sessionSecret, seeded, firstSales } = await whileHolding(database, 'start', async () => {
    await migrateToLatest(database);
    await housekeeping(database.db);
    if (config.app.paymentCredentialsKey) {
      const keys = await secretKeys(database.db, config.app.paymentCredentialsKey);
      await resealWebhookSecrets(database.db, keys);
    }
    const secret = config.sessionSecret ?? (await storedSecret(database.db, 'session_secret'));
    let madeDemo = false;
    if (config.demo && (await hasNoBusiness(database))) {
      // Loaded only when needed: the generator pulls in faker, a development dependency.
      const { seedDemo } = await import('./demo');
      await seedDemo(database);
      madeDemo = true;
    }
    // A fresh demo gets its 90 days of sales before it answers; a restart answers at once and
    // brings them up to now in the background (see `topUpDemoInBackground`).
    const sales =
      madeDemo && (await hasDemoBusiness(database))
        ? await (await import('./demo/sales')).topUpDemoSalesOnStart(database)
        : null;
    return { sessionSecret: secret, seeded: madeDemo, firstSales: sales };
  });

  // The card payment service (issue 12): its own app, port and database file, run beside this one
  // unless it runs elsewhere (CARD_SERVICE_URL); the key never leaves the two. It starts once the
  // app answers (a twentieth of a start, issue 24); a call that needs it meanwhile waits for it.
  const embedded = config.embeddedCardService;
  const cards = embedded ? embeddedCardLink(embedded.key) : null;

  const app = await buildApp({
    database,
    config: { ...config.app, sessionSecret, cardService: cards?.link ?? config.app.cardService },
  });
  await app.listen({ port: config.port, host: config.host });
  // The port it listens on: the one asked for, or the free one given for 0.
  const { port } = app.server.address() as AddressInfo;
  let cardService: RunningCardService | null = null;
  if (embedded && cards) {
    const startCards = (port: number) =>
      startCardService({
        port,
        host: config.host,
        sqliteFile: path.join(path.dirname(config.sqliteFile), 'card-payments.db'),
        key: cards.link.key,
        logLevel: config.app.logLevel,
      });
    try {
      cardService = await startCards(embedded.port).catch((error: unknown) => {
        // A second server on one machine: the default port is taken, any free one will do.
        const inUse = (error as { code?: string }).code === 'EADDRINUSE';
        if (!inUse || embedded.portGiven) throw error;
        console.warn(`port ${embedded.port} is in use: the card payment service takes a free one`);
        return startCards(0);
      });
      cards.started(cardService.url);
    } catch (error) {
      cards.failed(error);
      await app.close();
      await database.close();
      throw error;
    }
  }
  const demoTopUp = config.demo && !seeded ? topUpDemoInBackground(database, app) : null;
  // The daily sync's nightly run: every minute it sends the days that just closed and due retries.
  const dailySync = config.dailySync
    ? startDailySyncScheduler(database, {
        log: app.log,
        privateAddresses: config.app.dailySync?.privateAddresses,
        secretKey: config.app.paymentCredentialsKey,
        metrics: app.metrics,
      })
    : null;
  const backups = nightlyBackups(config, database, app);
  if (dailySync) app.readiness.watch('daily_sync', () => dailySync.running);
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;

  const where = database.dialect === 'postgres' ? 'PostgreSQL' : config.sqliteFile;
  app.log.info(`database: ${where}${seeded ? ' (demo business seeded)' : ''}`);
  if (cardService) app.log.info(`card payment service: ${cardService.url}`);
  if (firstSales) logDemoSales(app, firstSales);
  const staticDir = config.app.staticDir;
  if (staticDir && !fs.existsSync(path.join(staticDir, 'index.html'))) {
    app.log.warn(`the app is not built (${staticDir} has no index.html): only /api is served`);
  }
  const lines = [`Backhouse is running at ${url}  (API docs: ${url}/api/docs)`];
  if (await hasDemoBusiness(database)) {
    const { admin, staff } = demoCredentials;
    lines.push(`Demo sign-in: ${admin.email} / ${admin.password}  (staff: ${staff.email})`);
  }
  console.log(lines.join('\n'));

  let stopping: Promise<void> | null = null;
  let endGrace = () => {};
  const stopInOrder = async (graceMs: number) => {
    // A load balancer polling /api/ready sees 503 at once and, within the grace, sends no more.
    // Then the app closes: new connections are refused, the requests in hand finish (fastify's
    // close waits for them and answers any still arriving on an open connection with
    // `Connection: close`). The top-up stops between two batches (the next start goes on from
    // there), the daily sync after the deliveries it is sending, giving back those it claimed but
    // had not started; report emails after the one being sent. The database closes last.
    app.readiness.markStopping();
    const grace = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, graceMs);
      endGrace = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    await Promise.all([
      demoTopUp?.stop(),
      dailySync?.stop(),
      backups?.stop(),
      app.reportEmails.stop(),
      grace.then(() => app.close()),
    ]);
    await cardService?.stop();
    await database.close();
  };

  return {
    app,
    database,
    url,
    demoTopUp: demoTopUp?.done ?? Promise.resolve(),
    stop: (options = {}) => {
      if (!stopping) stopping = stopInOrder(options.graceMs ?? config.drainMs);
      // Asked again while stopping (a second Ctrl-C): what is left of the grace is skipped.
      else endGrace();
      return stopping;
    },
  };
}

/** The nightly backup of a SQLite database, when `BACKHOUSE_BACKUP_DIR` is set. */
function nightlyBackups(
  config: ServerConfig,
  database: DatabaseHandle,
  app: FastifyInstance,
): NightlyBackups | null {
  if (!config.backups.nightly) return null;
  if (database.dialect === 'postgres') {
    app.log.warn('BACKHOUSE_BACKUP_DIR is for SQLite: back PostgreSQL up with pg_dump (README)');
    return null;
  }
  const { dir, keep } = config.backups;
  app.log.info(`nightly backups: ${dir} (from 03:00 server time, the last ${keep} kept)`);
  return startNightlyBackups(database, { dir, keep, log: app.log });
}

function logDemoSales(app: FastifyInstance, sales: DemoSalesTopUp): void {
  if (sales.created) {
    app.log.info(`demo sales topped up: ${sales.created} invoices in ${sales.ms} ms`);
  }
  if (sales.problems.length) {
    app.log.warn({ problems: sales.problems }, 'demo sales not topped up in full');
  }
}

/** Invoices per transaction of a background top-up: a request waits for one batch at most. */
const BACKGROUND_BATCH = 250;
/** How long a batch waits for the requests in hand: under a load that never pauses, it goes on. */
const GIVE_WAY_MS = 5_000;

/**
 * Brings a demo's sales and clock-ins up to now after the server listens, so a restart answers at
 * once (issue 24). Safe beside requests: every batch is its own transaction, and the tills' path is
 * idempotent on invoice ids, so a batch a stop cut short is written by the next start, never twice.
 */
function topUpDemoInBackground(
  database: DatabaseHandle,
  app: FastifyInstance,
): { done: Promise<void>; stop: () => Promise<void> } {
  const stopping = new AbortController();
  const run = async () => {
    // Let the first requests in before the generator takes the processor.
    await new Promise((resolve) => setImmediate(resolve));
    // Loaded only when needed, like the seed: the generator is not part of a plain start.
    if (await hasDemoBusiness(database)) {
      const { topUpDemoSalesOnStart } = await import('./demo/sales');
      const signal = stopping.signal;
      // A stop does not wait for the requests in hand to let the next batch go.
      const stopped = new Promise<void>((resolve) =>
        signal.addEventListener('abort', () => resolve()),
      );
      const giveWay = () => Promise.race([app.inFlight.settled(GIVE_WAY_MS), stopped]);
      const options = { batch: BACKGROUND_BATCH, signal, giveWay };
      logDemoSales(app, await topUpDemoSalesOnStart(database, options));
    }
    if (stopping.signal.aborted) return;
    // And its clock-ins: "who is in today" has people in on any day the demo is started.
    const { topUpDemoAttendance } = await import('./demo/attendance');
    const added = await topUpDemoAttendance(database);
    if (added > 0) app.log.info(`demo attendance topped up: ${added} clock events`);
  };
  // One copy at a time on a shared database: another copy that is topping up already does it for
  // all of them, and this one goes without.
  const done = ifFree(database, 'demoTopUp', run).then(
    (ran) => {
      if (ran === 'skipped') app.log.info('demo top-up: another server is doing it');
    },
    (error: unknown) => {
      app.log.warn({ err: error }, 'demo not topped up');
    },
  );
  return {
    done,
    stop: async () => {
      stopping.abort();
      await done;
    },
  };
}

/**
 * Stops cleanly on Ctrl-C or a container stop, so SQLite's WAL is checkpointed and closed. A second
 * signal while stopping skips the rest of the grace (`BACKHOUSE_DRAIN_SECONDS`), not the draining.
 */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        void stop();
        return;
      }
      stopping = true;
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

/**
 * The link to the card payment service `startServer` runs itself: its key from the start (given, or
 * new on every start), its address once it listens. Calls made before then wait for it (`ready`).
 */
function embeddedCardLink(key: string | null): {
  link: CardServiceLink;
  started: (url: string) => void;
  failed: (error: unknown) => void;
} {
  let started: (url: string) => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const link: CardServiceLink = { url: '', key: key ?? randomBytes(32).toString('hex') };
  link.ready = new Promise<void>((resolve, reject) => {
    started = (url) => {
      link.url = url;
      resolve();
    };
    failed = reject;
  });
  // A failed start stops the server; no call is left waiting on it unheard.
  link.ready.catch(() => {});
  return { link, started, failed };
}
