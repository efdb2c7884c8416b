import { z } from 'zod';
import { call } from './call';
import { id, listQuery, localizedText, money, rowMeta, rowVersionQuery, sortOrder } from './common';
import { replyRowSchema, resources, rowSchema } from './registry';
import { listReply } from './replies';
import { categoryFields, modifierItemFields } from './resources/catalogue';
import { taxFields, taxGroupFields } from './resources/config';
import { materialTypes } from './resources/inventory';
import { materialUnits } from './units';
import { productFields, productModifier, quantityUnits, recipeLine } from './resources/products';

/**
 * Bodies and replies of the catalogue's calls beyond the generic ones (SPEC section 7, "Categories
 * extra", "Products", "Imports and uploads"). Limits are stated once here, for server and app.
 */

/** Rows one bulk call may change (sort order, tax group). */
export const BULK_MAX_ITEMS = 5000;
/** Names one match-by-name call may look up. */
export const MATCH_MAX_NAMES = 1000;
/** Product imports: .xlsx or .csv, at most 10 MB and 50,000 data rows. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
/** What `DELETE /products/all` must be sent, typed by the administrator. */
export const DELETE_ALL_PRODUCTS_CONFIRMATION = 'DELETE ALL PRODUCTS';

// Rows spelled out from their fields: `rowSchema(def)` is typed by the registry's generic bound,
// which would lose the fields' own types here.
export const productRow = productFields.extend(rowMeta.shape);
export type ProductRow = z.infer<typeof productRow>;
export const categoryRow = categoryFields.extend(rowMeta.shape);

/** Replies that carry changed rows: `{ data: rows }`. */
export const rowsReply = <R extends z.ZodType>(row: R) => z.object({ data: z.array(row) });

/** `POST /products|categories/bulk-update-sort-order`: each row's new position. */
export const bulkSortOrderBody = z
  .object({
    items: z
      .array(z.object({ id, sort_order: sortOrder }).strict())
      .min(1)
      .max(BULK_MAX_ITEMS),
  })
  .strict();
export type BulkSortOrderBody = z.infer<typeof bulkSortOrderBody>;

/** `POST /products/bulk-update-tax`: the products and the tax group they all get (null: none). */
export const bulkTaxBody = z
  .object({
    product_ids: z.array(id).min(1).max(BULK_MAX_ITEMS),
    tax_group_id: id.nullable(),
  })
  .strict();
export type BulkTaxBody = z.infer<typeof bulkTaxBody>;

/** `PUT /products/archive_product/{id}?is_archive=true|false` (1 and 0 are read the same). */
export const archiveQuery = z.object({
  is_archive: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .describe('true or 1 archives the product, false or 0 brings it back'),
  version: z.coerce.number().int().min(1).optional(),
});

/** `?version=` of a versioned write: a stale version answers 409. */
export const versionQuery = z.object({
  version: z.coerce.number().int().min(1).optional().describe('A stale version answers 409'),
});

/** `GET /products/unique-verification-plu`: whether a PLU is free, and who uses it when not. */
export const pluCheckQuery = z.object({
  plu: z.string().max(64),
  exclude_id: id.optional().describe('The product being edited, which may keep its own PLU'),
});
export const pluCheckReply = z.object({
  available: z.boolean(),
  used_by: z.object({ id, name: z.string() }).optional(),
});
export type PluCheckReply = z.infer<typeof pluCheckReply>;

/** `DELETE /products/all`: tombstones every live product; `POST /products/restore` undoes it. */
export const deleteAllProductsBody = z
  .object({ confirm: z.literal(DELETE_ALL_PRODUCTS_CONFIRMATION) })
  .strict();
export const deleteAllProductsReply = z.object({
  deleted: z.number().int(),
  /** The tombstone time every deleted product shares: send it to `POST /products/restore`. */
  deleted_at: z.string(),
});
export const restoreProductsBody = z.object({ deleted_at: z.iso.datetime() }).strict();
export const restoreProductsReply = z.object({ restored: z.number().int() });

/** `POST /products|modifiers|materials/match-by-name`: ids for names, ignoring case, accents and spaces. */
export const matchByNameBody = z
  .object({ names: z.array(z.string().max(200)).max(MATCH_MAX_NAMES) })
  .strict();
