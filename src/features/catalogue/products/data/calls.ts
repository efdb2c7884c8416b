import { pathOf } from '@contract/call';
import { pluCheckReply, productCalls, type BulkTaxBody } from '@contract/catalogueCalls';
import { uploadCalls } from '@contract/uploads';
import type { ImageCalls } from '@/components/entity/ImageInput';
import type { ApiClient } from '@/data/api';
import { callServer, queuedCall } from '@/data/calls';
import type { LocalRow } from '@/data/db';

/**
 * The product calls beyond the generic ones (SPEC section 7, "Products"), called by their
 * declarations (contract/catalogueCalls.ts `productCalls`). Bulk calls, the archive and image
 * removal go through the local writer's outbox; the others (PLU check, recently deleted, restore,
 * delete all) are made online only; the image upload waits in the outbox at the resolved path of
 * `uploadCalls.productImage`.
 */

/** `POST /products/bulk-update-tax`: the products and the tax group they all get. */
export const bulkTaxBody = (ids: readonly string[], taxGroupId: string | null): BulkTaxBody => ({
  product_ids: [...ids],
  tax_group_id: taxGroupId,
});

/** The queued bulk tax call for these products, at the path devices already queue it under. */
export const bulkTaxCall = (ids: readonly string[], taxGroupId: string | null) =>
  queuedCall(productCalls.bulkTax, { body: bulkTaxBody(ids, taxGroupId) });

/** The queued archive call of one product (`?is_archive=1`, or `0` to bring it back), no body. */
export function archiveCall(id: string, archived: boolean) {
  const { method, path } = queuedCall(productCalls.archive, {
    params: { id },
    query: { is_archive: archived ? '1' : '0' },
  });
  return { method, path };
}

/** The image calls, in the shape the shared `ImageInput` takes. */
export const productImageCalls: ImageCalls = {
  upload: (id) => pathOf(uploadCalls.productImage, { id }),
  remove: (id) => {
    const { method, path } = queuedCall(productCalls.removeImage, { params: { id }, query: {} });
    return { method, path };
  },
};

/** Products lately changed on the server, deleted ones included (the generic list). */
export async function recentProducts(
  api: ApiClient,
  limit: number,
  signal?: AbortSignal,
): Promise<{ data: LocalRow[] }> {
  const reply = await callServer(
    api,
    productCalls.list,
    { query: { include_deleted: '1', sort: '-updated_at', limit } },
    { signal },
  );
  return { data: reply.data as LocalRow[] };
}

/** Brings one deleted product back (the generic resource's restore). */
export const restoreProduct = (api: ApiClient, id: string) =>
  callServer(api, productCalls.restore, { params: { id }, query: {} });

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
