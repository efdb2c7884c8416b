import { can } from '@contract/access';
import { rowsReply } from '@contract/catalogueCalls';
import { id } from '@contract/common';
import {
  assignToAllLocationsBody,
  materialGetQuery,
  materialPurchasesQuery,
  materialPurchasesReply,
  materialSkuQuery,
  materialSkuReply,
  materialsBulkTaxBody,
  materialStock,
} from '@contract/materialCalls';
import { recipeItemsCountReply } from '@contract/recipes';
import { resources, rowSchema } from '@contract/registry';
import type { MaterialLocation } from '@contract/resources/inventory';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/tables';
import {
  materialPurchases,
  materialStockAt,
  recipeItemsCount,
  skuSuggestion,
} from '../inventory/materials';
import { signedIn } from '../plugins/auth';
import { errorResponses, notFound } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { givenLocation, requireLocation, usableLocations } from '../plugins/permissions';
import { bulkPatch } from '../resources/bulk';
import { checkReferences } from '../resources/checks';
import { visibleLiveRows } from '../resources/list';
import { findRow, replyRowSchema, rowForCaller } from '../resources/store';
import type { WriteContext } from '../resources/write';

const materials = resources.materials;
const tags = ['materials'];
const idParams = z.object({ id });
const read = { access: 'inventory.read' } as const;
const write = { access: 'inventory.write', idempotent: true } as const;
const BULK_BODY_LIMIT = 2 * 1024 * 1024;
const materialRow = replyRowSchema(materials);

const contextOf = (request: FastifyRequest, trx: Transaction<Database>): WriteContext => ({
  trx,
  dialect: request.server.database.dialect,
  auth: signedIn(request),
});

/** The materials calls of SPEC section 7 beyond list, create, update and delete (issue 9). */
export function registerMaterialRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/materials/:id',
    {
      schema: {
        tags,
        summary: 'Get one material; with `loc`, its stock there (for a caller who may see costs)',
        params: idParams,
        querystring: materialGetQuery,
        response: {
          200: materialRow.extend({ stock: materialStock.optional() }),
          ...errorResponses,
        },
      },
      config: read,
    },
    async (request) => {
      const auth = signedIn(request);
      const db = request.server.database.db;
      const found = await findRow(db, materials, auth.customerId, request.params.id);
      if (!found || found.deleted_at !== null) throw notFound();
      const loc = givenLocation(request.query.loc);
      if (loc) requireLocation(auth, loc);
      const row = rowForCaller(materials, auth.grant, found);
      if (!loc || !can(auth.grant, 'inventory.costs')) return row;
      return { ...row, stock: await materialStockAt(db, auth.customerId, loc, found.id) };
    },
  );

  app.get(
    '/materials/material-purchases',
    {
      schema: {
        tags,
        summary: 'Stock received (receipt lines) with the material, newest first',
        querystring: materialPurchasesQuery,
        response: { 200: materialPurchasesReply, ...errorResponses },
      },
      config: { access: 'inventory.costs' },
    },
    (request) => {
      const auth = signedIn(request);
      const loc = givenLocation(request.query.loc);
      if (loc) requireLocation(auth, loc);
      return materialPurchases(request.server.database.db, auth, { ...request.query, loc });
    },
  );

  app.get(
    '/materials/tax-groups',
    {
      schema: {
        tags,
        summary: 'Tax groups a material may have',
        response: { 200: rowsReply(rowSchema(resources.taxGroups)), ...errorResponses },
      },
      config: read,
    },
    async (request) => ({
      data: await visibleLiveRows(request.server.database.db, 'taxGroups', signedIn(request)),
    }),
  );

  app.get(
    '/materials/recipe-items-count',
    {
      schema: {
        tags,
        summary: 'How many distinct materials recipes use, raw (RM) and prepared (SR)',
        response: { 200: recipeItemsCountReply, ...errorResponses },
      },
      config: read,
    },
    (request) => recipeItemsCount(request.server.database.db, signedIn(request).customerId),
  );

  app.get(
    '/materials-sku',
    {
      schema: {
        tags,
        summary: 'A free SKU to suggest for a new material, and whether `sku` is taken',
        querystring: materialSkuQuery,
        response: { 200: materialSkuReply, ...errorResponses },
      },
      config: read,
    },
    (request) =>
      skuSuggestion(request.server.database.db, signedIn(request).customerId, request.query.sku),
  );

  app.post(
    '/materials/bulk-update-tax',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Give many materials one tax group (or none)',
        headers: idempotencyHeaders,
        body: materialsBulkTaxBody,
        response: { 200: rowsReply(materialRow), ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
      const { material_ids: ids, tax_group_id: taxGroupId } = request.body;
      const result = await commitWrite(request, async (trx) => {
        const context = contextOf(request, trx);
        await checkReferences(trx, materials, context.auth.customerId, {
          tax_group_id: taxGroupId,
        });
        const patches = ids.map((mid) => ({ id: mid, changes: { tax_group_id: taxGroupId } }));
        const rows = await bulkPatch(context, materials, patches, (i) => `material_ids.${i}`);
        return {
          status: 200,
          body: { data: rows.map((r) => rowForCaller(materials, context.auth.grant, r)) },
        };
      });
      return sendWrite(reply, result);
    },
  );

  app.post(
    '/materials/assign-to-all-locations',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Give materials an entry (par, minimum, storage area) at every location they lack',
        headers: idempotencyHeaders,
        body: assignToAllLocationsBody,
        response: { 200: rowsReply(materialRow), ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
      const { material_ids: ids, par = 0, minimum = 0, storage_area = '' } = request.body;
      const result = await commitWrite(request, async (trx) => {
        const context = contextOf(request, trx);
        // "All" is every location the caller may use: a user of one store cannot touch another's.
        const usable = usableLocations(context.auth.grant);
        const locations = (await visibleLiveRows(trx, 'locations', context.auth))
          .map((l) => l.id)
          .filter((l) => usable === null || usable.includes(l));
        const current = new Map<string, MaterialLocation[]>();
        for (const mid of new Set(ids)) {
          const row = await findRow(trx, materials, context.auth.customerId, mid);
          if (row) current.set(mid, row.locations as MaterialLocation[]);
        }
        const patches = ids.map((mid) => {
          const had = current.get(mid) ?? [];
          const missing = locations.filter((l) => !had.some((h) => h.location_id === l));
          const added = missing.map((location_id) => ({ location_id, par, minimum, storage_area }));
          return { id: mid, changes: { locations: [...had, ...added] } };
        });
        const rows = await bulkPatch(context, materials, patches, (i) => `material_ids.${i}`);
        return {
          status: 200,
          body: { data: rows.map((r) => rowForCaller(materials, context.auth.grant, r)) },
        };
      });
      return sendWrite(reply, result);
    },
  );
}