export const matchByNameReply = z.object({
  matches: z.array(
    z.object({ name: z.string(), id: id.nullable(), matched_name: z.string().nullable() }),
  ),
});
export type MatchByNameReply = z.infer<typeof matchByNameReply>;

/** `GET /products/tax-groups-enhanced`: tax groups with their taxes and the sum of their rates. */
export const taxGroupWithTaxes = taxGroupFields.extend(rowMeta.shape).extend({
  taxes: z.array(taxFields.extend(rowMeta.shape)),
  total_rate: z.number(),
});
export const taxGroupsEnhancedReply = z.object({ data: z.array(taxGroupWithTaxes) });

/** `GET /products/units`: the units of recipe lines and how they convert. */
export const unitsReply = z.object({
  data: z.array(
    z.object({
      unit: z.enum(quantityUnits),
      base: z.enum(['g', 'ml', 'piece']),
      factor: z.number(),
    }),
  ),
});

/** `GET /products/{id}/materials`: the recipe with each line's material and cost. */
export const recipeLineWithCost = z.object({
  material_id: id,
  quantity: z.number(),
  unit: z.enum(quantityUnits),
  material: z
    .object({
      id,
      name: z.string(),
      type: z.enum(materialTypes),
      unit: z.enum(materialUnits),
      cost: z.number(),
    })
    .nullable(),
  /** The line's cost, or null when its material is gone or its unit does not convert. */
  cost: z.number().nullable(),
});
export const productMaterialsReply = z.object({
  lines: z.array(recipeLineWithCost),
  cost: z.number(),
  /** Materials of lines left out of the cost (see `recipeCost`). */
  skipped: z.array(z.string()),
});
/** `POST /products/{id}/materials`: the whole new recipe and the version the client edited. */
export const productMaterialsBody = z
  .object({ lines: z.array(recipeLine).max(200), version: z.number().int().min(1) })
  .strict();

/** `GET /products/webProducts`: what a location sells, priced for it and a channel. */
export const webProductsQuery = z.object({
  loc: z.string().max(64).optional().describe("The location; absent, empty or '0': the caller's"),
  channel: id.optional().describe('A channel whose own price wins when the product has one'),
});
const namedRef = z.object({ id, name: z.string(), name_localized: localizedText });
export const webProduct = productRow.extend({
  /** Channel price when a channel is given and set, else the location's price, else `price`. */
  effective_price: money,
  category: namedRef.extend({ color: z.string().nullable(), sort_order: z.number() }).nullable(),
  labels: z.array(namedRef.extend({ color: z.string() })),
  /** The product's modifiers (active ones) with their rules and active items. */
  modifier_groups: z.array(
    productModifier.extend({
      name: z.string(),
      name_localized: localizedText,
      is_required: z.boolean(),
      items: z.array(modifierItemFields.extend(rowMeta.shape)),
    }),
  ),
});
export type WebProduct = z.infer<typeof webProduct>;
export const webProductsReply = z.object({ data: z.array(webProduct) });

export const importRowStatuses = ['create', 'update', 'unchanged', 'error'] as const;

/** `POST /import-products/extract-products`: each data row of the file, read and matched. */
export const extractedRow = z.object({
  /** The row number in the spreadsheet (1 is the header). */
  row_number: z.number().int(),
  /** The product fields the row sets, converted to their types. */
  values: z.record(z.string(), z.unknown()),
  status: z.enum(importRowStatuses),
  /** The product it updates (or leaves unchanged). */
  id: id.optional(),
  /** Messages by field path when the row cannot be written. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type ExtractedRow = z.infer<typeof extractedRow>;
export const extractProductsReply = z.object({
  rows: z.array(extractedRow),
  /** Headers that name no product field; their cells were not read. */
  ignored_columns: z.array(z.string()),
});

/**
 * One row of `POST /import-products`: product fields (as `extract-products` gave them in `values`),
 * `id` to update that product, and optionally the spreadsheet `row_number` its errors are reported
 * under (else its position in `rows` plus one, as if under a header row).
 */
