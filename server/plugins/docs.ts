import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the zod schemas every route declares, and Swagger UI to
 * browse it, at /api/docs (the document itself at /api/docs/json). Register before the routes: the
 * generator collects them as they are added.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
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
  await app.register(swaggerUi, {
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
}
