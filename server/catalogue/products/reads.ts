import { productCalls } from '@contract/catalogueCalls';
import { resources, type RowOf } from '@contract/registry';
import { recipeCost, unitList } from '@contract/units';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { notFound } from '../../plugins/errors';
import { activeLocation, requireLocation, usableLocations } from '../../plugins/permissions';
import { visibleLiveRows } from '../../resources/list';
import { listHandler } from '../../resources/routes';
import { findRow, findRowsByIds, resourceDb } from '../../resources/store';
import { webProducts } from '../../resources/webProducts';

const products = resources.products;

/**
 * Reads of the products screen (SPEC section 7, "Products"), declared in
 * contract/catalogueCalls.ts (`productCalls`): the generic list, answered by the generic resource's
 * own handler, and the reads beyond it.
 */
export function registerProductReadRoutes(app: FastifyInstance): void {
  serveCall(app, productCalls.list, listHandler(products));

  serveCall(app, productCalls.webProducts, async (request) => {
    const auth = signedIn(request);
    const location = activeLocation(auth, request.query.loc);
    const channel = request.query.channel ?? null;
    return { data: await webProducts(request.server.database.db, auth, location, channel) };
  });

  serveCall(app, productCalls.pluCheck, async (request) => {
    const auth = signedIn(request);
    const plu = request.query.plu.trim();
    if (plu === '') return { available: true };
    let query = resourceDb(request.server.database.db)
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
  });

  serveCall(app, productCalls.taxGroups, async (request) => {
    const auth = signedIn(request);
    const { db } = request.server.database;
    const [groups, taxes] = await Promise.all([
      visibleLiveRows(db, 'taxGroups', auth),
      visibleLiveRows(db, 'taxes', auth),
    ]);
    const taxById = new Map(taxes.map((t) => [t.id, t]));
    return {
      data: groups.map((group) => {
        const own = group.tax_ids.flatMap((tid) => taxById.get(tid) ?? []);
        const rate = own.filter((t) => t.is_active).reduce((sum, t) => sum + t.rate, 0);
        return { ...group, taxes: own, total_rate: Math.round(rate * 10_000) / 10_000 };
      }),
    };
  });

  serveCall(app, productCalls.units, async () => ({ data: unitList }));

  serveCall(app, productCalls.materials, async (request) => {
    const auth = signedIn(request);
    const { db } = request.server.database;
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
  });
}
