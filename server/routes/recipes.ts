import { rowsReply } from '@contract/catalogueCalls';
import { id } from '@contract/common';
import {
  recipeBody,
  recipeBulkDeleteBody,
  recipeListQuery,
  recipeListReply,
  recipeRow,
  type RecipeBody,
} from '@contract/recipes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/tables';
import { listRecipes, readRecipe, recipeOwnerOf, writeRecipe } from '../inventory/recipeCalls';
import { signedIn } from '../plugins/auth';
import { errorResponses, invalidFields, notFound } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import type { WriteContext } from '../resources/write';

const tags = ['recipes'];
const idParams = z.object({ id });
const read = { access: 'inventory.read' } as const;
const write = { access: 'inventory.write', idempotent: true } as const;
const versionQuery = z.object({
  version: z.coerce.number().int().min(1).optional().describe('A stale version answers 409'),
});

const contextOf = (request: FastifyRequest, trx: Transaction<Database>): WriteContext => ({
  trx,
  dialect: request.server.database.dialect,
  auth: signedIn(request),
});

/**
 * Recipes (SPEC section 7): one paged list of what products, modifier items and prepared materials
 * are made of, read from and written to the owners' rows, with costs rolled up through sub-recipes
 * for callers who may see costs.
 */
export function registerRecipeRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/recipe',
    {
      schema: {
        tags,
        summary: 'Recipes of products, modifier items and prepared materials, paged',
        querystring: recipeListQuery,
        response: { 200: recipeListReply, ...errorResponses },
      },
      config: read,
    },
    (request) => listRecipes(request.server.database.db, signedIn(request), request.query),
  );

  app.get(
    '/recipe/:id',
    {
      schema: {
        tags,
        summary: "One owner's recipe",
        params: idParams,
        response: { 200: recipeRow, ...errorResponses },
      },
      config: read,
    },
    async (request) => {
      const db = request.server.database.db;
      const auth = signedIn(request);
      const owner = await recipeOwnerOf(db, auth.customerId, request.params.id);
      if (!owner) throw notFound();
      return readRecipe(db, auth, owner.owner, owner.row);
    },
  );

  const save = (request: FastifyRequest, body: RecipeBody, status: number) =>
    commitWrite(request, async (trx) => ({
      status,
      body: await writeRecipe(contextOf(request, trx), body),
    }));

  app.post(
    '/recipe',
    {
      schema: {
        tags,
        summary: "Set an owner's recipe (its lines replace what it had)",
        headers: idempotencyHeaders,
        body: recipeBody,
        response: { 201: recipeRow, ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => sendWrite(reply, await save(request, request.body, 201)),
  );

  app.put(
    '/recipe/:id',
    {
      schema: {
        tags,
        summary: "Change an owner's recipe; a stale `version` answers 409 with the current one",
        params: idParams,
        headers: idempotencyHeaders,
        body: recipeBody,
        response: { 200: recipeRow, ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
      if (request.body.id !== request.params.id) throw invalidFields({ id: 'format' });
      return sendWrite(reply, await save(request, request.body, 200));
    },
  );

  app.delete(
    '/recipe/:id',
    {
      schema: {
        tags,
        summary: "Empty an owner's recipe",
        params: idParams,
        querystring: versionQuery,
        headers: idempotencyHeaders,
        response: { 200: recipeRow, ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
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
    },
  );

  app.delete(
    '/recipe',
    {
      schema: {
        tags,
        summary: 'Empty many owners’ recipes at once (all or nothing)',
        headers: idempotencyHeaders,
        body: recipeBulkDeleteBody,
        response: { 200: rowsReply(recipeRow), ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
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
          data.push(
            await writeRecipe(context, { id: owner.row.id, owner: owner.owner, lines: [] }),
          );
        }
        return { status: 200, body: { data } };
      });
      return sendWrite(reply, result);
    },
  );
}
