import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for everything served. The CSP lets the built app run and nothing else: scripts,
 * workers and connections only from this origin; inline styles because Mantine injects them; images
 * also from data: and blob: URLs (generated previews and exports). Swagger UI sets its own, looser
 * policy on /api/docs (see plugins/docs.ts). No CORS plugin is registered: the app and the API share
 * one origin, so browsers refuse cross-origin reads.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
}
