import { daysBetween } from '@contract/businessDay';
import { id } from '@contract/common';
import { recipeRow } from '@contract/recipes';
import {
  movementKinds,
  movementQuery,
  movementReply,
  movementTypesReply,
  physicalBody,
  postedReply,
  preparationBody,
  preparationRecipeBody,
  receiptBody,
  stockOverviewQuery,
  stockOverviewReply,
  stockQuery,
  stockReply,
  wastageBody,
  movementReasons,
} from '@contract/stock';
import { issuesByField } from '@contract/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stockOverview } from '../inventory/stockOverview';
import { preparationRecipe, replacePreparationRecipe } from '../inventory/stockPreparations';
import { listMovements, stockOnHand } from '../inventory/stockReads';
import { postPhysical, postPreparation, postReceipt, postWastage } from '../inventory/stockWrites';
import { signedIn } from '../plugins/auth';
import { ApiError, errorResponses, invalidFields } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { requireLocation } from '../plugins/permissions';
import { resolveSalesScope } from '../sales/scope';

const tags = ['stock'];
const locQuery = z.object({ loc: id });
const materialParams = z.object({ materialId: id });
const postQuery = z.object({
  loc: id,
  is_prepared: z.enum(['0', '1', 'true', 'false']).optional(),
});
const costs = { access: 'inventory.costs' } as const;
const writes = { access: 'inventory.write', idempotent: true } as const;

/**
 * The stock ledger's calls (SPEC section 7, issue 9): stock on hand, receipts, wastage, quick
 * adjustments, preparations, movements and the overview. Every read of stock or cost needs
 * `inventory.costs` (a blind counter gets 403); writes need `inventory.write`, are idempotent on
 * their body id (other content under it is 409) and honour `Idempotency-Key`; every call checks the
 * location.
 */