export const importProductRow = z.looseObject({
  row_number: z.number().int().min(1).optional(),
});

/**
 * `POST /import-products`: rows without an `id` are matched like the preview (SKU, then PLU, then
 * name) and update that product; the rest are created. Good rows are written together in one
 * transaction; rows with errors are reported and left out.
 */
export const importProductsBody = z
  .object({ rows: z.array(importProductRow).min(1).max(IMPORT_MAX_ROWS) })
  .strict();
export const importProductsReply = z.object({
  /** The products as written (created and updated), so a device can show them at once. */
  data: z.array(productRow),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(
    z.object({ row_number: z.number().int(), fields: z.record(z.string(), z.string()) }),
  ),
});
export type ImportProductsReply = z.infer<typeof importProductsReply>;

/** `GET /products`: the generic list's query, with its add-on filter. */
export const productListQuery = listQuery.extend({
  addon: z
    .enum(['0', '1'])
    .optional()
    .describe('1: only add-ons (the add-ons screen uses /products?addon=1); 0: no add-ons'),
});

/** A product's id in the path. */
const idParams = z.object({ id });
/** A product as the product calls answer it (the generic resource's row). */
const productReplyRow = rowSchema(resources.products);
const categoryReplyRow = rowSchema(resources.categories);
/** A product as the generic resource answers it: its cost only for those who may see costs. */
const productResourceRow = replyRowSchema(resources.products);
const read = 'catalogue.read';
const write = 'catalogue.write';

/**
 * The product calls of SPEC section 7 ("Products", "Imports and uploads"): of the generic
 * `/products` resource, the list and the restore the app calls online (its get, create, update and
 * delete stay the generic resource's; the image upload is `uploadCalls.productImage`; issue 23);
 * beyond it, what a location sells, the PLU check, the product form's tax groups and units, a
 * product's recipe, the list's queued writes (collection `products`), deleting every product and
 * its undo, and the import's one queued call. The file preview of an import
 * (`/import-products/extract-products`, multipart) is served beside them, undeclared.
 */
