import { id, rowVersionQuery, type ListQuery } from '@contract/common';
import {
  createSchema,
  replyRowSchema,
  resourceCreateQuery,
  resourceList,
  updateSchema,
  type ResourceDef,
} from '@contract/registry';
import { listReply } from '@contract/replies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../plugins/auth';
import { ApiError, errorResponses, notFound } from '../plugins/errors';
import {
  commitWrite,
  idempotencyHeaders,
  sendWrite,
  type WriteReply,
} from '../plugins/idempotency';
import { permissionOf, readAccessOf, requireLocation } from '../plugins/permissions';
import { listQueryOf, listRows } from './list';
import { findRow, rowForCaller } from './store';
import { createRow, deleteRow, restoreRow, updateRow } from './write';

const idParams = z.object({ id });

/**
 * Resources whose `GET /<path>/:id` is answered by their own routes (materials add stock at `loc`, CRM
 * customers their visits and spend).
 */
const ownGet = new Set(['materials', 'crmCustomers']);

/**
 * Resources whose create, change and delete are calls declared in the contract, served by their
 * slice with the functions below (roles: `roleCalls`, server/people/roles/routes.ts).
 */
const ownWrites = new Set(['roles']);

/**
 * Resources whose list and restore are declared calls (contract/callIndex.ts), served by their
 * slice with these same handlers (`listHandler`, `restoreHandler`): products.
 */
const declared = new Set(['products']);

/** A 409's current row without the fields the caller may not see. */
const conflictFor =
  (def: ResourceDef, auth: ReturnType<typeof signedIn>) =>
  (error: unknown): never => {
    if (error instanceof ApiError && error.extras.current) {
      const current = rowForCaller(
        def,
        auth.grant,
        error.extras.current as Record<string, unknown>,
      );
      throw new ApiError(error.status, error.code, error.message, { ...error.extras, current });
    }
    throw error;
  };

/** A write's reply without the fields the caller may not see (registry `hiddenWithout`). */
const replyFor =
  (def: ResourceDef, auth: ReturnType<typeof signedIn>) =>
  (reply: WriteReply): WriteReply => ({
    ...reply,
    body: rowForCaller(def, auth.grant, reply.body as Record<string, unknown>),
  });
const createQuery = resourceCreateQuery;
/** SPEC section 7: `POST /materials?is_prepared=1` creates a prepared material (type SR). */
const materialCreateQuery = createQuery.extend({
  is_prepared: z
    .enum(['0', '1'])
    .optional()
    .describe('1: a prepared material (is_prepared, type SR)'),
});
const presetsOf = (collection: string, query: object) =>
  collection === 'materials' && 'is_prepared' in query && query.is_prepared === '1'
    ? { is_prepared: true, type: 'SR' }
    : {};
const versionQuery = rowVersionQuery;

const contextOf = (request: FastifyRequest) => ({
  dialect: request.server.database.dialect,
  auth: signedIn(request),
});

/**
 * A write to a row of a resource in one transaction (with `Idempotency-Key`): the row as its caller
 * may see it, or the conflict explained.
 */
const writeResourceRow = (
  request: FastifyRequest,
  def: ResourceDef,
  write: (context: Parameters<typeof createRow>[0]) => ReturnType<typeof createRow>,
): ReturnType<typeof commitWrite> =>
  commitWrite(request, (trx) =>
    write({ trx, ...contextOf(request) }).then(
      replyFor(def, signedIn(request)),
      conflictFor(def, signedIn(request)),
    ),
  );

/** Creates a row of a resource (`writeResourceRow`). */
export const createResourceRow = (
  request: FastifyRequest,
  def: ResourceDef,
  body: Record<string, unknown>,
  loc: string | undefined,
): ReturnType<typeof commitWrite> =>
  writeResourceRow(request, def, (context) => createRow(context, def, body, loc));

/** Changes a row of a resource (`writeResourceRow`). */
export const updateResourceRow = (
  request: FastifyRequest,
  def: ResourceDef,
  id: string,
  body: Record<string, unknown>,
): ReturnType<typeof commitWrite> =>
  writeResourceRow(request, def, (context) => updateRow(context, def, id, body));

/** Deletes a row of a resource, a tombstone for sync (`writeResourceRow`). */
export const deleteResourceRow = (
  request: FastifyRequest,
  def: ResourceDef,
  id: string,
  version: number | undefined,
): ReturnType<typeof commitWrite> =>
  writeResourceRow(request, def, (context) => deleteRow(context, def, id, version));

/**
 * One implementation for every entry of `contract/registry.ts`: list, get, create, update and delete
 * at `/api/<path>`, and restore of a deleted row at `/api/<path>/<id>/restore`. Reads need
 * `<area>.read`, writes `<area>.write`; row access (`resources/access.ts`) is checked per row.
 */
export function registerResourceRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  for (const def of resourceList) {
    const row = replyRowSchema(def);
    const read = readAccessOf(def);
    const write = permissionOf(def.area, 'write');
    const tags = [def.collection];
    const base = `/${def.path}`;

    if (!declared.has(def.collection))
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
        listHandler(def),
      );

    if (!ownGet.has(def.collection))
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
          return rowForCaller(def, auth.grant, found);
        },
      );

    if (!ownWrites.has(def.collection)) {
      app.post(
        base,
        {
          schema: {
            tags,
            summary: `Create one of ${def.collection}`,
            querystring: def.collection === 'materials' ? materialCreateQuery : createQuery,
            headers: idempotencyHeaders,
            body: createSchema(def),
            response: { 201: row, ...errorResponses },
          },
          config: { access: write, idempotent: true },
        },
        async (request, reply) => {
          const body = { ...request.body, ...presetsOf(def.collection, request.query) };
          return sendWrite(reply, await createResourceRow(request, def, body, request.query.loc));
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
        async (request, reply) =>
          sendWrite(reply, await updateResourceRow(request, def, request.params.id, request.body)),
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
        async (request, reply) =>
          sendWrite(
            reply,
            await deleteResourceRow(request, def, request.params.id, request.query.version),
          ),
      );
    }

    if (!declared.has(def.collection))
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
        restoreHandler(def),
      );
  }
}

/** A resource's list: the rows the caller may see, filtered, sorted and paged (`GET /<path>`). */
export const listHandler =
  (def: ResourceDef) =>
  (request: FastifyRequest<{ Querystring: ListQuery & Record<string, unknown> }>) =>
    listRows(request.server.database.db, def, signedIn(request), request.query);

/** Brings back a deleted row of a resource (`POST /<path>/:id/restore`), versioned like a write. */
export const restoreHandler =
  (def: ResourceDef) =>
  async (
    request: FastifyRequest<{ Params: { id: string }; Querystring: { version?: number } }>,
    reply: FastifyReply,
  ) => {
    const result = await commitWrite(request, (trx) =>
      restoreRow(
        { trx, ...contextOf(request) },
        def,
        request.params.id,
        request.query.version,
      ).then(replyFor(def, signedIn(request)), conflictFor(def, signedIn(request))),
    );
    return sendWrite(reply, result);
  };
