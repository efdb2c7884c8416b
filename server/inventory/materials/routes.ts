import { can } from '@contract/access';
import { materialCalls } from '@contract/materialCalls';
import { resources } from '@contract/registry';
import type { MaterialLocation } from '@contract/resources/inventory';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { notFound } from '../../plugins/errors';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import { givenLocation, requireLocation, usableLocations } from '../../plugins/permissions';
import { bulkPatch } from '../../resources/bulk';
import { checkReferences } from '../../resources/checks';
import { visibleLiveRows } from '../../resources/list';
import { findRow, rowForCaller } from '../../resources/store';
import type { WriteContext } from '../../resources/write';
import { materialPurchases, materialStockAt, recipeItemsCount, skuSuggestion } from './reads';

const materials = resources.materials;
const BULK_BODY_LIMIT = 2 * 1024 * 1024;

const contextOf = (request: FastifyRequest, trx: Transaction<Database>): WriteContext => ({
  trx,
  dialect: request.server.database.dialect,
  auth: signedIn(request),
});

/**
 * The materials calls of SPEC section 7 beyond list, create, update and delete (issue 9), declared
 * in contract/materialCalls.ts (`materialCalls`).
 */
export function registerMaterialRoutes(app: FastifyInstance): void {
  serveCall(app, materialCalls.one, async (request) => {
    const auth = signedIn(request);
    const db = request.server.database.db;
    const found = await findRow(db, materials, auth.customerId, request.params.id);
    if (!found || found.deleted_at !== null) throw notFound();
    const loc = givenLocation(request.query.loc);
    if (loc) requireLocation(auth, loc);
    const row = rowForCaller(materials, auth.grant, found);
    if (!loc || !can(auth.grant, 'inventory.costs')) return row;
    return { ...row, stock: await materialStockAt(db, auth.customerId, loc, found.id) };
  });

  serveCall(app, materialCalls.purchases, async (request) => {
    const auth = signedIn(request);
    const loc = givenLocation(request.query.loc);
    if (loc) requireLocation(auth, loc);
    return materialPurchases(request.server.database.db, auth, { ...request.query, loc });
  });

  serveCall(app, materialCalls.taxGroups, async (request) => ({
    data: await visibleLiveRows(request.server.database.db, 'taxGroups', signedIn(request)),
  }));

  serveCall(app, materialCalls.recipeItemsCount, (request) =>
    recipeItemsCount(request.server.database.db, signedIn(request).customerId),
  );

  serveCall(app, materialCalls.sku, (request) =>
    skuSuggestion(request.server.database.db, signedIn(request).customerId, request.query.sku),
  );

  serveCall(
    app,
    materialCalls.bulkTax,
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
    { bodyLimit: BULK_BODY_LIMIT },
  );

  serveCall(
    app,
    materialCalls.assignToAllLocations,
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
    { bodyLimit: BULK_BODY_LIMIT },
  );
}
