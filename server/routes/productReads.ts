import {
  pluCheckQuery,
  pluCheckReply,
  productMaterialsReply,
  taxGroupsEnhancedReply,
  unitsReply,
  webProductsQuery,
  webProductsReply,
} from '@contract/catalogueCalls';
import { id } from '@contract/common';
import { resources, type RowOf } from '@contract/registry';
import { recipeCost, unitList } from '@contract/units';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { signedIn } from '../plugins/auth';
import { errorResponses, notFound } from '../plugins/errors';
import { activeLocation, requireLocation, usableLocations } from '../plugins/permissions';
import { visibleLiveRows } from '../resources/list';
import { findRow, findRowsByIds, resourceDb } from '../resources/store';
import { webProducts } from '../resources/webProducts';

const products = resources.products;
const tags = ['products'];
const read = 'catalogue.read' as const;

/** Reads of the products screen beyond the generic list and get (SPEC section 7, "Products"). */
export function registerProductReadRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/products/webProducts',
    {
      schema: {
        tags,
        summary: 'What a location sells: active, available products priced for it and a channel',
        querystring: webProductsQuery,
        response: { 200: webProductsReply, ...errorResponses },
      },
      config: { access: read },
    },
    async (request) => {
      const auth = signedIn(request);
      const location = activeLocation(auth, request.query.loc);
      const channel = request.query.channel ?? null;
      return { data: await webProducts(app.database.db, auth, location, channel) };
    },
  );

  app.get(
    '/products/unique-verification-plu',
    {
      schema: {
        tags,
        summary: 'Whether a PLU is still free in the business (blank always is)',
        querystring: pluCheckQuery,
        response: { 200: pluCheckReply, ...errorResponses },
      },
      config: { access: read },
    },
    async (request) => {
      const auth = signedIn(request);
      const plu = request.query.plu.trim();
      if (plu === '') return { available: true };
      let query = resourceDb(app.database.db)
        .selectFrom(products.table)
        .select(['id', 'name', 'location_id'])
        .where('customer_id', '=', auth.customerId)
        .where('deleted_at', 'is', null)
        .where(sql<string>`lower(plu)`, '=', plu.toLowerCase());
      if (request.query.exclude_id) query = query.where('id', '!=', request.query.exclude_id);
      const used = await query.executeTakeFirst();
      // Taken is taken, but the product is named only to those who may see it.
      const usable = usableLocations(auth.grant);
      const seen =
        used && (usable === null || used.location_id === null || usable.includes(used.location_id));
      return used
        ? {
            available: false,
            ...(seen ? { used_by: { id: used.id, name: String(used.name) } } : {}),
          }
        : { available: true };
    },
  );

  app.get(
    '/products/tax-groups-enhanced',
    {
      schema: {
        tags,
        summary: 'Tax groups with their taxes and total rate, for the product form',
        response: { 200: taxGroupsEnhancedReply, ...errorResponses },
      },
      config: { access: read },
    },
    async (request) => {
      const auth = signedIn(request);
      const [groups, taxes] = await Promise.all([
        visibleLiveRows(app.database.db, 'taxGroups', auth),
        visibleLiveRows(app.database.db, 'taxes', auth),
      ]);
      const taxById = new Map(taxes.map((t) => [t.id, t]));
      return {
        data: groups.map((group) => {
          const own = group.tax_ids.flatMap((tid) => taxById.get(tid) ?? []);
          const rate = own.filter((t) => t.is_active).reduce((sum, t) => sum + t.rate, 0);
          return { ...group, taxes: own, total_rate: Math.round(rate * 10_000) / 10_000 };
        }),
      };
    },
  );

  app.get(
    '/products/units',
    {
      schema: {
        tags,
        summary: 'Units of recipe lines and how they convert',
        response: { 200: unitsReply, ...errorResponses },
      },
      config: { access: read },
    },
    async () => ({ data: unitList }),
  );

  app.get(
    '/products/:id/materials',
    {
      schema: {
        tags,
        summary: "A product's recipe with each material and the cost it comes to",
        params: z.object({ id }),
        response: { 200: productMaterialsReply, ...errorResponses },
      },
      config: { access: read },
    },
    async (request) => {
      const auth = signedIn(request);
      const { db } = app.database;
      const found = await findRow(db, products, auth.customerId, request.params.id);
      if (!found || found.deleted_at !== null) throw notFound();
      if (found.location_id) requireLocation(auth, found.location_id);
      const product = found as unknown as RowOf<'products'>;
      const materialRows = (
        await findRowsByIds(
          db,
          resources.materials,
          auth.customerId,
          product.recipe.map((l) => l.material_id),
        )
      ).filter((m) => m.deleted_at === null) as unknown as RowOf<'materials'>[];
      const materials = new Map(materialRows.map((m) => [m.id, m]));
      const { cost, skipped } = recipeCost(product.recipe, materials);
      const lines = product.recipe.map((line) => {
        const material = materials.get(line.material_id);
        const own = recipeCost([line], materials);
        return {
          ...line,
          material: material
            ? {
                id: material.id,
                name: material.name,
                type: material.type,
                unit: material.unit,
                cost: material.cost,
              }
            : null,
          cost: own.skipped.length ? null : own.cost,
        };
      });
      return { lines, cost, skipped };
    },
  );
}
