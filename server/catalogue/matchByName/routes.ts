import { matchByNameCalls } from '@contract/catalogueCalls';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { matchByName } from './match';

/**
 * `POST /products/match-by-name`, `POST /modifiers/match-by-name` and `POST /materials/match-by-name`
 * (SPEC section 7), declared in contract/catalogueCalls.ts (`matchByNameCalls`): the ids of rows
 * named in a spreadsheet or a pasted list.
 */
export function registerMatchByNameRoutes(app: FastifyInstance): void {
  for (const key of ['products', 'modifiers', 'materials'] as const) {
    serveCall(app, matchByNameCalls[key], async (request) => ({
      matches: await matchByName(app.database.db, key, signedIn(request), request.body.names),
    }));
  }
}