export function registerStockRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/inventory',
    {
      schema: {
        tags,
        summary: 'Stock on hand of every active material at a location, with its value',
        querystring: stockQuery,
        response: { 200: stockReply, ...errorResponses },
      },
      config: costs,
    },
    async (request) => {
      const auth = signedIn(request);
      requireLocation(auth, request.query.loc);
      return stockOnHand(db(), auth.customerId, request.query, true);
    },
  );

  app.post(
    '/inventory',
    {
      schema: {
        tags,
        summary: 'Record stock received (or, with is_prepared=1, a batch of a prepared material)',
        description:
          'A receipt `{ id, lines: [{ material_id, quantity, unit_cost }], note? }` in base units; ' +
          'with `is_prepared=1` a preparation `{ id, material_id, quantity }`: the recipe goes out ' +
          '(line x quantity / yield) and the prepared material comes in at that value. The same id ' +
          'again with the same lines (any order) answers 200 with the movements stored the first ' +
          'time; with other lines, another location or as another kind of document, 409 ID_REUSED.',
        querystring: postQuery,
        headers: idempotencyHeaders,
        body: z.unknown(),
        response: { 200: postedReply, 201: postedReply, ...errorResponses },
      },
      config: writes,
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const { loc, is_prepared } = request.query;
      requireLocation(auth, loc);
      const prepared = is_prepared === '1' || is_prepared === 'true';
      const schema = prepared ? preparationBody : receiptBody;
      const parsed = schema.safeParse(request.body);
      if (!parsed.success) {
        throw new ApiError(400, 'VALIDATION', 'Some fields are not valid', {
          fields: issuesByField(parsed.error.issues),
        });
      }
      const result = await commitWrite(request, (trx) =>
        prepared
          ? postPreparation(trx, auth, loc, preparationBody.parse(parsed.data))
          : postReceipt(trx, auth, loc, receiptBody.parse(parsed.data)),
      );
      return sendWrite(reply, result);
    },
  );

  app.post(
    '/wastage',
    {
      schema: {
        tags,
        summary: 'Record stock thrown away, each line with its reason',
        description:
          'The same id again with the same lines answers 200 with what was stored; other lines ' +
          'under that id, 409 ID_REUSED.',
        querystring: locQuery,
        headers: idempotencyHeaders,
        body: wastageBody,
        response: { 200: postedReply, 201: postedReply, ...errorResponses },
      },
      config: writes,
    },
    async (request, reply) => {
      const auth = signedIn(request);
      requireLocation(auth, request.query.loc);
      const result = await commitWrite(request, (trx) =>
        postWastage(trx, auth, request.query.loc, request.body),
      );
      return sendWrite(reply, result);
    },
  );

  app.post(
    '/inventory/physical/:materialId',
    {
      schema: {
        tags,
        summary: 'Set a material to the quantity really there (a quick adjustment)',
        description:
          'The same id again with the same quantity found answers 200 with what was stored, however ' +
          'stock moved since; another quantity or material under that id, 409 ID_REUSED.',
        params: materialParams,
        querystring: locQuery,
        headers: idempotencyHeaders,
        body: physicalBody,
        response: { 200: postedReply, 201: postedReply, ...errorResponses },
      },
      config: writes,
    },
    async (request, reply) => {
      const auth = signedIn(request);
      requireLocation(auth, request.query.loc);
      const result = await commitWrite(request, (trx) =>
        postPhysical(trx, auth, request.query.loc, request.params.materialId, request.body),
      );
      return sendWrite(reply, result);
    },
  );

  const movementRead = (
    path: string,
    summary: string,
    query: z.ZodType<z.infer<typeof movementQuery>>,
    kind?: 'wastage',
  ) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          querystring: query,
          response: { 200: movementReply, ...errorResponses },
        },
        config: costs,
      },
      async (request) => {
        const auth = signedIn(request);
        const q = request.query as z.infer<typeof movementQuery>;
        requireLocation(auth, q.loc);
        return listMovements(db(), auth.customerId, q, {
          withCosts: true,
          ...(kind ? { kind } : {}),
        });
      },
    );
  movementRead('/movement/v2', 'Stock movements of a location, newest first', movementQuery);
  movementRead('/get-wastage', 'Wastage of a location, newest first', movementQuery, 'wastage');

  app.get(
    '/inventory/:materialId/movs',
    {
      schema: {
        tags,
        summary: "A material's movements at a location, with the stock after each",
        params: materialParams,
        querystring: movementQuery.omit({ material_id: true }),
        response: { 200: movementReply, ...errorResponses },
      },
      config: costs,
    },
    async (request) => {
      const auth = signedIn(request);
      requireLocation(auth, request.query.loc);
      return listMovements(
        db(),
        auth.customerId,
        { ...request.query, material_id: request.params.materialId },
        { withCosts: true },
      );
    },
  );

  app.get(
    '/inTypeInventory',
    {
      schema: {
        tags,
        summary: 'The kinds of stock movement and the reasons of wastage',
        response: { 200: movementTypesReply, ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    async () => ({ kinds: [...movementKinds], reasons: [...movementReasons] }),
  );

  app.get(
    '/inventory/overview',
    {
      schema: {
        tags,
        summary: 'Stock value, food cost and wastage per day and by category, with net sales',
        querystring: stockOverviewQuery,
        response: { 200: stockOverviewReply, ...errorResponses },
      },
      config: costs,
    },
    async (request) => {
      const auth = signedIn(request);
      const { loc, from, to } = request.query;
      requireLocation(auth, loc);
      if (to < from) throw invalidFields({ to: 'date_order' });
      if (daysBetween(from, to) > 400) throw invalidFields({ to: 'too_big' });
      const scope = await resolveSalesScope(db(), auth, { loc, from, to });
      return stockOverview(db(), auth.customerId, scope, loc, from, to);
    },
  );

  app.get(
    '/preparations/:materialId/materials',
    {
      schema: {
        tags,
        summary: "A prepared material's recipe with its costs and yield",
        params: materialParams,
        response: { 200: recipeRow, ...errorResponses },
      },
      config: costs,
    },
    async (request) =>
      preparationRecipe(db(), signedIn(request).customerId, request.params.materialId),
  );

  app.post(
    '/preparations/:materialId/materials/bulk',
    {
      schema: {
        tags,
        summary: "Replace a prepared material's recipe (and yield)",
        description:
          'A line naming the material itself, or a material whose recipe contains it at any depth, ' +
          'is refused (400 `recipe_cycle` on the line). A stale `version` gets 409.',
        params: materialParams,
        headers: idempotencyHeaders,
        body: preparationRecipeBody,
        response: { 200: recipeRow, ...errorResponses },
      },
      config: writes,
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const result = await commitWrite(request, async (trx) => ({
        status: 200,
        body: await replacePreparationRecipe(
          trx,
          app.database.dialect,
          auth.customerId,
          request.params.materialId,
          request.body,
        ),
      }));
      return sendWrite(reply, result);
    },
  );
}
