import { recipeCalls, type RecipeBody } from '@contract/recipes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { invalidFields, notFound } from '../../plugins/errors';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import type { WriteContext } from '../../resources/write';
import { listRecipes, readRecipe, recipeOwnerOf, writeRecipe } from './store';

const contextOf = (request: FastifyRequest, trx: Transaction<Database>): WriteContext => ({
  trx,
  dialect: request.server.database.dialect,
  auth: signedIn(request),
});

/** Replaces an owner's recipe in one committed, idempotent write answered with `status`. */
const save = (request: FastifyRequest, body: RecipeBody, status: number) =>
  commitWrite(request, async (trx) => ({
    status,
    body: await writeRecipe(contextOf(request, trx), body),
  }));

/**
 * Recipes (SPEC section 7), declared in contract/recipes.ts (`recipeCalls`): one paged list of what
 * products, modifier items and prepared materials are made of, read from and written to the owners'
 * rows, with costs rolled up through sub-recipes for callers who may see costs.
 */
export function registerRecipeRoutes(app: FastifyInstance): void {
  serveCall(app, recipeCalls.list, (request) =>
    listRecipes(request.server.database.db, signedIn(request), request.query),
  );

  serveCall(app, recipeCalls.one, async (request) => {
    const db = request.server.database.db;
    const auth = signedIn(request);
    const owner = await recipeOwnerOf(db, auth.customerId, request.params.id);
    if (!owner) throw notFound();
    return readRecipe(db, auth, owner.owner, owner.row);
  });

  serveCall(app, recipeCalls.create, async (request, reply) =>
    sendWrite(reply, await save(request, request.body, 201)),
  );

  serveCall(app, recipeCalls.update, async (request, reply) => {
    if (request.body.id !== request.params.id) throw invalidFields({ id: 'format' });
    return sendWrite(reply, await save(request, request.body, 200));
  });

  serveCall(app, recipeCalls.remove, async (request, reply) => {
    const result = await commitWrite(request, async (trx) => {
      const context = contextOf(request, trx);
      const owner = await recipeOwnerOf(trx, context.auth.customerId, request.params.id);
      if (!owner) throw notFound();
      const body = await writeRecipe(context, {
        id: request.params.id,
        owner: owner.owner,
        lines: [],
        version: request.query.version,
      });
      return { status: 200, body };
    });
    return sendWrite(reply, result);
  });

  serveCall(app, recipeCalls.bulkRemove, async (request, reply) => {
    const result = await commitWrite(request, async (trx) => {
      const context = contextOf(request, trx);
      const ids = request.body.recipeIds;
      const codes: Record<string, 'unknown_reference' | 'duplicate'> = {};
      const owners = [];
      for (const [i, rid] of ids.entries()) {
        if (ids.indexOf(rid) !== i) codes[`recipeIds.${i}`] = 'duplicate';
        const owner = await recipeOwnerOf(trx, context.auth.customerId, rid);
        if (!owner) codes[`recipeIds.${i}`] ??= 'unknown_reference';
        else owners.push(owner);
      }
      if (Object.keys(codes).length > 0) throw invalidFields(codes);
      const data = [];
      for (const owner of owners) {
        data.push(await writeRecipe(context, { id: owner.row.id, owner: owner.owner, lines: [] }));
      }
      return { status: 200, body: { data } };
    });
    return sendWrite(reply, result);
  });
}
