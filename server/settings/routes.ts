import { clientConfigCalls, type ClientConfig } from '@contract/clientConfig';
import { currencyCodeOf, currencySymbol, moneyDecimals } from '@contract/money';
import { normalizeSettingValue } from '@contract/settings';
import { settingCalls } from '@contract/settingsCalls';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { noClientSettings } from '../client/settings';
import type { AppConfig } from '../config';
import { signedIn, type Auth } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { invalidFields, notFound } from '../plugins/errors';
import { commitWrite, sendWrite } from '../plugins/idempotency';
import { activeLocation } from '../plugins/permissions';
import { registerUploadScope } from '../plugins/uploads';
import { checkLocation } from '../resources/checks';
import { requireImage, storeFile } from '../resources/files';
import { findSetting, listSettings, upsertSetting } from '../resources/settings';
import { readBusinessInfo, writeBusinessInfo } from './businessInfo';

/** The location a settings call is about; one is needed, and the caller must be allowed to use it. */
function settingsLocation(auth: Auth, loc: string | undefined): string {
  const location = activeLocation(auth, loc);
  if (!location) throw invalidFields({ loc: 'required' }, 'Say which location: ?loc=');
  return location;
}

/**
 * Settings per location (SPEC section 3) and a location's business information with its logo
 * (SPEC section 7, Config), as `settingCalls` declares them (contract/settingsCalls.ts).
 */
export async function registerSettingsRoutes(app: FastifyInstance): Promise<void> {
  serveCall(app, settingCalls.all, async (request) => {
    const auth = signedIn(request);
    const location = settingsLocation(auth, request.query.loc);
    return { data: await listSettings(app.database.db, auth.customerId, [location]) };
  });

  // SPEC section 7 names `GET /config/currency` on its own: the setting's value (as `/config/{name}`
  // answers it) with what it takes to write amounts, so every reader shares `contract/money.ts`.
  serveCall(app, settingCalls.currency, async (request) => {
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
  });

  serveCall(app, settingCalls.one, async (request) => {
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
  });

  serveCall(app, settingCalls.set, async (request, reply) => {
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
  });

  serveCall(app, settingCalls.businessInfo, async (request) => {
    const auth = signedIn(request);
    const location = settingsLocation(auth, request.query.loc);
    return readBusinessInfo(request.server.database.db, auth.customerId, location);
  });

  for (const declaration of [settingCalls.setBusinessInfo, settingCalls.changeBusinessInfo]) {
    serveCall(app, declaration, async (request, reply) => {
      const auth = signedIn(request);
      const location = settingsLocation(auth, request.query.loc);
      const { dialect } = request.server.database;
      const result = await commitWrite(request, async (trx) => {
        await writeBusinessInfo(trx, dialect, auth, location, request.body);
        return { status: 200, body: await readBusinessInfo(trx, auth.customerId, location) };
      });
      return sendWrite(reply, result);
    });
  }

  // A multipart body is read by the upload scope before validation (`Call.upload`).
  await registerUploadScope(app, (scope) => {
    serveCall(scope, settingCalls.setLogo, async (request, reply) => {
      const auth = signedIn(request);
      const location = settingsLocation(auth, request.query.loc);
      const contentType = await requireImage(request.body.file);
      const result = await commitWrite(request, async (trx) => {
        await checkLocation(trx, auth.customerId, location);
        const file = await storeFile(trx, auth, request.body.file, contentType);
        await upsertSetting(trx, {
          customerId: auth.customerId,
          locationId: location,
          name: 'logo_url',
          value: file.url,
        });
        return { status: 200, body: file };
      });
      return sendWrite(reply, result);
    });
  });
}

/**
 * `GET /api/client-config`: the map's tile source and the tag manager's container, from the
 * server's environment (public: `clientConfigCalls`).
 */
export function registerClientConfigRoutes(app: FastifyInstance, config: AppConfig): void {
  const settings = config.client ?? noClientSettings;
  const reply: ClientConfig = {
    map_tile_url: settings.mapTileUrl,
    map_attribution: settings.mapAttribution,
    tag_manager_id: settings.tagManagerId,
  };
  serveCall(app, clientConfigCalls.read, async () => reply);
}
