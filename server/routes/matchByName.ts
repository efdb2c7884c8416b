import { matchByNameBody, matchByNameReply } from '@contract/catalogueCalls';
import { resources } from '@contract/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { matchByName } from '../resources/matchByName';

/**
 * `POST /products/match-by-name`, `POST /modifiers/match-by-name` and `POST /materials/match-by-name`
 * (SPEC section 7): the ids of rows named in a spreadsheet or a pasted list. A read, so it needs only
 * the area's read permission and writes nothing.
 */
export function registerMatchByNameRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const areas = [
    ['products', 'catalogue.read'],
    ['modifiers', 'catalogue.read'],
    ['materials', 'inventory.read'],
  ] as const;
  for (const [key, access] of areas) {
    const def = resources[key];
    app.post(
      `/${def.path}/match-by-name`,
      {
        schema: {
          tags: [def.collection],
          summary: `Find ${def.collection} by name, ignoring case, accents and spaces`,
          body: matchByNameBody,
          response: { 200: matchByNameReply, ...errorResponses },
        },
        config: { access },
      },
      async (request) => ({
        matches: await matchByName(app.database.db, key, signedIn(request), request.body.names),
      }),
    );
  }
}
