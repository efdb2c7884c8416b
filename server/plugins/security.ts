import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { clientSources, noClientSettings, type ClientSettings } from '../client/settings';

/**
 * Security headers for everything served. The CSP lets the built app run and nothing else: scripts,
 * workers and connections only from this origin; inline styles because Mantine injects them; images
 * also from data: and blob: URLs (generated previews and exports). Swagger UI sets its own, looser
 * policy on /api/docs (see plugins/docs.ts). No CORS plugin is registered: the app and the API share
 * one origin, so browsers refuse cross-origin reads. A configured map tile source and tag manager
 * (server/client/settings.ts) are added, and only when configured.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  client: ClientSettings = noClientSettings,
): Promise<void> {
  const extra = clientSources(client);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra.imgSrc],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra.connectSrc],
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
