import { userCalls } from '@contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import { registerUploadScope } from '../../plugins/uploads';
import { requireImage, storeFile } from '../../resources/files';
import { effectivePermissions, findUsers, listUsers } from './reads';
import { createUser, deleteUser, reachableUser, updateUser, type UserWriteContext } from './writes';

const contextOf = (request: FastifyRequest) => ({
  dialect: request.server.database.dialect,
  auth: signedIn(request),
});

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

/**
 * The users of a business, declared in contract/users.ts (`userCalls`, issue 13, SPEC section 7
 * "Users"). Every write goes through the rules of people/rules.ts: no one gives more than they hold,
 * a business keeps an administrator, and a change of what a user may do or where ends their
 * sessions. A location-limited manager sees only the users within their locations; any other user
 * is a 404, as is another business's.
 */
export async function registerUserRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;

  serveCall(app, userCalls.list, async (request) =>
    listUsers(db(), signedIn(request), request.query),
  );

  serveCall(app, userCalls.find, async (request) => ({
    data: await findUsers(db(), signedIn(request), request.query.q, request.query.limit),
  }));

  serveCall(app, userCalls.byId, async (request) =>
    reachableUser(db(), signedIn(request), request.params.id),
  );

  serveCall(app, userCalls.effectivePermissions, async (request) => {
    const auth = signedIn(request);
    return effectivePermissions(db(), auth, await reachableUser(db(), auth, request.params.id));
  });

  serveCall(app, userCalls.ownPermissions, async (request) => {
    const user = await reachableUser(db(), signedIn(request), request.params.id);
    return { user_id: user.id, permissions: user.permissions };
  });

  serveCall(app, userCalls.create, async (request, reply) =>
    sendWrite(reply, await writeUser(request, 201, (ctx) => createUser(ctx, request.body))),
  );

  serveCall(app, userCalls.update, async (request, reply) =>
    sendWrite(
      reply,
      await writeUser(request, 200, (ctx) => updateUser(ctx, request.params.id, request.body)),
    ),
  );

  serveCall(app, userCalls.remove, async (request, reply) => {
    await writeUser(request, 204, (ctx) => deleteUser(ctx, request.params.id));
    return reply.code(204).send();
  });

  serveCall(app, userCalls.assignRole, async (request, reply) => {
    const { user_id, role_id } = request.body;
    return sendWrite(
      reply,
      await writeUser(request, 200, (ctx) => updateUser(ctx, user_id, { role_id })),
    );
  });

  serveCall(app, userCalls.setOwnPermissions, async (request, reply) => {
    const { user_id, permissions } = request.body;
    const result = await writeUser(request, 200, async (ctx) => {
      const user = await updateUser(ctx, user_id, { permissions });
      return { user_id: user.id, permissions: user.permissions };
    });
    return sendWrite(reply, result);
  });

  // A multipart body is read by the upload scope before validation (`Call.upload`).
  await registerUploadScope(app, (scope) => {
    serveCall(scope, userCalls.setImage, async (request, reply) => {
      const auth = signedIn(request);
      const contentType = await requireImage(request.body.file);
      const result = await writeUser(request, 200, async (ctx) => {
        await reachableUser(ctx.trx, auth, request.params.id);
        const file = await storeFile(ctx.trx, auth, request.body.file, contentType);
        return updateUser(ctx, request.params.id, { image: file.url });
      });
      return sendWrite(reply, result);
    });
  });
}
