import { daysBetween } from '@contract/businessDay';
import {
  DAILY_SYNC_RUN_WAIT_MS,
  dailySyncCalls,
  dailySyncFileName,
  MAX_SYNC_DAYS,
} from '@contract/dailySync';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { writeTransaction } from '../../db/changes';
import { signedIn, type Auth } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { sendXlsx } from '../../plugins/files';
import { ApiError, invalidFields, notFound } from '../../plugins/errors';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import { givenLocation, requireLocation, usableLocations } from '../../plugins/permissions';
import {
  configReply,
  covers,
  isActive,
  readSyncConfig,
  saveSyncConfig,
  syncLocations,
  type SyncConfig,
  type SyncLocation,
} from './config';
import { clocksOf, datesDown, syncDays } from './days';
import { requeueDeliveries } from './deliveries';
import { exportTexts } from './exportTexts';
import { DailySyncRunner } from './runner';
import { secretKeys, type SecretKeys } from './secret';
import { isDayOver } from './schedule';
import { dayScope, readSummaries } from './summaries';
import { dailyWorkbook } from './workbook';
import { FIRST_DATE, LAST_DATE } from '../scope';

/** A period of business dates as the calls take it: in order, within the pickers' dates, short. */
function checkPeriod(from: string, to: string): void {
  if (from < FIRST_DATE) throw invalidFields({ from: 'too_small' }, 'Dates start at 1900-01-01');
  if (to > LAST_DATE) throw invalidFields({ to: 'too_big' }, 'Dates end at 2099-12-31');
  if (to < from) throw invalidFields({ to: 'date_order' }, 'The period ends before it starts');
  if (daysBetween(from, to) + 1 > MAX_SYNC_DAYS) {
    throw new ApiError(400, 'VALIDATION', `At most ${MAX_SYNC_DAYS} days at a time`, {
      fields: { to: `At most ${MAX_SYNC_DAYS} days after the start` },
    });
  }
}

/**
 * The locations a call is about. `all`: every location the caller may use that sells or that the
 * sync covers; absent, empty or '0': the caller's own (SPEC section 4), or all when they have none;
 * an id: that one, when the caller may use it.
 */
async function locationsOf(
  api: FastifyInstance,
  auth: Auth,
  config: SyncConfig,
  loc: string | undefined,
): Promise<SyncLocation[]> {
  const locations = await syncLocations(api.database.db, auth.customerId);
  const id = loc === 'all' ? null : (givenLocation(loc) ?? auth.grant.location_id);
  if (id === null) {
    const usable = usableLocations(auth.grant);
    return locations.filter(
      (l) => (usable === null || usable.includes(l.id)) && (l.selling || covers(config, l)),
    );
  }
  requireLocation(auth, id);
  const found = locations.find((l) => l.id === id);
  if (!found) throw notFound('Location');
  return [found];
}

/**
 * The daily sync (issue 8): its settings, each day's status, re-runs and a day's summaries as a
 * spreadsheet. Everything needs `sync.admin`. Re-runs send from this process at once; the nightly
 * run is the scheduler's (server/sales/dailySync/scheduler.ts).
 */
