import {
  businessInfo,
  businessInfoBody,
  businessInfoLocationFields,
  businessInfoPatch,
  businessInfoSettings,
  type BusinessInfo,
  type BusinessInfoPatch,
} from '@contract/businessInfo';
import { hourSetting, DEFAULT_CLOSING_HOUR, DEFAULT_OPENING_HOUR } from '@contract/businessDay';
import { uploadReply } from '@contract/catalogueCalls';
import { resources } from '@contract/registry';
import { normalizeSettingValue, type SettingKey } from '@contract/settings';
import { DEFAULT_TIME_ZONE } from '@contract/timezone';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/tables';
import { signedIn, type Auth } from '../plugins/auth';
import { errorResponses, invalidFields, notFound } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { activeLocation } from '../plugins/permissions';
import { registerUploadScope, uploadBody } from '../plugins/uploads';
import { checkLocation } from '../resources/checks';
import { requireImage, storeFile } from '../resources/files';
import { listSettings, upsertSetting } from '../resources/settings';
import { findRow } from '../resources/store';
import { patchRow } from '../resources/write';
import type { Dialect } from '../db/database';
import { IMAGE_MAX_BYTES } from '@contract/catalogueCalls';

const locQuery = z.object({
  loc: z
    .string()
    .max(64)
    .optional()
    .describe("The location; absent, empty or '0': the caller's own"),
});

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
/** What a location that never set them shows (SPEC section 9: UTC, 9 to 18, YYYY-MM-DD HH:mm:ss). */
const defaults = {
  legal_name: '',
  logo_url: '',
  time_zone: DEFAULT_TIME_ZONE,
  currency: '',
  language: 'en',
  date_format: 'YYYY-MM-DD HH:mm:ss',
  time_format: 'h:mm A',
} as const;

const settingNames: SettingKey[] = [
  ...Object.values(businessInfoSettings),
  'working_days',
  'opening_hour',
  'closing_hour',
];

function infoLocation(auth: Auth, loc: string | undefined): string {
  const location = activeLocation(auth, loc);
  if (!location) throw invalidFields({ loc: 'required' }, 'Say which location: ?loc=');
  return location;
}

export async function readBusinessInfo(
  db: Kysely<Database>,
  customerId: string,
  locationId: string,
): Promise<BusinessInfo> {
  const location = await findRow(db, resources.locations, customerId, locationId);
  if (!location || location.deleted_at !== null) throw notFound('Location');
  const settings = await listSettings(db, customerId, [locationId], settingNames);
  const value = (name: SettingKey) => settings.find((s) => s.name === name)?.value ?? '';
  const text = (field: string) => (typeof location[field] === 'string' ? location[field] : '');
  const stored = Object.fromEntries(
    Object.entries(businessInfoSettings).map(([field, key]) => [
      field,
      value(key) || defaults[field as keyof typeof defaults],
    ]),
  ) as Record<keyof typeof businessInfoSettings, string>;
  const days = value('working_days');
  return {
    location_id: locationId,
    name: text('name'),
    tax_number: text('tax_number'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    ...stored,
    working_days: days === '' ? ALL_DAYS : days.split(',').map(Number),
    business_hours: {
      opening_hour: hourSetting(value('opening_hour'), DEFAULT_OPENING_HOUR),
      closing_hour: hourSetting(value('closing_hour'), DEFAULT_CLOSING_HOUR),
    },
    updated_at: [location.updated_at, ...settings.map((s) => s.updated_at)].sort().at(-1)!,
  };
}

/** Writes what the body names, each value where it lives; unchanged values are left alone. */
async function writeBusinessInfo(
  trx: Transaction<Database>,
  dialect: Dialect,
  auth: Auth,
  locationId: string,
  body: BusinessInfoPatch,
): Promise<void> {
  await checkLocation(trx, auth.customerId, locationId);
  const current = await readBusinessInfo(trx, auth.customerId, locationId);
  const locationChanges = Object.fromEntries(
    businessInfoLocationFields
      .filter((field) => body[field] !== undefined && body[field] !== current[field])
      .map((field) => [field, body[field]]),
  );
  if (Object.keys(locationChanges).length > 0) {
    await patchRow({ trx, dialect, auth }, resources.locations, locationId, locationChanges);
  }
  const values: Partial<Record<SettingKey, string>> = {};
  for (const [field, key] of Object.entries(businessInfoSettings)) {
    const given = body[field as keyof typeof businessInfoSettings];
    if (given !== undefined) values[key] = normalizeSettingValue(key, given);
  }
  if (body.working_days) values.working_days = [...body.working_days].sort().join(',');
  if (body.business_hours) {
    values.opening_hour = String(body.business_hours.opening_hour);
    values.closing_hour = String(body.business_hours.closing_hour);
  }
  if (Object.keys(values).length === 0) return;
  const stored = await listSettings(trx, auth.customerId, [locationId], Object.keys(values));
  for (const [name, value] of Object.entries(values)) {
    if (stored.find((s) => s.name === name)?.value === value) continue;
    await upsertSetting(trx, { customerId: auth.customerId, locationId, name, value });
  }
}

/**
 * Business information (SPEC section 7, Config): `GET`, `POST` (every field) and `PUT` (the fields
 * that change) of `/config/business-info?loc=`, and its logo as an uploaded image.
 */
export async function registerBusinessInfoRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/config/business-info',
    {
      schema: {
        tags: ['settings'],
        summary: "A location's business information",
        querystring: locQuery,
        response: { 200: businessInfo, ...errorResponses },
      },
      config: { access: 'config.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      const location = infoLocation(auth, request.query.loc);
      return readBusinessInfo(request.server.database.db, auth.customerId, location);
    },
  );

  for (const [method, body, summary] of [
    ['POST', businessInfoBody, "Set a location's business information (every field)"],
    ['PUT', businessInfoPatch, "Change some of a location's business information"],
  ] as const) {
    app.route({
      method,
      url: '/config/business-info',
      schema: {
        tags: ['settings'],
        summary,
        querystring: locQuery,
        headers: idempotencyHeaders,
        body,
        response: { 200: businessInfo, ...errorResponses },
      },
      config: { access: 'config.write', idempotent: true },
      handler: async (request, reply) => {
        const auth = signedIn(request);
        const location = infoLocation(auth, request.query.loc);
        const { dialect } = request.server.database;
        const result = await commitWrite(request, async (trx) => {
          await writeBusinessInfo(trx, dialect, auth, location, request.body);
          return { status: 200, body: await readBusinessInfo(trx, auth.customerId, location) };
        });
        return sendWrite(reply, result);
      },
    });
  }

  await registerUploadScope(api, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/config/business-info/logo',
      {
        schema: {
          tags: ['settings'],
          summary: "Upload a location's logo (PNG, JPEG, WebP or GIF); sets `logo_url`",
          consumes: ['multipart/form-data'],
          querystring: locQuery,
          headers: idempotencyHeaders,
          body: uploadBody,
          response: { 200: uploadReply, ...errorResponses },
        },
        config: { access: 'config.write', idempotent: true, upload: { maxBytes: IMAGE_MAX_BYTES } },
      },
      async (request, reply) => {
        const auth = signedIn(request);
        const location = infoLocation(auth, request.query.loc);
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
      },
    );
  });
}
