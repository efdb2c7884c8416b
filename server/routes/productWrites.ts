import {
  archiveQuery,
  bulkSortOrderBody,
  bulkTaxBody,
  productMaterialsBody,
  rowsReply,
} from '@contract/catalogueCalls';
import { id } from '@contract/common';
import { resources, rowSchema, type ResourceDef } from '@contract/registry';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/tables';
import { signedIn } from '../plugins/auth';
import { ApiError, errorResponses } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { bulkPatch } from '../resources/bulk';
import { checkReferences } from '../resources/checks';
import { patchRow, updateRow, type WriteContext } from '../resources/write';

const products = resources.products;
const idParams = z.object({ id });
const versionQuery = z.object({
  version: z.coerce.number().int().min(1).optional().describe('A stale version answers 409'),
});
const write = { access: 'catalogue.write', idempotent: true } as const;
/** 5,000 items of `{ id, sort_order }` are about 300 kB; a little room beyond. */
const BULK_BODY_LIMIT = 2 * 1024 * 1024;

const contextOf = (request: FastifyRequest, trx: Transaction<Database>): WriteContext => ({
  trx,
  dialect: request.server.database.dialect,
  auth: signedIn(request),
});

/** Errors about the stored `recipe` named by the body's `lines`, which is what the client sent. */
async function withBodyPaths<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ApiError && error.extras.fields) {
      const fields = Object.fromEntries(
        Object.entries(error.extras.fields).map(([k, v]) => [k.replace(/^recipe\b/, 'lines'), v]),
      );
      throw new ApiError(error.status, error.code, error.message, { ...error.extras, fields });
    }
    throw error;
  }
}

/** Writes of the products and categories screens beyond the generic create, update and delete. */
export function registerProductWriteRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  for (const def of [products, resources.categories] as ResourceDef[]) {
    const tags = [def.collection];
    const row = rowSchema(def);

    app.post(
      `/${def.path}/bulk-update-sort-order`,
      {
        bodyLimit: BULK_BODY_LIMIT,
        schema: {
          tags,
          summary: `Reorder ${def.collection}: each row's new sort order (drag and drop)`,
          headers: idempotencyHeaders,
          body: bulkSortOrderBody,
          response: { 200: rowsReply(row), ...errorResponses },
        },
        config: write,
      },
      async (request, reply) => {
        const result = await commitWrite(request, async (trx) => {
          const patches = request.body.items.map((item) => ({
            id: item.id,
            changes: { sort_order: item.sort_order },
          }));
          const rows = await bulkPatch(
            contextOf(request, trx),
            def,
            patches,
            (i) => `items.${i}.id`,
          );
          return { status: 200, body: { data: rows } };
        });
        return sendWrite(reply, result);
      },
    );

    app.put(
      `/${def.path}/remove_image/:id`,
      {
        schema: {
          tags,
          summary: `Take the image off one of ${def.collection}`,
          params: idParams,
          querystring: versionQuery,
          headers: idempotencyHeaders,
          response: { 200: row, ...errorResponses },
        },
        config: write,
      },
      async (request, reply) => {
        const result = await commitWrite(request, (trx) =>
          patchRow(
            contextOf(request, trx),
            def,
            request.params.id,
            { image_url: '' },
            request.query.version,
          ),
        );
        return sendWrite(reply, result);
      },
    );
  }

  const tags = ['products'];
  const productRow = rowSchema(products);

  app.put(
    '/products/archive_product/:id',
    {
      schema: {
        tags,
        summary:
          'Archive a product (kept, but no longer sold or listed by default) or bring it back',
        params: idParams,
        querystring: archiveQuery,
        headers: idempotencyHeaders,
        response: { 200: productRow, ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
      const result = await commitWrite(request, (trx) =>
        patchRow(
          contextOf(request, trx),
          products,
          request.params.id,
          { is_archived: request.query.is_archive },
          request.query.version,
        ),
      );
      return sendWrite(reply, result);
    },
  );

  app.post(
    '/products/bulk-update-tax',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Give many products one tax group (or none)',
        headers: idempotencyHeaders,
        body: bulkTaxBody,
        response: { 200: rowsReply(productRow), ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
      const { product_ids: ids, tax_group_id: taxGroupId } = request.body;
      const result = await commitWrite(request, async (trx) => {
        const context = contextOf(request, trx);
        await checkReferences(trx, products, context.auth.customerId, {
          tax_group_id: taxGroupId,
        });
        const patches = ids.map((pid) => ({ id: pid, changes: { tax_group_id: taxGroupId } }));
        const rows = await bulkPatch(context, products, patches, (i) => `product_ids.${i}`);
        return { status: 200, body: { data: rows } };
      });
      return sendWrite(reply, result);
    },
  );

  app.post(
    '/products/:id/materials',
    {
      schema: {
        tags,
        summary: "Replace a product's recipe (versioned like PUT)",
        params: idParams,
        headers: idempotencyHeaders,
        body: productMaterialsBody,
        response: { 200: productRow, ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
      const { lines, version } = request.body;
      const result = await commitWrite(request, (trx) =>
        withBodyPaths(
          updateRow(contextOf(request, trx), products, request.params.id, {
            recipe: lines,
            version,
          }),
        ),
      );
      return sendWrite(reply, result);
    },
  );
}
