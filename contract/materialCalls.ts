import { z } from 'zod';
import { id, pagination, text } from './common';
import { BULK_MAX_ITEMS } from './catalogueCalls';

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
