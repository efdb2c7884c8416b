import { clientConfigReply, type ClientConfig } from '@contract/clientConfig';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noClientSettings } from '../client/settings';
import type { AppConfig } from '../config';
import { errorResponses } from '../plugins/errors';

/**
 * `GET /api/client-config`: the map's tile source and the tag manager's container, from the
 * server's environment. Public: the tag manager starts before anyone signs in, and neither value is
 * a secret (both end up in the page anyway).
 */
export function registerClientConfigRoutes(api: FastifyInstance, config: AppConfig): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const settings = config.client ?? noClientSettings;
  const reply: ClientConfig = {
    map_tile_url: settings.mapTileUrl,
    map_attribution: settings.mapAttribution,
    tag_manager_id: settings.tagManagerId,
  };

  app.get(
    '/client-config',
    {
      schema: {
        tags: ['config'],
        summary: "The map's tile source and the tag manager container this server is set up with",
        response: { 200: clientConfigReply, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async () => reply,
  );
}
