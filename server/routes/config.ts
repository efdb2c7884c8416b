import { currencyCodeOf, currencySymbol, moneyDecimals } from '@contract/money';
import {
  currencyReply,
  normalizeSettingValue,
  settingBody,
  settingName,
  settingRow,
} from '@contract/settings';
import { settingsReply } from '@contract/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn, type Auth } from '../plugins/auth';
import { errorResponses, invalidFields, notFound } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { activeLocation } from '../plugins/permissions';
import { checkLocation } from '../resources/checks';
import { findSetting, listSettings, upsertSetting } from '../resources/settings';

const locQuery = z.object({
  loc: z
    .string()
    .max(64)
    .optional()
    .describe("The location; absent, empty or '0' means the caller's own"),
});

/** The location a settings call is about; one is needed, and the caller must be allowed to use it. */
function settingsLocation(auth: Auth, loc: string | undefined): string {
  const location = activeLocation(auth, loc);
  if (!location) throw invalidFields({ loc: 'required' }, 'Say which location: ?loc=');
  return location;
}

/**
 * Settings per location (SPEC section 3). Reading needs only the right to use the location, because
 * every signed-in user's app reads `time_zone`; writing needs `config.write`.
 */
export function registerConfigRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/config/all',
    {
      schema: {
        tags: ['settings'],
        summary: 'Every setting of a location',
        querystring: locQuery,
        response: { 200: settingsReply, ...errorResponses },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const auth = signedIn(request);
      const location = settingsLocation(auth, request.query.loc);
      return { data: await listSettings(app.database.db, auth.customerId, [location]) };
    },
  );

  // SPEC section 7 names `GET /config/currency` on its own: the setting's value (as `/config/{name}`
  // answers it) with what it takes to write amounts, so every reader shares `contract/money.ts`.
  app.get(
    '/config/currency',
    {
      schema: {
        tags: ['settings'],
        summary: "A location's currency: code, symbol and decimals",
        querystring: locQuery,
        response: { 200: currencyReply, ...errorResponses },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const auth = signedIn(request);
      const location = settingsLocation(auth, request.query.loc);
      // The reply names the location back: an administrator's `loc` (any text) must be one of theirs.
      if (!z.uuid().safeParse(location).success) throw notFound('Location');
      await checkLocation(app.database.db, auth.customerId, location);
      const settings = await listSettings(
        app.database.db,
        auth.customerId,
        [location],
        ['currency', 'decimal_points'],
      );
      const value = settings.find((s) => s.name === 'currency')?.value ?? '';
      const decimalPoints = settings.find((s) => s.name === 'decimal_points')?.value ?? null;
      const code = currencyCodeOf(value);
      return {
        location_id: location,
        name: 'currency' as const,
        value,
        code,
        symbol: code ? currencySymbol(code) : value,
        decimals: moneyDecimals({ decimalPoints, currency: code }),
      };
    },
  );

  app.get(
    '/config/:name',
    {
      schema: {
        tags: ['settings'],
        summary: 'One setting of a location',
        params: z.object({ name: settingName }),
        querystring: locQuery,
        response: { 200: settingRow, ...errorResponses },
      },
      config: { access: 'signed-in' },
    },
    async (request) => {
      const auth = signedIn(request);
      const location = settingsLocation(auth, request.query.loc);
      const found = await findSetting(
        app.database.db,
        auth.customerId,
        location,
        request.params.name,
      );
      if (!found) throw notFound('Setting');
      return found;
    },
  );

  app.post(
    '/config',
    {
      schema: {
        tags: ['settings'],
        summary: 'Set a setting of a location (created on first use)',
        querystring: locQuery,
        headers: idempotencyHeaders,
        body: settingBody,
        response: { 200: settingRow, ...errorResponses },
      },
      config: { access: 'config.write', idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const location = settingsLocation(auth, request.query.loc);
      const result = await commitWrite(request, async (trx) => {
        await checkLocation(trx, auth.customerId, location);
        const row = await upsertSetting(trx, {
          customerId: auth.customerId,
          locationId: location,
          name: request.body.name,
          value: normalizeSettingValue(request.body.name, request.body.value),
        });
        return { status: 200, body: row };
      });
      return sendWrite(reply, result);
    },
  );
}