export function registerDailySyncRoutes(app: FastifyInstance, appConfig: AppConfig): void {
  const now = appConfig.dailySync?.now ?? Date.now;
  const runner = new DailySyncRunner(app.database, {
    now,
    timeoutMs: appConfig.dailySync?.timeoutMs,
    privateAddresses: appConfig.dailySync?.privateAddresses,
    resolveHost: appConfig.dailySync?.resolveHost,
    secretKey: appConfig.paymentCredentialsKey,
    log: app.log,
  });
  let keys: Promise<SecretKeys> | null = null;
  const sealingKeys = () => (keys ??= secretKeys(app.database.db, appConfig.paymentCredentialsKey));
  app.addHook('onClose', () => runner.close());
  const db = () => app.database.db;

  serveCall(app, dailySyncCalls.config, async (request) => {
    const auth = signedIn(request);
    const config = await readSyncConfig(db(), auth.customerId);
    return configReply(config, await syncLocations(db(), auth.customerId), now());
  });

  serveCall(app, dailySyncCalls.saveConfig, async (request, reply) => {
    const auth = signedIn(request);
    const sealing = await sealingKeys();
    const result = await commitWrite(request, async (trx) => {
      const saved = await saveSyncConfig(
        trx,
        auth.customerId,
        auth.userId,
        request.body,
        now(),
        sealing,
      );
      return {
        status: 200,
        body: configReply(saved, await syncLocations(trx, auth.customerId), now()),
      };
    });
    return sendWrite(reply, result);
  });

  serveCall(app, dailySyncCalls.days, async (request) => {
    const auth = signedIn(request);
    const { from, to, loc } = request.query;
    checkPeriod(from, to);
    const config = await readSyncConfig(db(), auth.customerId);
    const locations = await locationsOf(app, auth, config, loc);
    return syncDays(db(), config, locations, from, to, now());
  });

  serveCall(app, dailySyncCalls.run, async (request) => {
    const auth = signedIn(request);
    const { from, to, loc } = request.body;
    checkPeriod(from, to);
    const config = await readSyncConfig(db(), auth.customerId);
    if (!isActive(config)) {
      throw new ApiError(
        422,
        'UNPROCESSABLE',
        'Switch the daily sync on, with an address and a secret, first',
      );
    }
    const asked = await locationsOf(app, auth, config, loc);
    const locations = asked.filter((l) => covers(config, l));
    if (locations.length === 0) {
      throw new ApiError(422, 'UNPROCESSABLE', 'The daily sync does not cover this location');
    }
    const at = now();
    const clocks = await clocksOf(
      db(),
      auth.customerId,
      locations.map((l) => l.id),
    );
    const dates = datesDown(from, to);
    let openDays = 0;
    const ids = await writeTransaction(app.database, auth.customerId, async (trx) => {
      const queued: string[] = [];
      for (const location of locations) {
        const closed = dates.filter((d) => isDayOver(clocks.get(location.id)!, d, at));
        openDays += dates.length - closed.length;
        queued.push(...(await requeueDeliveries(trx, auth.customerId, location.id, closed, at)));
      }
      return queued;
    });
    const sending = runner.send(ids).catch((error: unknown) => {
      request.log.error({ err: error }, 'daily sync: the re-run failed');
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      sending,
      new Promise((resolve) => (timer = setTimeout(resolve, DAILY_SYNC_RUN_WAIT_MS))),
    ]);
    clearTimeout(timer);
    const days = await syncDays(db(), config, locations, from, to, now());
    const wanted = new Set(ids);
    const statuses = days.days
      .flatMap((d) => Object.values(d.kinds))
      .filter((k) => k.delivery_id !== null && wanted.has(k.delivery_id));
    const count = (status: string) => statuses.filter((k) => k.status === status).length;
    return {
      queued: ids.length,
      sent: count('sent'),
      failed: count('failed'),
      running: count('pending'),
      open_days: openDays,
      days,
    };
  });

  serveCall(app, dailySyncCalls.export, async (request, reply) => {
    const auth = signedIn(request);
    const { date, loc, lang } = request.query;
    checkPeriod(date, date);
    if (loc === 'all') {
      throw invalidFields({ loc: 'format' }, 'Export one location at a time');
    }
    const config = await readSyncConfig(db(), auth.customerId);
    const [location] = await locationsOf(app, auth, config, loc);
    const scope = location ? await dayScope(db(), auth.customerId, location.id, date) : null;
    if (!location || !scope) throw notFound('Location');
    const at = now();
    const file = await dailyWorkbook(
      exportTexts(lang),
      {
        locationName: location.name,
        date,
        currency: scope.locations[0]!.currency,
        generatedAt: new Date(at).toISOString(),
      },
      await readSummaries(db(), scope, at),
    );
    return sendXlsx(reply, dailySyncFileName(date, location.name), file);
  });
}
