import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ErrorCode } from '@contract/errorCodes';
import {
  cardServiceConfig,
  cardServiceCreate,
  cardServiceList,
  cardServiceListQuery,
  cardServiceUpdate,
  guestPayOrder,
  type CardServiceConfig,
  type PayOrderSettings,
} from '@contract/payOrder';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifySchemaCompiler,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CardServiceDb, ConfigsTable } from './db';

/**
 * The external card payment service (SPEC section 7): pay-and-order at the table, configured per
 * restaurant and table. Its own small Fastify app with its own database; the back office is its only
 * writer and authenticates with a shared key, guests' phones read one table's configuration openly.
 */

export interface CardServiceOptions {
  db: CardServiceDb;
  /** The shared key the back office sends as `Authorization: Bearer <key>`. */
  key: string;
  logLevel?: string;
}

class ServiceError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    current: z.record(z.string(), z.unknown()).optional(),
  }),
});
const errors = { '4xx': errorBody, '5xx': errorBody } as const;

/** Request parts checked by their zod schemas; a failure names every field it found wrong. */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const fields = Object.fromEntries(
      result.error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]),
    );
    return { error: new ServiceError(400, 'VALIDATION', 'Some fields are not valid', { fields }) };
  };

/** fastify's compilers by factory, so it never loads its JSON Schema ones (zod's schemas only). */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the key's length nor its first wrong byte shows in the timing. */
function keyMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  return given !== '' && timingSafeEqual(digest(given), expected);
}

const flag = (value: boolean) => (value ? 1 : 0);

function settingsColumns(s: PayOrderSettings) {
  return {
    enabled: flag(s.enabled),
    provider: s.provider,
    allow_order: flag(s.allow_order),
    allow_pay: flag(s.allow_pay),
    split: s.split,
    tipping_enabled: flag(s.tipping.enabled),
    tipping_percentages: JSON.stringify(s.tipping.percentages),
    tipping_allow_custom: flag(s.tipping.allow_custom),
    service_charge_percent: s.service_charge_percent,
  };
}

function settingsOf(row: ConfigsTable): PayOrderSettings {
  return {
    enabled: row.enabled === 1,
    provider: row.provider as PayOrderSettings['provider'],
    allow_order: row.allow_order === 1,
    allow_pay: row.allow_pay === 1,
    split: row.split as PayOrderSettings['split'],
    tipping: {
      enabled: row.tipping_enabled === 1,
      percentages: JSON.parse(row.tipping_percentages) as number[],
      allow_custom: row.tipping_allow_custom === 1,
    },
    service_charge_percent: row.service_charge_percent,
  };
}

function configOf(row: ConfigsTable): CardServiceConfig {
  return {
    id: row.id,
    customer_id: row.customer_id,
    restaurant_id: row.restaurant_id,
    table_id: row.table_id === '' ? null : row.table_id,
    ...settingsOf(row),
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

export async function buildCardService(options: CardServiceOptions): Promise<FastifyInstance> {
  const { db } = options;
  const keyDigest = digest(options.key);
  const level = options.logLevel ?? 'info';
  const app = Fastify({
    logger: level === 'silent' ? false : { level },
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    // zod validates and serialises every route; given here, fastify never loads ajv and
    // fast-json-stringify, which would cost every start of the back office (issue 24).
    schemaController: { compilersFactory: zodCompilers },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ServiceError) {
      return reply
        .code(error.statusCode)
        .send({ error: { code: error.code, message: error.message, ...error.extra } });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ error: { code: 'INTERNAL', message: 'Internal error' } });
    }
    const code: ErrorCode =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : 'INVALID_JSON';
    return reply.code(status).send({ error: { code, message: (error as Error).message } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: { code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${request.url}` },
    }),
  );
  // Every call but the guest read and the health check needs the back office's key.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public || request.is404) return;
    if (!keyMatches(request, keyDigest)) {
      throw new ServiceError(401, 'UNAUTHENTICATED', 'The service key is missing or wrong');
    }
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const find = (id: string) =>
    db.selectFrom('configs').selectAll().where('id', '=', id).executeTakeFirst();

  api.get('/health', { config: { public: true } }, async () => ({ ok: true }));

  api.get(
    '/v1/config',
    {
      schema: { querystring: cardServiceListQuery, response: { 200: cardServiceList, ...errors } },
    },
    async (request) => {
      let query = db
        .selectFrom('configs')
        .selectAll()
        .where('customer_id', '=', request.query.customer_id);
      if (request.query.restaurant_id) {
        query = query.where('restaurant_id', '=', request.query.restaurant_id);
      }
      const rows = await query.orderBy('restaurant_id').orderBy('table_id').execute();
      return { data: rows.map(configOf) };
    },
  );

  api.post(
    '/v1/config',
    { schema: { body: cardServiceCreate, response: { 201: cardServiceConfig, ...errors } } },
    async (request, reply) => {
      const body = request.body;
      const now = new Date().toISOString();
      const row: ConfigsTable = {
        id: randomUUID(),
        customer_id: body.customer_id,
        restaurant_id: body.restaurant_id,
        table_id: body.table_id ?? '',
        ...settingsColumns(body),
        version: 1,
        created_at: now,
        updated_at: now,
      };
      try {
        await db.insertInto('configs').values(row).execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new ServiceError(
          409,
          'DUPLICATE',
          'This table (or restaurant) is configured already',
          {
            fields: { table_id: 'duplicate' },
          },
        );
      }
      return reply.code(201).send(configOf(row));
    },
  );

  api.put(
    '/v1/config/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: cardServiceUpdate,
        response: { 200: cardServiceConfig, ...errors },
      },
    },
    async (request) => {
      const { version, customer_id, ...settings } = request.body;
      const current = await find(request.params.id);
      // Another business's configuration is as unknown as a missing one.
      if (!current || current.customer_id !== customer_id) {
        throw new ServiceError(404, 'NOT_FOUND', 'Configuration not found');
      }
      const updated_at = new Date().toISOString();
      const result = await db
        .updateTable('configs')
        .set({ ...settingsColumns(settings), version: version + 1, updated_at })
        .where('id', '=', current.id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        const now = await find(current.id);
        throw new ServiceError(409, 'VERSION_CONFLICT', 'Changed by someone else since read', {
          current: now ? configOf(now) : {},
        });
      }
      return configOf((await find(current.id))!);
    },
  );

  api.get(
    '/v1/config/:restaurant_id/:table_id',
    {
      config: { public: true },
      schema: {
        params: z.object({
          restaurant_id: z.string().max(64),
          table_id: z.string().min(1).max(64),
        }),
        response: { 200: guestPayOrder, ...errors },
      },
    },
    async (request, reply) => {
      const { restaurant_id, table_id } = request.params;
      const rows = await db
        .selectFrom('configs')
        .selectAll()
        .where('restaurant_id', '=', restaurant_id)
        .where('table_id', 'in', [table_id, ''])
        .execute();
      const row = rows.find((r) => r.table_id === table_id) ?? rows[0];
      if (!row) throw new ServiceError(404, 'NOT_FOUND', 'Pay-and-order is not set up here');
      // Guests' phones open the ordering page from anywhere: any origin may read this.
      reply.header('access-control-allow-origin', '*');
      return {
        restaurant_id,
        table_id,
        applies: row.table_id === '' ? ('restaurant' as const) : ('table' as const),
        ...settingsOf(row),
        updated_at: row.updated_at,
      };
    },
  );
  return app;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call needs no service key (the guest read, the health check). */
    public?: boolean;
  }
}
