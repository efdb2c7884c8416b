import { id } from '@contract/common';
import { createSchema, resourceList, rowSchema, updateSchema } from '@contract/registry';
import { listReply } from '@contract/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../plugins/auth';
import { errorResponses, notFound } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { permissionOf, readAccessOf, requireLocation } from '../plugins/permissions';
import { listQueryOf, listRows } from './list';
import { findRow } from './store';
import { createRow, deleteRow, restoreRow, updateRow } from './write';

const idParams = z.object({ id });
const createQuery = z.object({
  loc: z.string().max(64).optional().describe('Location of the new row when the body has none'),
});
const versionQuery = z.object({
  version: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('The version the client saw; a stale one answers 409'),
});

/**
 * One implementation for every entry of `contract/registry.ts`: list, get, create, update and delete
 * at `/api/<path>`, and restore of a deleted row at `/api/<path>/<id>/restore`. Reads need
 * `<area>.read`, writes `<area>.write`; row access (`resources/access.ts`) is checked per row.
 */
export function registerResourceRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  for (const def of resourceList) {
    const row = rowSchema(def);
    const read = readAccessOf(def);
    const write = permissionOf(def.area, 'write');
    const tags = [def.collection];
    const base = `/${def.path}`;
    const context = (request: Parameters<typeof signedIn>[0]) => ({
      dialect: request.server.database.dialect,
      auth: signedIn(request),
    });

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `List ${def.collection}`,
          querystring: listQueryOf(def),
          response: { 200: listReply(row), ...errorResponses },
        },
        config: { access: read },
      },
      (request) => listRows(request.server.database.db, def, signedIn(request), request.query),
    );

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Get one of ${def.collection}`,
          params: idParams,
          response: { 200: row, ...errorResponses },
        },
        config: { access: read },
      },
      async (request) => {
        const auth = signedIn(request);
        const found = await findRow(
          request.server.database.db,
          def,
          auth.customerId,
          request.params.id,
        );
        if (!found || found.deleted_at !== null) throw notFound();
        if (found.location_id) requireLocation(auth, found.location_id);
        return found;
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: `Create one of ${def.collection}`,
          querystring: createQuery,
          headers: idempotencyHeaders,
          body: createSchema(def),
          response: { 201: row, ...errorResponses },
        },
        config: { access: write, idempotent: true },
      },
      async (request, reply) => {
        const result = await commitWrite(request, (trx) =>
          createRow({ trx, ...context(request) }, def, request.body, request.query.loc),
        );
        return sendWrite(reply, result);
      },
    );

    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Change one of ${def.collection}`,
          params: idParams,
          headers: idempotencyHeaders,
          body: updateSchema(def),
          response: { 200: row, ...errorResponses },
        },
        config: { access: write, idempotent: true },
      },
      async (request, reply) => {
        const result = await commitWrite(request, (trx) =>
          updateRow({ trx, ...context(request) }, def, request.params.id, request.body),
        );
        return sendWrite(reply, result);
      },
    );

    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Delete one of ${def.collection} (kept as a tombstone for sync)`,
          params: idParams,
          querystring: versionQuery,
          headers: idempotencyHeaders,
          response: { 200: row, ...errorResponses },
        },
        config: { access: write, idempotent: true },
      },
      async (request, reply) => {
        const result = await commitWrite(request, (trx) =>
          deleteRow({ trx, ...context(request) }, def, request.params.id, request.query.version),
        );
        return sendWrite(reply, result);
      },
    );

    app.post(
      `${base}/:id/restore`,
      {
        schema: {
          tags,
          summary: `Bring back a deleted one of ${def.collection}`,
          params: idParams,
          querystring: versionQuery,
          headers: idempotencyHeaders,
          response: { 200: row, ...errorResponses },
        },
        config: { access: write, idempotent: true },
      },
      async (request, reply) => {
        const result = await commitWrite(request, (trx) =>
          restoreRow({ trx, ...context(request) }, def, request.params.id, request.query.version),
        );
        return sendWrite(reply, result);
      },
    );
  }
}
