import { categoryCalls, productCalls } from '@contract/catalogueCalls';
import { resources, type ResourceDef } from '@contract/registry';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { ApiError } from '../../plugins/errors';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import { bulkPatch } from '../../resources/bulk';
import { checkReferences } from '../../resources/checks';
import { restoreHandler } from '../../resources/routes';
import { patchRow, updateRow, type WriteContext } from '../../resources/write';

const products = resources.products;
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

/** The sort-order and image calls products and categories share, each declared for its own. */
function serveOrderAndImage(
  app: FastifyInstance,
  def: ResourceDef,
  calls: typeof productCalls | typeof categoryCalls,
): void {
  serveCall(
    app,
    calls.bulkSortOrder,
    async (request, reply) => {
      const result = await commitWrite(request, async (trx) => {
        const patches = request.body.items.map((item) => ({
          id: item.id,
          changes: { sort_order: item.sort_order },
        }));
        const rows = await bulkPatch(contextOf(request, trx), def, patches, (i) => `items.${i}.id`);
        return { status: 200, body: { data: rows } };
      });
      return sendWrite(reply, result);
    },
    { bodyLimit: BULK_BODY_LIMIT },
  );

  serveCall(app, calls.removeImage, async (request, reply) => {
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
  });
}

/**
 * Writes of the products and categories screens beyond the generic create, update and delete,
 * declared in contract/catalogueCalls.ts (`productCalls`, `categoryCalls`).
 */
export function registerProductWriteRoutes(app: FastifyInstance): void {
  serveOrderAndImage(app, products, productCalls);
  serveOrderAndImage(app, resources.categories, categoryCalls);
  // The generic resource's restore, declared for the recently deleted products the app brings back.
  serveCall(app, productCalls.restore, restoreHandler(products));

  serveCall(app, productCalls.archive, async (request, reply) => {
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
  });

  serveCall(
    app,
    productCalls.bulkTax,
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
    { bodyLimit: BULK_BODY_LIMIT },
  );

  serveCall(app, productCalls.setMaterials, async (request, reply) => {
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
  });
}
