import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { housekeeping, storedSecret } from './db/housekeeping';
import { migrateToLatest } from './db/migrate';
import { demoCredentials } from './demo/people';
import { hasDemoBusiness, hasNoBusiness } from './demo/presence';
import { startDailySyncScheduler } from './sales/dailySync/scheduler';
import { startCardService } from '../services/card-payments/start';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  stop: () => Promise<void>;
}

/**
 * Opens and migrates the database, seeds the demo business into an empty one, builds the app and
 * listens. Shared by `main.ts` (app and API on one port) and `dev.ts` (API beside Vite).
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = openDatabase(config);
  await migrateToLatest(database);
  await housekeeping(database.db);
  const sessionSecret = config.sessionSecret ?? (await storedSecret(database.db, 'session_secret'));

  let seeded = false;
  if (config.demo && (await hasNoBusiness(database))) {
    // Loaded only when needed: the generator pulls in faker, a development dependency.
    const { seedDemo } = await import('./demo');
    await seedDemo(database);
    seeded = true;
  }
  // The demo's sales reach up to now on every start, so a demo started last week still shows today.
  const demoSales =
    config.demo && (await hasDemoBusiness(database))
      ? await (await import('./demo/sales')).topUpDemoSalesOnStart(database)
      : null;
  // And so do its clock-ins: "who is in today" has people in on any day the demo is started.
  const demoAttendance =
    config.demo && !seeded
      ? await (
          await import('./demo/attendance')
        )
          .topUpDemoAttendance(database)
          .catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
      : 0;

  // The card payment service (issue 12): its own app, port and database file, run beside this one
  // unless it runs elsewhere (CARD_SERVICE_URL); the key never leaves the two.
  const embedded = config.embeddedCardService;
  const cardKey = embedded?.key ?? randomBytes(32).toString('hex');
  const startCards = (port: number) =>
    startCardService({
      port,
      host: config.host,
      sqliteFile: path.join(path.dirname(config.sqliteFile), 'card-payments.db'),
      key: cardKey,
      logLevel: config.app.logLevel,
    });
  const cardService = embedded
    ? await startCards(embedded.port).catch((error: unknown) => {
        // A second server on one machine: the default port is taken, any free one will do.
        const inUse = (error as { code?: string }).code === 'EADDRINUSE';
        if (!inUse || embedded.portGiven) throw error;
        console.warn(`port ${embedded.port} is in use: the card payment service takes a free one`);
        return startCards(0);
      })
    : null;
  const cardLink = cardService
    ? { url: cardService.url, key: cardKey }
    : (config.app.cardService ?? null);

  const app = await buildApp({
    database,
    config: { ...config.app, sessionSecret, cardService: cardLink },
  });
  await app.listen({ port: config.port, host: config.host });
  // The daily sync's nightly run: every minute it sends the days that just closed and due retries.
  const dailySync = config.dailySync
    ? startDailySyncScheduler(database, {
        log: app.log,
        privateAddresses: config.app.dailySync?.privateAddresses,
      })
    : null;
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${shownHost}:${config.port}`;

  const where = database.dialect === 'postgres' ? 'PostgreSQL' : config.sqliteFile;
  app.log.info(`database: ${where}${seeded ? ' (demo business seeded)' : ''}`);
  if (cardService) app.log.info(`card payment service: ${cardService.url}`);
  if (demoSales?.created) {
    app.log.info(`demo sales topped up: ${demoSales.created} invoices in ${demoSales.ms} ms`);
  }
  if (typeof demoAttendance === 'string') {
    app.log.warn({ problem: demoAttendance }, 'demo attendance not topped up');
  } else if (demoAttendance > 0) {
    app.log.info(`demo attendance topped up: ${demoAttendance} clock events`);
  }
  if (demoSales?.problems.length) {
    app.log.warn({ problems: demoSales.problems }, 'demo sales not topped up in full');
  }
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

  return {
    app,
    database,
    url,
    stop: async () => {
      await dailySync?.stop();
      await app.close();
      await cardService?.stop();
      await database.close();
    },
  };
}

/** Stops cleanly on Ctrl-C or a container stop, so SQLite's WAL is checkpointed and closed. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
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
