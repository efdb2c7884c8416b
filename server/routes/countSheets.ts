import { id } from '@contract/common';
import { createSchema, resources, rowSchema, updateSchema } from '@contract/registry';
import { listReply } from '@contract/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../plugins/auth';
import { errorResponses, notFound } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { requireLocation } from '../plugins/permissions';
import { listQueryOf, listRows } from '../resources/list';
import { findRow } from '../resources/store';
import { createRow, deleteRow, updateRow } from '../resources/write';

const def = resources.countSheets;
const tags = [def.collection];
const base = '/inventory-count-sheets';
const row = rowSchema(def);
const idParams = z.object({ id });

/**
 * SPEC section 7's names for count sheets. They are the registry resource `countSheets` (whose own
 * routes at `/inventory-count-sheets` the app writes through) under other paths: same checks, same
 * rows, same change log.
 */
export function registerCountSheetRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const context = (request: Parameters<typeof signedIn>[0]) => ({
    dialect: request.server.database.dialect,
    auth: signedIn(request),
  });

  app.get(
    `${base}/sheets`,
    {
      schema: {
        tags,
        summary: 'Count sheets of a location (as GET /inventory-count-sheets)',
        querystring: listQueryOf(def),
        response: { 200: listReply(row), ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    (request) => listRows(request.server.database.db, def, signedIn(request), request.query),
  );

  app.get(
    `${base}/sheets-by-id`,
    {
      schema: {
        tags,
        summary: 'One count sheet (as GET /inventory-count-sheets/{id})',
        querystring: z.object({ id }),
        response: { 200: row, ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      const found = await findRow(
        request.server.database.db,
        def,
        auth.customerId,
        request.query.id,
      );
      if (!found || found.deleted_at !== null) throw notFound();
      if (found.location_id) requireLocation(auth, found.location_id);
      return found;
    },
  );

  app.post(
    `${base}/create-sheet`,
    {
      schema: {
        tags,
        summary: 'Create a count sheet (as POST /inventory-count-sheets)',
        querystring: z.object({ loc: z.string().max(64).optional() }),
        headers: idempotencyHeaders,
        body: createSchema(def),
        response: { 201: row, ...errorResponses },
      },
      config: { access: 'inventory.write', idempotent: true },
    },
    async (request, reply) => {
      const result = await commitWrite(request, (trx) =>
        createRow({ trx, ...context(request) }, def, request.body, request.query.loc),
      );
      return sendWrite(reply, result);
    },
  );

  app.put(
    `${base}/update-sheet/:id`,
    {
      schema: {
        tags,
        summary: 'Change a count sheet (as PUT /inventory-count-sheets/{id})',
        params: idParams,
        headers: idempotencyHeaders,
        body: updateSchema(def),
        response: { 200: row, ...errorResponses },
      },
      config: { access: 'inventory.write', idempotent: true },
    },
    async (request, reply) => {
      const result = await commitWrite(request, (trx) =>
        updateRow({ trx, ...context(request) }, def, request.params.id, request.body),
      );
      return sendWrite(reply, result);
    },
  );

  app.delete(
    `${base}/delete-sheet/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a count sheet (as DELETE /inventory-count-sheets/{id})',
        params: idParams,
        headers: idempotencyHeaders,
        response: { 200: row, ...errorResponses },
      },
      config: { access: 'inventory.write', idempotent: true },
    },
    async (request, reply) => {
      const result = await commitWrite(request, (trx) =>
        deleteRow({ trx, ...context(request) }, def, request.params.id, undefined),
      );
      return sendWrite(reply, result);
    },
  );
}
