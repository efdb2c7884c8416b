import { z } from 'zod';
import { rowsReply } from './catalogueCalls';
import { call } from './call';
import { id, pagination, text } from './common';
import { recipeLine } from './resources/products';

/**
 * Recipes (issue 9): what a product, a modifier item or a prepared material (SR) is made of, in one
 * list. A recipe lives on its owner's row (`products.recipe`, `modifierItems.recipe`,
 * `materials.recipe`), so it syncs with it; these calls read and write it there.
 */
export const recipeOwners = ['product', 'modifier_item', 'material'] as const;
export type RecipeOwner = (typeof recipeOwners)[number];

/**
 * `mode` of `GET /recipe`: products' and modifier items' recipes, prepared materials', or all. The
 * list holds every live product and modifier item (any of them may be given a recipe, so an empty one
 * is listed too) and every prepared material (`is_prepared` or type SR); raw materials are bought,
 * not made, and are never in it. Sorted by name, searched by name.
 */
export const recipeModes = ['all', 'product', 'material'] as const;

export const recipeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(10),
  search: text(200).optional(),
  mode: z.enum(recipeModes).default('all'),
});

/** A recipe line with what it costs: quantity converted to the material's unit x its cost. */
export const costedLine = recipeLine.extend({
  name: z.string(),
  material_type: z.string(),
  /** Null when the material is missing or the units do not convert; absent for a blind caller. */
  cost: z.number().nullable().optional(),
});

export const recipeRow = z.object({
  /** The owner's id: a recipe has no id of its own. */
  id,
  owner: z.enum(recipeOwners),
  name: z.string(),
  lines: z.array(costedLine),
  /**
   * Cost of one unit of the owner (for a prepared material, of one base unit: batch cost / yield),
   * rolled up through sub-recipes. Absent for a caller without `inventory.costs`.
   */
  cost: z.number().optional(),
  /** A prepared material's batch yield in its base unit. */
  yield_quantity: z.number().nullable(),
  unit: z.string().nullable(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type RecipeRow = z.infer<typeof recipeRow>;

export const recipeListReply = z.object({ data: z.array(recipeRow), pagination });

/** `POST /recipe` and `PUT /recipe/{id}`: the lines of the owner's recipe, replacing what it had. */
export const recipeBody = z
  .object({
    id,
    owner: z.enum(recipeOwners),
    lines: z.array(recipeLine).max(200),
    yield_quantity: z.number().finite().gt(0).max(1_000_000).optional(),
    /** The owner row's version the client edited (PUT): a stale one gets 409. */
    version: z.number().int().min(1).optional(),
  })
  .strict();
export type RecipeBody = z.infer<typeof recipeBody>;

/** `DELETE /recipe`: empties these owners' recipes. */
export const recipeBulkDeleteBody = z.object({ recipeIds: z.array(id).min(1).max(1000) }).strict();

/** `DELETE /recipe/{id}?version=`: the owner row's version the client saw. */
export const recipeVersionQuery = z.object({
  version: z.coerce.number().int().min(1).optional().describe('A stale version answers 409'),
});

/** `GET /materials/recipe-items-count`: materials used in recipes, by type. */
export const recipeItemsCountReply = z.object({
  rmCount: z.number().int(),
  srCount: z.number().int(),
  total: z.number().int(),
});

const tag = 'recipes';
const idParams = z.object({ id });

/**
 * Recipes (SPEC section 7): one paged list of what products, modifier items and prepared materials
 * are made of, read from and written to the owners' rows, with costs rolled up through sub-recipes
 * for callers who may see costs. The app edits recipes on the owners' rows in its local store (they
 * sync with them), so no call here waits in the outbox.
 */
export const recipeCalls = {
  list: call({
    method: 'GET',
    path: '/recipe',
    tag,
    summary: 'Recipes of products, modifier items and prepared materials, paged',
    query: recipeListQuery,
    reply: recipeListReply,
    access: 'inventory.read',
  }),
  one: call({
    method: 'GET',
    path: '/recipe/:id',
    tag,
    summary: "One owner's recipe",
    params: idParams,
    reply: recipeRow,
    access: 'inventory.read',
  }),
  create: call({
    method: 'POST',
    path: '/recipe',
    tag,
    summary: "Set an owner's recipe (its lines replace what it had)",
    body: recipeBody,
    reply: recipeRow,
    access: 'inventory.write',
    idempotent: true,
    status: 201,
  }),
  update: call({
    method: 'PUT',
    path: '/recipe/:id',
    tag,
    summary: "Change an owner's recipe; a stale `version` answers 409 with the current one",
    params: idParams,
    body: recipeBody,
    reply: recipeRow,
    access: 'inventory.write',
    idempotent: true,
  }),
  remove: call({
    method: 'DELETE',
    path: '/recipe/:id',
    tag,
    summary: "Empty an owner's recipe",
    params: idParams,
    query: recipeVersionQuery,
    reply: recipeRow,
    access: 'inventory.write',
    idempotent: true,
  }),
  bulkRemove: call({
    method: 'DELETE',
    path: '/recipe',
    tag,
    summary: 'Empty many owners’ recipes at once (all or nothing)',
    body: recipeBulkDeleteBody,
    reply: rowsReply(recipeRow),
    access: 'inventory.write',
    idempotent: true,
  }),
};
