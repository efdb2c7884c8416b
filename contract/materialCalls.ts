import { z } from 'zod';
import { call } from './call';
import { id, pagination, text } from './common';
import { BULK_MAX_ITEMS, rowsReply } from './catalogueCalls';
import { recipeItemsCountReply } from './recipes';
import { replyRowSchema, resources, rowSchema } from './registry';

/** The materials calls of SPEC section 7 beyond the generic ones (issue 9). */

/** `GET /materials/{id}?loc=`: with `loc`, the material's stock there (needs `inventory.costs`). */
export const materialGetQuery = z.object({
  loc: z
    .string()
    .max(64)
    .optional()
    .describe('A location: adds `stock` there for a caller who may see costs'),
});

/** A material's stock at one location, in its base unit, with value and average cost. */
export const materialStock = z.object({
  location_id: id,
  quantity: z.number(),
  value: z.number(),
  average_cost: z.number(),
});

/** `GET /materials/material-purchases`: received stock lines, newest first. */
export const materialPurchasesQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(10),
  loc: z.string().max(64).optional(),
  search: text(200).optional(),
});

export const materialPurchase = z.object({
  id: z.string(),
  location_id: id,
  material_id: id,
  material_name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  unit_cost: z.number(),
  value: z.number(),
  occurred_at: z.string(),
  business_date: z.string(),
  note: z.string(),
  document_id: z.string(),
});
export const materialPurchasesReply = z.object({ data: z.array(materialPurchase), pagination });

/** `POST /materials/bulk-update-tax`: the materials and the tax group they all get (null: none). */
export const materialsBulkTaxBody = z
  .object({
    material_ids: z.array(id).min(1).max(BULK_MAX_ITEMS),
    tax_group_id: id.nullable(),
  })
  .strict();

/**
 * `POST /materials/assign-to-all-locations`: gives each material an entry for every location it
 * lacks (locations it has keep theirs), with these par, minimum and storage area.
 */
export const assignToAllLocationsBody = z
  .object({
    material_ids: z.array(id).min(1).max(BULK_MAX_ITEMS),
    par: z.number().finite().min(0).max(1_000_000_000).optional(),
    minimum: z.number().finite().min(0).max(1_000_000_000).optional(),
    storage_area: text(60).optional(),
  })
  .strict();

/** `GET /materials-sku?sku=`: a free SKU to suggest, and whether the given one is taken. */
export const materialSkuQuery = z.object({ sku: text(64).optional() });
export const materialSkuReply = z.object({
  /** The next free SKU of the `MAT-<number>` series. */
  next: z.string(),
  /** Whether `sku` is used by a live material (false when none was given). */
  taken: z.boolean(),
});

/** `POST /materials?is_prepared=1` creates a prepared material (SR). */
export const materialCreateQuery = z.object({
  loc: z.string().max(64).optional(),
  is_prepared: z.enum(['0', '1']).optional(),
});

/** A material as the API answers it: without `cost` for a caller who may not see costs. */
export const materialRow = replyRowSchema(resources.materials);
export const materialRowsReply = rowsReply(materialRow);
export const materialReply = materialRow.extend({ stock: materialStock.optional() });
export const taxGroupsReply = rowsReply(rowSchema(resources.taxGroups));

const tag = 'materials';
const idParams = z.object({ id });

/**
 * The materials calls of SPEC section 7 beyond the generic `/materials` resource (list, create,
 * update, delete; issue 9): one material with its stock, stock received, the tax groups a material
 * may have, what recipes use, a free SKU, and two bulk writes the materials list queues (collection
 * `materials`), each taking up to `BULK_MAX_ITEMS` ids.
 */
export const materialCalls = {
  one: call({
    method: 'GET',
    path: '/materials/:id',
    tag,
    summary: 'Get one material; with `loc`, its stock there (for a caller who may see costs)',
    params: idParams,
    query: materialGetQuery,
    reply: materialReply,
    access: 'inventory.read',
  }),
  purchases: call({
    method: 'GET',
    path: '/materials/material-purchases',
    tag,
    summary: 'Stock received (receipt lines) with the material, newest first',
    query: materialPurchasesQuery,
    reply: materialPurchasesReply,
    access: 'inventory.costs',
  }),
  taxGroups: call({
    method: 'GET',
    path: '/materials/tax-groups',
    tag,
    summary: 'Tax groups a material may have',
    reply: taxGroupsReply,
    access: 'inventory.read',
  }),
  recipeItemsCount: call({
    method: 'GET',
    path: '/materials/recipe-items-count',
    tag,
    summary: 'How many distinct materials recipes use, raw (RM) and prepared (SR)',
    reply: recipeItemsCountReply,
    access: 'inventory.read',
  }),
  sku: call({
    method: 'GET',
    path: '/materials-sku',
    tag,
    summary: 'A free SKU to suggest for a new material, and whether `sku` is taken',
    query: materialSkuQuery,
    reply: materialSkuReply,
    access: 'inventory.read',
  }),
  bulkTax: call({
    method: 'POST',
    path: '/materials/bulk-update-tax',
    tag,
    summary: 'Give many materials one tax group (or none)',
    body: materialsBulkTaxBody,
    reply: materialRowsReply,
    access: 'inventory.write',
    idempotent: true,
    collection: 'materials',
  }),
  assignToAllLocations: call({
    method: 'POST',
    path: '/materials/assign-to-all-locations',
    tag,
    summary: 'Give materials an entry (par, minimum, storage area) at every location they lack',
    body: assignToAllLocationsBody,
    reply: materialRowsReply,
    access: 'inventory.write',
    idempotent: true,
    collection: 'materials',
  }),
};
