import { id } from '@contract/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/tables';
import { signedIn, type Access, type Auth } from '../plugins/auth';
import { errorResponses, invalidFields } from '../plugins/errors';
import {
  commitWrite,
  idempotencyHeaders,
  sendWrite,
  type WriteReply,
} from '../plugins/idempotency';
import { activeLocation, requireLocation } from '../plugins/permissions';

/** The routes every supply document has alike: read one by id, and write one by id. */

export const idParams = z.object({ id });
export const locQuery = z.object({ loc: z.string().max(64).optional() });

/** The location a call acts for: `loc`, else the caller's own; one is needed (else 400). */
export function actingLocation(auth: Auth, loc: string | undefined): string {
  const acting = activeLocation(auth, loc);
  if (!acting) throw invalidFields({ loc: 'required' });
  return acting;
}

interface RouteSpec<Row extends z.ZodType> {
  tags: string[];
  summary: string;
  description?: string;
  /** The document as replies carry it. */
  row: Row;
  access: Access;
}

/** `GET <path>` (with `:id`): one document, as `read` answers it to the signed-in caller. */
export function readOneRoute<Row extends z.ZodType>(
  api: FastifyInstance,
  path: string,
  spec: RouteSpec<Row>,
  read: (auth: Auth, id: string) => Promise<z.output<Row>>,
): void {
  // The schemas are generic here, so the type provider cannot resolve them: the request is read
  // through the validated params instead.
  api.get(
    path,
    {
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        ...(spec.description ? { description: spec.description } : {}),
        params: idParams,
        response: { 200: spec.row, ...errorResponses },
      },
      config: { access: spec.access },
    },
    async (request) => read(signedIn(request), idParams.parse(request.params).id),
  );
}

/**
 * A write on one document by id (`:id` in `path`): one transaction, idempotent on
 * `Idempotency-Key`, answering the document row. A missing body is an empty one (`emptyBody`).
 */
export function writeOneRoute<Row extends z.ZodType, Body extends z.ZodType>(
  api: FastifyInstance,
  method: 'post' | 'put' | 'delete',
  path: string,
  spec: RouteSpec<Row> & { body?: Body; emptyBody?: z.input<Body> },
  write: (
    trx: Kysely<Database>,
    auth: Auth,
    id: string,
    body: z.output<Body>,
  ) => Promise<WriteReply>,
): void {
  const { emptyBody } = spec;
  api.route({
    method,
    url: path,
    schema: {
      tags: spec.tags,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      params: idParams,
      headers: idempotencyHeaders,
      ...(spec.body ? { body: spec.body } : {}),
      response: { 200: spec.row, ...errorResponses },
    },
    config: { access: spec.access, idempotent: true },
    ...(emptyBody === undefined
      ? {}
      : {
          preValidation: async (request: FastifyRequest) => {
            request.body ??= emptyBody;
          },
        }),
    handler: async (request, reply) => {
      const auth = signedIn(request);
      const result = await commitWrite(request, (trx) =>
        // The body schema validated (and transformed) the body before this handler runs.
        write(trx, auth, idParams.parse(request.params).id, request.body as z.output<Body>),
      );
      return sendWrite(reply, result);
    },
  });
}

/**
 * `POST <path>?loc=`: a document made at the location the caller acts for (`loc`, else their own),
 * in one transaction, idempotent on its id and on `Idempotency-Key`.
 */
export function createAtLocationRoute<Row extends z.ZodType, Body extends z.ZodType>(
  api: FastifyInstance,
  path: string,
  spec: RouteSpec<Row> & { body: Body },
  create: (
    trx: Kysely<Database>,
    auth: Auth,
    loc: string,
    body: z.output<Body>,
  ) => Promise<WriteReply>,
): void {
  api.post(
    path,
    {
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        ...(spec.description ? { description: spec.description } : {}),
        querystring: locQuery,
        headers: idempotencyHeaders,
        body: spec.body,
        response: { 200: spec.row, 201: spec.row, ...errorResponses },
      },
      config: { access: spec.access, idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const loc = actingLocation(auth, locQuery.parse(request.query).loc);
      requireLocation(auth, loc);
      const result = await commitWrite(request, (trx) =>
        // The body schema validated (and transformed) the body before this handler runs.
        create(trx, auth, loc, request.body as z.output<Body>),
      );
      return sendWrite(reply, result);
    },
  );
}
