import { IMAGE_MAX_BYTES } from '@contract/catalogueCalls';
import { id } from '@contract/common';
import {
  assignRoleBody,
  effectivePermissionsReply,
  userCreateBody,
  userPermissionsBody,
  userPermissionsReply,
  userRecord,
  usersFindQuery,
  usersFindReply,
  usersQuery,
  usersReply,
  userUpdateBody,
} from '@contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { registerUploadScope, uploadBody } from '../plugins/uploads';
import { requireImage, storeFile } from '../resources/files';
import { effectivePermissions, findUsers, listUsers } from '../people/userReads';
import {
  createUser,
  deleteUser,
  reachableUser,
  updateUser,
  type UserWriteContext,
} from '../people/userWrites';

const idParams = z.object({ id });
const tags = ['users'];
const read = { access: 'people.read' } as const;
const write = { access: 'people.write', idempotent: true } as const;

const contextOf = (request: FastifyRequest) => ({
  dialect: request.server.database.dialect,
  auth: signedIn(request),
});

/**
 * The users of a business (issue 13, SPEC section 7 "Users"). Every write goes through the rules of
 * people/rules.ts: no one gives more than they hold, a business keeps an administrator, and a change
 * of what a user may do or where ends their sessions. A location-limited manager sees only the users
 * within their locations; any other user is a 404, as is another business's.
 */
export async function registerUserRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();

  /** A write in one transaction (with `Idempotency-Key`), replying with the user as it is now. */
  const writeUser = (
    request: FastifyRequest,
    status: number,
    work: (ctx: UserWriteContext) => Promise<unknown>,
  ) =>
    commitWrite(request, async (trx) => ({
      status,
      body: await work({ trx, ...contextOf(request) }),
    }));

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'The users of the business, paged',
        querystring: usersQuery,
        response: { 200: usersReply, ...errorResponses },
      },
      config: read,
    },
    async (request) => listUsers(request.server.database.db, signedIn(request), request.query),
  );

  app.get(
    '/users-find',
    {
      schema: {
        tags,
        summary: 'A few active users whose name or email contains `q`, for pickers',
        querystring: usersFindQuery,
        response: { 200: usersFindReply, ...errorResponses },
      },
      config: read,
    },
    async (request) => ({
      data: await findUsers(
        request.server.database.db,
        signedIn(request),
        request.query.q,
        request.query.limit,
      ),
    }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'One user',
        params: idParams,
        response: { 200: userRecord, ...errorResponses },
      },
      config: read,
    },
    async (request) =>
      reachableUser(request.server.database.db, signedIn(request), request.params.id),
  );

  app.get(
    '/users/permissions/:id',
    {
      schema: {
        tags,
        summary: "A user's effective permissions and modules, each with where it comes from",
        params: idParams,
        response: { 200: effectivePermissionsReply, ...errorResponses },
      },
      config: read,
    },
    async (request) => {
      const { db } = request.server.database;
      const auth = signedIn(request);
      return effectivePermissions(db, auth, await reachableUser(db, auth, request.params.id));
    },
  );

  app.get(
    '/user-permissions/:id',
    {
      schema: {
        tags,
        summary: "A user's own permissions, on top of their role's",
        params: idParams,
        response: { 200: userPermissionsReply, ...errorResponses },
      },
      config: read,
    },
    async (request) => {
      const { db } = request.server.database;
      const user = await reachableUser(db, signedIn(request), request.params.id);
      return { user_id: user.id, permissions: user.permissions };
    },
  );

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Create a user (a password is required; a till PIN is optional)',
        headers: idempotencyHeaders,
        body: userCreateBody,
        response: { 201: userRecord, ...errorResponses },
      },
      config: write,
    },
    async (request, reply) =>
      sendWrite(reply, await writeUser(request, 201, (ctx) => createUser(ctx, request.body))),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary:
          'Change a user; a new password, role, locations, modules, permissions or active flag ends their sessions',
        params: idParams,
        headers: idempotencyHeaders,
        body: userUpdateBody,
        response: { 200: userRecord, ...errorResponses },
      },
      config: write,
    },
    async (request, reply) =>
      sendWrite(
        reply,
        await writeUser(request, 200, (ctx) => updateUser(ctx, request.params.id, request.body)),
      ),
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user: they can no longer sign in, and reports still name them',
        params: idParams,
        headers: idempotencyHeaders,
        response: { 204: z.undefined(), ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
      await writeUser(request, 204, (ctx) => deleteUser(ctx, request.params.id));
      return reply.code(204).send();
    },
  );

  app.post(
    '/users/assign-role',
    {
      schema: {
        tags,
        summary: 'Give a user a role (or none); their sessions end',
        headers: idempotencyHeaders,
        body: assignRoleBody,
        response: { 200: userRecord, ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
      const { user_id, role_id } = request.body;
      return sendWrite(
        reply,
        await writeUser(request, 200, (ctx) => updateUser(ctx, user_id, { role_id })),
      );
    },
  );

  app.post(
    '/user-permissions',
    {
      schema: {
        tags,
        summary: "Set a user's own permissions (replacing them); their sessions end",
        headers: idempotencyHeaders,
        body: userPermissionsBody,
        response: { 200: userPermissionsReply, ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
      const { user_id, permissions } = request.body;
      const result = await writeUser(request, 200, async (ctx) => {
        const user = await updateUser(ctx, user_id, { permissions });
        return { user_id: user.id, permissions: user.permissions };
      });
      return sendWrite(reply, result);
    },
  );

  await registerUploadScope(api, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/uploads-user-image/:id',
      {
        schema: {
          tags,
          summary: "Set a user's picture (PNG, JPEG, WebP or GIF, checked by its bytes)",
          consumes: ['multipart/form-data'],
          params: idParams,
          headers: idempotencyHeaders,
          body: uploadBody,
          response: { 200: userRecord, ...errorResponses },
        },
        config: { ...write, upload: { maxBytes: IMAGE_MAX_BYTES } },
      },
      async (request, reply) => {
        const auth = signedIn(request);
        const contentType = await requireImage(request.body.file);
        const result = await writeUser(request, 200, async (ctx) => {
          await reachableUser(ctx.trx, auth, request.params.id);
          const file = await storeFile(ctx.trx, auth, request.body.file, contentType);
          return updateUser(ctx, request.params.id, { image: file.url });
        });
        return sendWrite(reply, result);
      },
    );
  });
}
