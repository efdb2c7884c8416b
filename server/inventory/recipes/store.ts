import { can } from '@contract/access';
import type { Pagination } from '@contract/common';
import { recipeOwners, type RecipeBody, type RecipeOwner, type RecipeRow } from '@contract/recipes';
import type { ResourceKey } from '@contract/registry';
import type { z } from 'zod';
import type { recipeListQuery } from '@contract/recipes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Auth } from '../../plugins/auth';
import { ApiError, invalidFields, notFound } from '../../plugins/errors';
import type { WriteReply } from '../../plugins/idempotency';
import { requirePermission } from '../../plugins/permissions';
import { visibleLiveRows } from '../../resources/list';
import { findRow, type StoredRow } from '../../resources/store';
import { updateRow, type WriteContext } from '../../resources/write';
import {
  isPreparedMaterial,
  materialIndex,
  ownerResources,
  recipeRowOf,
  unitCosts,
} from './costing';

const ownerKeys: Record<RecipeOwner, ResourceKey> = {
  product: 'products',
  modifier_item: 'modifierItems',
  material: 'materials',
};

/**
 * Whether a row can hold a recipe in the recipe list: every product and modifier item (a recipe can
 * be added to any of them), and prepared materials only (a raw material is bought, not made).
 */
const holdsRecipe = (owner: RecipeOwner, row: StoredRow) =>
  owner !== 'material' ||
  isPreparedMaterial(row as unknown as { is_prepared: boolean; type: string });

/** The owner of a recipe id: a live product, modifier item or prepared material of the business. */
export async function recipeOwnerOf(
  db: Kysely<Database>,
  customerId: string,
  id: string,
): Promise<{ owner: RecipeOwner; row: StoredRow } | null> {
  for (const owner of recipeOwners) {
    const row = await findRow(db, ownerResources[owner], customerId, id);
    if (row && row.deleted_at === null && holdsRecipe(owner, row)) return { owner, row };
  }
  return null;
}

/** One owner's recipe as `auth` may see it (costs only with `inventory.costs`). */
export async function readRecipe(
  db: Kysely<Database>,
  auth: Auth,
  owner: RecipeOwner,
  row: StoredRow,
): Promise<RecipeRow> {
  const index = await materialIndex(db, auth.customerId);
  return recipeRowOf(owner, row, index, unitCosts(index), can(auth.grant, 'inventory.costs'));
}

/**
 * `GET /recipe`: the union of products, modifier items and prepared materials, by name, searched by
 * name and filtered by `mode` (product: products and modifier items; material: prepared materials),
 * then paged. The union spans three tables and needs the cost roll-up, so it is built in memory: a
 * business has at most a few thousand of them.
 */
export async function listRecipes(
  db: Kysely<Database>,
  auth: Auth,
  query: z.infer<typeof recipeListQuery>,
): Promise<{ data: RecipeRow[]; pagination: Pagination }> {
  const owners = recipeOwners.filter((owner) =>
    query.mode === 'all'
      ? true
      : query.mode === 'material'
        ? owner === 'material'
        : owner !== 'material',
  );
  const search = query.search?.trim().toLowerCase() ?? '';
  const found: { owner: RecipeOwner; row: StoredRow }[] = [];
  for (const owner of owners) {
    const rows = (await visibleLiveRows(db, ownerKeys[owner], auth)) as unknown as StoredRow[];
    for (const row of rows) {
      if (!holdsRecipe(owner, row)) continue;
      if (search && !String(row.name).toLowerCase().includes(search)) continue;
      found.push({ owner, row });
    }
  }
  found.sort(
    (a, b) =>
      String(a.row.name).localeCompare(String(b.row.name)) || a.row.id.localeCompare(b.row.id),
  );
  const page = found.slice((query.page - 1) * query.limit, query.page * query.limit);
  const index = await materialIndex(db, auth.customerId);
  const costOf = unitCosts(index);
  const withCosts = can(auth.grant, 'inventory.costs');
  return {
    data: page.map(({ owner, row }) => recipeRowOf(owner, row, index, costOf, withCosts)),
    pagination: {
      total: found.length,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(found.length / query.limit),
    },
  };
}

/** Errors of the stored `recipe` as the body names them (`lines`); a conflict carries the recipe. */
async function asRecipeError(
  error: unknown,
  context: WriteContext,
  owner: RecipeOwner,
): Promise<unknown> {
  if (!(error instanceof ApiError)) return error;
  if (error.code === 'VERSION_CONFLICT' && error.extras.current) {
    const current = error.extras.current as StoredRow;
    const recipe = await readRecipe(context.trx, context.auth, owner, current);
    return new ApiError(error.status, error.code, error.message, { current: recipe });
  }
  if (!error.extras.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.extras.fields).map(([k, v]) => [k.replace(/^recipe\b/, 'lines'), v]),
  );
  return new ApiError(error.status, error.code, error.message, { ...error.extras, fields });
}

/**
 * Replaces an owner's recipe through the generic update (versions, change log, row access and the
 * recipe cycle check all hold). Without `version` it applies to the row as it is now.
 */
export async function writeRecipe(context: WriteContext, body: RecipeBody): Promise<RecipeRow> {
  const { trx, auth } = context;
  const def = ownerResources[body.owner];
  const current = await findRow(trx, def, auth.customerId, body.id);
  if (!current || current.deleted_at !== null || !holdsRecipe(body.owner, current)) {
    throw notFound();
  }
  // A product's or modifier item's recipe is part of the catalogue row it lives on.
  if (body.owner !== 'material') requirePermission(auth, 'catalogue.write');
  if (body.yield_quantity !== undefined && body.owner !== 'material') {
    throw invalidFields({ yield_quantity: 'unknown_field' });
  }
  const changes: Record<string, unknown> = { recipe: body.lines };
  if (body.yield_quantity !== undefined) changes.yield_quantity = body.yield_quantity;
  let written: WriteReply;
  try {
    written = await updateRow(context, def, body.id, {
      ...changes,
      version: body.version ?? current.version,
    });
  } catch (error) {
    throw await asRecipeError(error, context, body.owner);
  }
  return readRecipe(trx, auth, body.owner, written.body as StoredRow);
}
