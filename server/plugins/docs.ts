import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The docs' own paths, which are not documented. */
    docs?: boolean;
  }
}

/** What the docs app needs of a route to document it. */
type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

/**
 * The docs app never validates or serialises a request: its copies of the routes only describe
 * them. Fastify still compiles every route's schemas, so it is given compilers that do nothing.
 */
const describingCompilers = {
  buildValidator: () => () => () => true,
  buildSerializer: () => () => (data: unknown) => JSON.stringify(data),
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** The copies' handler: the docs app is only asked for the document and Swagger UI's files. */
const describedOnly = async (_request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send();

/** Not passed on from the docs app: the server writes these for its own reply. */
const hopHeaders = new Set([
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
]);

/**
 * An app of its own that serves the OpenAPI document and Swagger UI for `routes`: a copy of each
 * route that only describes it, @fastify/swagger to generate the document from the routes' zod
 * schemas, and @fastify/swagger-ui to browse it.
 */
async function buildDocsApp(routes: readonly DocumentedRoute[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({
    logger: false,
    schemaController: { compilersFactory: describingCompilers },
  });
  await docs.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Backhouse API',
        description:
          'Back office of Backhouse. Sign in with POST /api/auth/login, then send ' +
          '`Authorization: Bearer <token>`. Writes accept `Idempotency-Key`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await docs.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Swagger UI's own CSP replaces the app's on its pages: it needs inline styles and data: images.
    // Written out rather than `true`, whose default upgrades requests to https and so breaks the
    // docs on a plain-http LAN address.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; " +
      "base-uri 'self'; frame-ancestors 'none'",
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  for (const { method, url, schema } of routes) {
    docs.route({ method, url, ...(schema ? { schema } : {}), handler: describedOnly });
  }
  await docs.ready();
  return docs;
}

/**
 * The OpenAPI document, generated from the zod schemas every route declares, and Swagger UI to
 * browse it, at /api/docs (the document itself at /api/docs/json). Register before the routes: it
 * notes them as they are added.
 *
 * The generator and Swagger UI (yaml, JSON Schema tools, the UI's files: a sixth of the server's
 * start, issue 24) load at the first request for the docs, into an app of their own that the docs
 * paths answer through; a server that is never asked for them never loads them.
 */
export function registerDocs(app: FastifyInstance): void {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    // HEAD twins are left to the docs app, which makes its own (and the generator hides them).
    if (route.config?.docs || route.method === 'HEAD') return;
    routes.push({ method: route.method, url: route.url, schema: route.schema });
  });
  let docsApp: Promise<FastifyInstance> | null = null;
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    docsApp ??= buildDocsApp(routes).catch((error: unknown) => {
      docsApp = null; // the next request tries again
      throw error;
    });
    const answered = await (
      await docsApp
    ).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: request.headers,
    });
    // What the docs do not have is not found as anywhere else on the server.
    if (answered.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(answered.headers)) {
      if (value !== undefined && !hopHeaders.has(name)) reply.header(name, value);
    }
    reply.code(answered.statusCode);
    // A redirect has no body, and no content type to make up for one.
    return answered.rawPayload.length ? reply.send(answered.rawPayload) : reply.send();
  };
  app.addHook('onClose', async () => {
    await (await docsApp?.catch(() => null))?.close();
  });
  for (const url of [DOCS_PREFIX, `${DOCS_PREFIX}/*`]) {
    app.route({
      method: ['GET', 'HEAD'],
      url,
      schema: { hide: true },
      config: { docs: true },
      handler: answer,
    });
  }
}
