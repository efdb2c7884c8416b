import { pluCheckReply, type BulkTaxBody } from '@contract/catalogueCalls';

/**
 * The product calls beyond the generic ones (SPEC section 7, "Products"), in one place. Paths are
 * under /api. Bulk calls and uploads go through the local writer's outbox; the others (PLU check,
 * recently deleted, restore, delete all) are made online only.
 */
export const productCalls = {
  pluCheck: '/products/unique-verification-plu',
  bulkTax: '/products/bulk-update-tax',
  bulkSortOrder: '/products/bulk-update-sort-order',
  removeImage: (id: string) => `/products/remove_image/${id}`,
  uploadImage: (id: string) => `/products/${id}/upload-image`,
  archive: (id: string, archived: boolean) =>
    `/products/archive_product/${id}?is_archive=${archived ? 1 : 0}`,
  restore: (id: string) => `/products/${id}/restore`,
  restoreAll: '/products/restore',
  deleteAll: '/products/all',
} as const;

/** `POST /products/bulk-update-tax`: the products and the tax group they all get. */
export const bulkTaxBody = (ids: readonly string[], taxGroupId: string | null): BulkTaxBody => ({
  product_ids: [...ids],
  tax_group_id: taxGroupId,
});

/** The image calls, in the shape the shared `ImageInput` takes. */
export const productImageCalls = {
  upload: productCalls.uploadImage,
  remove: (id: string) => ({ method: 'PUT' as const, path: productCalls.removeImage(id) }),
};

/** What `GET /products/unique-verification-plu` says, read leniently: unique, or the product using it. */
export interface PluReply {
  unique: boolean;
  /** Name of the product already using the PLU, when the server says. */
  name: string | null;
}

export function readPluReply(body: unknown): PluReply | null {
  const stated = pluCheckReply.safeParse(body);
  if (stated.success)
    return { unique: stated.data.available, name: stated.data.used_by?.name ?? null };
  if (typeof body !== 'object' || body === null) return null;
  const reply = body as Record<string, unknown>;
  const product = (reply.product ?? reply.data) as Record<string, unknown> | null | undefined;
  const name =
    typeof product?.name === 'string'
      ? product.name
      : typeof reply.name === 'string'
        ? reply.name
        : null;
  for (const key of ['unique', 'is_unique', 'available'])
    if (typeof reply[key] === 'boolean') return { unique: reply[key], name };
  for (const key of ['exists', 'duplicate', 'taken'])
    if (typeof reply[key] === 'boolean') return { unique: !reply[key], name };
  return null;
}