export const productCalls = {
  list: call({
    method: 'GET',
    path: '/products',
    tag: 'products',
    summary: 'List products',
    query: productListQuery,
    reply: listReply(productResourceRow),
    access: read,
  }),
  restore: call({
    method: 'POST',
    path: '/products/:id/restore',
    tag: 'products',
    summary: 'Bring back a deleted one of products',
    params: idParams,
    query: rowVersionQuery,
    reply: productResourceRow,
    access: write,
    idempotent: true,
    collection: 'products',
  }),
  webProducts: call({
    method: 'GET',
    path: '/products/webProducts',
    tag: 'products',
    summary: 'What a location sells: active, available products priced for it and a channel',
    query: webProductsQuery,
    reply: webProductsReply,
    access: read,
  }),
  pluCheck: call({
    method: 'GET',
    path: '/products/unique-verification-plu',
    tag: 'products',
    summary: 'Whether a PLU is still free in the business (blank always is)',
    query: pluCheckQuery,
    reply: pluCheckReply,
    access: read,
  }),
  taxGroups: call({
    method: 'GET',
    path: '/products/tax-groups-enhanced',
    tag: 'products',
    summary: 'Tax groups with their taxes and total rate, for the product form',
    reply: taxGroupsEnhancedReply,
    access: read,
  }),
  units: call({
    method: 'GET',
    path: '/products/units',
    tag: 'products',
    summary: 'Units of recipe lines and how they convert',
    reply: unitsReply,
    access: read,
  }),
  materials: call({
    method: 'GET',
    path: '/products/:id/materials',
    tag: 'products',
    summary: "A product's recipe with each material and the cost it comes to",
    params: idParams,
    reply: productMaterialsReply,
    access: read,
  }),
  bulkSortOrder: call({
    method: 'POST',
    path: '/products/bulk-update-sort-order',
    tag: 'products',
    summary: "Reorder products: each row's new sort order (drag and drop)",
    body: bulkSortOrderBody,
    reply: rowsReply(productReplyRow),
    access: write,
    idempotent: true,
    collection: 'products',
  }),
  removeImage: call({
    method: 'PUT',
    path: '/products/remove_image/:id',
    tag: 'products',
    summary: 'Take the image off one of products',
    params: idParams,
    query: versionQuery,
    reply: productReplyRow,
    access: write,
    idempotent: true,
    collection: 'products',
  }),
  archive: call({
    method: 'PUT',
    path: '/products/archive_product/:id',
    tag: 'products',
    summary: 'Archive a product (kept, but no longer sold or listed by default) or bring it back',
    params: idParams,
    query: archiveQuery,
    reply: productReplyRow,
    access: write,
    idempotent: true,
    collection: 'products',
  }),
  bulkTax: call({
    method: 'POST',
    path: '/products/bulk-update-tax',
    tag: 'products',
    summary: 'Give many products one tax group (or none)',
    body: bulkTaxBody,
    reply: rowsReply(productReplyRow),
    access: write,
    idempotent: true,
    collection: 'products',
  }),
  setMaterials: call({
    method: 'POST',
    path: '/products/:id/materials',
    tag: 'products',
    summary: "Replace a product's recipe (versioned like PUT)",
    params: idParams,
    body: productMaterialsBody,
    reply: productReplyRow,
    access: write,
    idempotent: true,
    collection: 'products',
  }),
  deleteAll: call({
    method: 'DELETE',
    path: '/products/all',
    tag: 'products',
    summary: 'Delete every product of the business (administrators; restorable)',
    body: deleteAllProductsBody,
    reply: deleteAllProductsReply,
    access: 'catalogue.delete_all',
    idempotent: true,
  }),
  restoreAll: call({
    method: 'POST',
    path: '/products/restore',
    tag: 'products',
    summary: 'Bring back every product deleted at one moment (the undo of delete-all)',
    body: restoreProductsBody,
    reply: restoreProductsReply,
    access: 'catalogue.delete_all',
    idempotent: true,
  }),
  import: call({
    method: 'POST',
    path: '/import-products',
    tag: 'products',
    summary: 'Create and update products from rows (the good rows in one transaction)',
    body: importProductsBody,
    reply: importProductsReply,
    access: write,
    idempotent: true,
    collection: 'products',
  }),
};

/**
 * The categories' twins of two product calls (SPEC section 7, "Categories extra"): a new order by
 * drag and drop, and taking a category's image off, both queued (collection `categories`).
 */
export const categoryCalls = {
  bulkSortOrder: call({
    method: 'POST',
    path: '/categories/bulk-update-sort-order',
    tag: 'categories',
    summary: "Reorder categories: each row's new sort order (drag and drop)",
    body: bulkSortOrderBody,
    reply: rowsReply(categoryReplyRow),
    access: write,
    idempotent: true,
    collection: 'categories',
  }),
  removeImage: call({
    method: 'PUT',
    path: '/categories/remove_image/:id',
    tag: 'categories',
    summary: 'Take the image off one of categories',
    params: idParams,
    query: versionQuery,
    reply: categoryReplyRow,
    access: write,
    idempotent: true,
    collection: 'categories',
  }),
};

/**
 * `POST /products|modifiers|materials/match-by-name` (SPEC section 7): the ids of rows named in a
 * spreadsheet or a pasted list. A read, so it needs only the area's read permission and writes
 * nothing.
 */
export const matchByNameCalls = {
  products: call({
    method: 'POST',
    path: '/products/match-by-name',
    tag: 'products',
    summary: 'Find products by name, ignoring case, accents and spaces',
    body: matchByNameBody,
    reply: matchByNameReply,
    access: read,
  }),
  modifiers: call({
    method: 'POST',
    path: '/modifiers/match-by-name',
    tag: 'modifiers',
    summary: 'Find modifiers by name, ignoring case, accents and spaces',
    body: matchByNameBody,
    reply: matchByNameReply,
    access: read,
  }),
  materials: call({
    method: 'POST',
    path: '/materials/match-by-name',
    tag: 'materials',
    summary: 'Find materials by name, ignoring case, accents and spaces',
    body: matchByNameBody,
    reply: matchByNameReply,
    access: 'inventory.read',
  }),
};
