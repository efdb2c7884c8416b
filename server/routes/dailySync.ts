import { daysBetween } from '@contract/businessDay';
import {
  dailySyncConfigBody,
  dailySyncConfigReply,
  dailySyncDaysReply,
  dailySyncExportQuery,
  dailySyncFileName,
  dailySyncPeriod,
  dailySyncRunBody,
  dailySyncRunReply,
  MAX_SYNC_DAYS,
} from '@contract/dailySync';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { writeTransaction } from '../db/changes';
import { signedIn, type Auth } from '../plugins/auth';
import { ApiError, errorResponses, invalidFields, notFound } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { givenLocation, requireLocation, usableLocations } from '../plugins/permissions';
import {
  configReply,
  covers,
  isActive,
  readSyncConfig,
  saveSyncConfig,
  syncLocations,
  type SyncConfig,
  type SyncLocation,
} from '../sales/dailySync/config';
import { clocksOf, datesDown, syncDays } from '../sales/dailySync/days';
import { requeueDeliveries } from '../sales/dailySync/deliveries';
import { exportTexts } from '../sales/dailySync/exportTexts';
import { DailySyncRunner } from '../sales/dailySync/runner';
import { isDayOver } from '../sales/dailySync/schedule';
import { dayScope, readSummaries } from '../sales/dailySync/summaries';
import { dailyWorkbook } from '../sales/dailySync/workbook';
import { FIRST_DATE, LAST_DATE } from '../sales/scope';

/** How long a re-run's reply waits for its deliveries before it leaves them to the background. */
const RUN_WAIT_MS = 20_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const tags = ['daily sync'];
const access = { access: 'sync.admin' } as const;

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
export function registerDailySyncRoutes(api: FastifyInstance, appConfig: AppConfig): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const now = appConfig.dailySync?.now ?? Date.now;
  const runner = new DailySyncRunner(app.database, {
    now,
    timeoutMs: appConfig.dailySync?.timeoutMs,
    privateAddresses: appConfig.dailySync?.privateAddresses,
    log: app.log,
  });
  app.addHook('onClose', () => runner.close());
  const db = () => app.database.db;

  app.get(
    '/daily-sync/config',
    {
      schema: {
        tags,
        summary: 'The daily sync settings (the secret only as set or not set)',
        response: { 200: dailySyncConfigReply, ...errorResponses },
      },
      config: access,
    },
    async (request) => {
      const auth = signedIn(request);
      const config = await readSyncConfig(db(), auth.customerId);
      return configReply(config, await syncLocations(db(), auth.customerId), now());
    },
  );

  app.put(
    '/daily-sync/config',
    {
      schema: {
        tags,
        summary: 'Set the webhook address, secret, locations and whether the sync is on',
        description:
          'Each summary is POSTed as JSON to the address, signed: X-Backhouse-Signature is ' +
          '"sha256=" and the hex HMAC-SHA256 (key: the secret) of X-Backhouse-Timestamp, ".", and ' +
          'the raw body. X-Backhouse-Delivery is the same on every attempt and re-run of a day. ' +
          'Leave `secret` out to keep the one set; `version` is the one read (0 at first).',
        headers: idempotencyHeaders,
        body: dailySyncConfigBody,
        response: { 200: dailySyncConfigReply, ...errorResponses },
      },
      config: { ...access, idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const result = await commitWrite(request, async (trx) => {
        const saved = await saveSyncConfig(trx, auth.customerId, auth.userId, request.body, now());
        return {
          status: 200,
          body: configReply(saved, await syncLocations(trx, auth.customerId), now()),
        };
      });
      return sendWrite(reply, result);
    },
  );

  app.get(
    '/daily-sync/days',
    {
      schema: {
        tags,
        summary: "Each day's status per location and summary",
        description: `At most ${MAX_SYNC_DAYS} days. loc: "all", a location id, or absent for your own.`,
        querystring: dailySyncPeriod,
        response: { 200: dailySyncDaysReply, ...errorResponses },
      },
      config: access,
    },
    async (request) => {
      const auth = signedIn(request);
      const { from, to, loc } = request.query;
      checkPeriod(from, to);
      const config = await readSyncConfig(db(), auth.customerId);
      const locations = await locationsOf(api, auth, config, loc);
      return syncDays(db(), config, locations, from, to, now());
    },
  );

  app.post(
    '/daily-sync/run',
    {
      schema: {
        tags,
        summary: 'Send the days of a period again now, with the same delivery ids',
        description:
          `At most ${MAX_SYNC_DAYS} days; days not over yet are left out. The reply waits up to ` +
          `${RUN_WAIT_MS / 1000} s for the deliveries; the rest go on in the background.`,
        body: dailySyncRunBody,
        response: { 200: dailySyncRunReply, ...errorResponses },
      },
      config: access,
    },
    async (request) => {
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
      const asked = await locationsOf(api, auth, config, loc);
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
        new Promise((resolve) => (timer = setTimeout(resolve, RUN_WAIT_MS))),
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
    },
  );

  app.get(
    '/daily-sync/export',
    {
      schema: {
        tags,
        summary: "One location's four summaries of a business date, as an .xlsx",
        querystring: dailySyncExportQuery,
        response: { 200: z.any().describe('The .xlsx file'), ...errorResponses },
      },
      config: access,
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const { date, loc, lang } = request.query;
      checkPeriod(date, date);
      if (loc === 'all') {
        throw invalidFields({ loc: 'format' }, 'Export one location at a time');
      }
      const config = await readSyncConfig(db(), auth.customerId);
      const [location] = await locationsOf(api, auth, config, loc);
      const scope = location ? await dayScope(db(), auth.customerId, location.id, date) : null;
      if (!location || !scope) throw notFound('Location');
      const at = now();
      const file = dailyWorkbook(
        exportTexts(lang),
        {
          locationName: location.name,
          date,
          currency: scope.locations[0]!.currency,
          generatedAt: new Date(at).toISOString(),
        },
        await readSummaries(db(), scope, at),
      );
      return reply
        .type(XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${dailySyncFileName(date, location.name)}"`,
        )
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
