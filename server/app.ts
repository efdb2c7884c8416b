import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { catalogueArea } from './areas/catalogue';
import { configArea } from './areas/config';
import { dashboardArea } from './areas/dashboard';
import { inventoryArea } from './areas/inventory';
import { peopleArea } from './areas/people';
import { reportingArea } from './areas/reporting';
import { salesArea } from './areas/sales';
import { sessionArea } from './areas/session';
import { supplyArea } from './areas/supply';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler, validatorCompiler } from './plugins/errors';
import { serializerCompiler } from './plugins/serializer';
import { registerPermissions } from './plugins/permissions';
import { rateLimitStore } from './plugins/rateLimitStore';
import { reportEmails } from './reports/email/service';
import { registerSecurityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import { registerAuditContext } from './audit/context';
import { createMetrics, unmeasured, type Metrics } from './operations/metrics';
import { trackInFlight, type InFlight } from './operations/inFlight';
import { createReadiness, type Readiness } from './operations/readiness';
import { registerOperationsRoutes } from './operations/routes';
import { createLiveHub } from './live/routes';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** What `GET /api/ready` answers; `startServer` marks it stopping on SIGTERM. */
    readiness: Readiness;
    /** The requests being answered, for background work that gives way to them. */
    inFlight: InFlight;
    /** This app's own metrics registry (`GET /api/metrics`). */
    metrics: Metrics;
  }
}

export interface BuildAppOptions {
  database: DatabaseHandle;
  config: AppConfig;
}

/**
 * fastify's default compilers by factory, so it never loads its JSON Schema ones. Its types speak of
 * JSON Schema; the routes' schemas are zod's, which is all these compilers are ever given.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** 1 MiB: far above any single row, far below what could hurt. `/api/batch` allows more. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The API's areas in the order they register: a device's session and sync first, then the business
 * areas as the navigation lists them. Each is a list of its slices (server/areas/<area>.ts); a slice
 * keeps its routes, store, table types and tests in its own folder.
 */
const areas: ((api: FastifyInstance, config: AppConfig) => void | Promise<void>)[] = [
  sessionArea,
  dashboardArea,
  configArea,
  catalogueArea,
  inventoryArea,
  supplyArea,
  salesArea,
  reportingArea,
  peopleArea,
];

/**
 * Builds the server without listening: external plugins, then app plugins, then routes, always in
 * this order. The database must be migrated already (see main.ts and testing/harness.ts).
 */
export async function buildApp({ database, config }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Error replies name the field paths; fastify's own request-id header is of no use to clients.
    requestIdHeader: false,
    // Every route validates and serialises with zod. Given here, fastify never loads its own
    // compilers (ajv and fast-json-stringify): a tenth of a start, and their memory (issue 24).
    schemaController: { compilersFactory: zodCompilers },
    // While a stop drains, a request that still arrives on an open connection is served (with
    // `Connection: close`) rather than refused: the proxy moves on, nothing the user sent fails.
    // New connections are refused once closing, and /api/ready says 503 from the stop's start.
    return503OnClosing: false,
    // No HEAD twin of every GET: 200 more routes to build at every start (a tenth of it, issue 24)
    // for a method no client of the API sends. The health checks keep theirs (`exposeHeadRoute`),
    // and the built PWA's files answer HEAD as before.
    exposeHeadRoutes: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON is the only body the API reads; anything else is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.decorate('database', database);
  registerErrorHandler(app);
  const metricsOn = Boolean(config.metricsToken);
  const metrics = metricsOn ? await createMetrics() : unmeasured;
  app.decorate('metrics', metrics);
  const readiness = createReadiness(database);
  app.decorate('readiness', readiness);
  app.decorate('inFlight', trackInFlight(app));
  // Stopping: every answer closes its connection, or a client keeping it alive would hold the
  // close up until its keep-alive timeout, and would keep sending to a copy that is going away.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.stopping) reply.header('connection', 'close');
    return payload;
  });
  if (metricsOn) {
    // Labelled by the route's pattern, never the raw URL: ids would make a series per row.
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.request(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    });
  }
  // The live channel (issue 26): its streams end as the close starts, or it would wait for them.
  app.decorate('live', createLiveHub(database));
  app.addHook('preClose', () => app.live.close());
  // Report emails (issue 11): sent from the app's first moment ready until it closes.
  const emails = reportEmails(database, config, app.log, metrics);
  app.decorate('reportEmails', emails);
  if (emails.configured) app.readiness.watch('report_emails', () => emails.running);
  app.addHook('onReady', async () => emails.start());
  app.addHook('onClose', () => emails.stop());

  // External plugins.
  await registerSecurityHeaders(app, config.client);
  // Counted in the database: every copy of the server on one database counts the same (issue 25).
  await app.register(rateLimit, { global: false, store: rateLimitStore(database.db) });
  registerDocs(app);

  // App plugins and routes. Everything under /api shares authentication, permission checks and a
  // JSON not-found reply; the built PWA is served outside it.
  await registerStatic(app, config.staticDir);
  await app.register(
    async (api) => {
      // Replies of 1 KB or more go gzipped to a client that accepts it: a first sync, a long
      // list or a report is a tenth of its size on a tablet's slow line (issue 24). Gzip, not
      // brotli: an encoder of a few hundred KB, where brotli's takes megabytes per reply in flight.
      // The live channel writes its own stream, uncompressed. A body may come compressed too (a
      // till's backlog of invoices: a tenth of the upload), said by its Content-Encoding; the body
      // limit holds for what it inflates to, so a small body cannot unpack into a huge one.
      await api.register(compress, {
        globalCompression: true,
        encodings: ['gzip'],
        threshold: 1024,
        globalDecompression: true,
        requestEncodings: ['gzip', 'deflate', 'br'],
      });
      registerAuth(api, config);
      registerPermissions(api);
      // Audit log (issue 13): every write knows its user and device.
      registerAuditContext(api);
      registerOperationsRoutes(api, config);
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({
          error: { code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${request.url}` },
        }),
      );
      // The areas, each registering its slices' routes (server/areas/).
      for (const area of areas) await area(api, config);
    },
    { prefix: '/api' },
  );
  return app;
}
