import { isPermission } from '@contract/access';
import { requiredText } from '@contract/common';
import { permissionInfo, permissionsReply } from '@contract/replies';
import { customPermissionKey, customPermissionUpdateBody } from '@contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../plugins/auth';
import { errorResponses, invalidFields, notFound } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import {
  allPermissions,
  builtInRefused,
  createPermission,
  deletePermission,
  findPermission,
  updatePermission,
} from '../people/customPermissions';

const keyParams = z.object({ key: z.string().max(100) });
/** The key is checked in the handler, so a built-in one hears that it is built in, not malformed. */
const createBody = z
  .object({ key: z.string().trim().max(100), description: requiredText(300) })
  .strict();

/**
 * Permissions (issue 13): the built-in ones are part of the product (`contract/access.ts`) and are
 * only read; a business adds its own for till features as `till.<name>`, which the till reads with
 * the user's profile (their role's and their own permissions include them).
 */
export function registerPermissionRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['permissions'];
  const customerOf = (request: FastifyRequest) => signedIn(request).customerId;
  // Before the body is validated: a change to a built-in permission hears why, whatever it sends.
  const refuseBuiltIn = async (request: FastifyRequest) => {
    const { key } = (request.params ?? {}) as { key?: unknown };
    const { key: bodyKey } = (request.body ?? {}) as { key?: unknown };
    const named = typeof key === 'string' ? key : typeof bodyKey === 'string' ? bodyKey.trim() : '';
    if (isPermission(named)) throw builtInRefused();
  };

  app.get(
    '/permissions',
    {
      schema: {
        tags,
        summary: 'Every permission with its area and description, built-in ones first',
        response: { 200: permissionsReply, ...errorResponses },
      },
      config: { access: 'people.read' },
    },
    async (request) => ({
      data: await allPermissions(request.server.database.db, customerOf(request)),
    }),
  );

  app.get(
    '/permissions/:key',
    {
      schema: {
        tags,
        summary: 'One permission',
        params: keyParams,
        response: { 200: permissionInfo, ...errorResponses },
      },
      config: { access: 'people.read' },
    },
    async (request) => {
      const found = await findPermission(
        request.server.database.db,
        customerOf(request),
        request.params.key,
      );
      if (!found) throw notFound('Permission');
      return found;
    },
  );

  app.post(
    '/permissions',
    {
      schema: {
        tags,
        summary: 'Add a permission for a till feature: key `till.<name>`, with a description',
        headers: idempotencyHeaders,
        body: createBody,
        response: { 201: permissionInfo, ...errorResponses },
      },
      config: { access: 'people.write', idempotent: true },
      preValidation: refuseBuiltIn,
    },
    async (request, reply) => {
      const { key, description } = request.body;
      if (!customPermissionKey.safeParse(key).success) throw invalidFields({ key: 'format' });
      const result = await commitWrite(request, async (trx) => ({
        status: 201,
        body: await createPermission(trx, customerOf(request), { key, description }),
      }));
      return sendWrite(reply, result);
    },
  );

  app.put(
    '/permissions/:key',
    {
      schema: {
        tags,
        summary: "Change a business permission's description (built-in ones cannot change)",
        params: keyParams,
        headers: idempotencyHeaders,
        body: customPermissionUpdateBody,
        response: { 200: permissionInfo, ...errorResponses },
      },
      config: { access: 'people.write', idempotent: true },
      preValidation: refuseBuiltIn,
    },
    async (request, reply) => {
      const result = await commitWrite(request, async (trx) => ({
        status: 200,
        body: await updatePermission(
          trx,
          customerOf(request),
          request.params.key,
          request.body.description,
        ),
      }));
      return sendWrite(reply, result);
    },
  );

  app.delete(
    '/permissions/:key',
    {
      schema: {
        tags,
        summary: 'Delete a business permission no role or user holds (built-in ones cannot go)',
        params: keyParams,
        headers: idempotencyHeaders,
        response: { 204: z.undefined(), ...errorResponses },
      },
      config: { access: 'people.write', idempotent: true },
      preValidation: refuseBuiltIn,
    },
    async (request, reply) => {
      await commitWrite(request, async (trx) => {
        await deletePermission(trx, customerOf(request), request.params.key);
        return { status: 204, body: null };
      });
      return reply.code(204).send();
    },
  );
}
