import { isPermission } from '@contract/access';
import { permissionCalls } from '@contract/permissions';
import { customPermissionKey } from '@contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { invalidFields, notFound } from '../../plugins/errors';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import {
  allPermissions,
  builtInRefused,
  createPermission,
  deletePermission,
  findPermission,
  updatePermission,
} from './store';

const customerOf = (request: FastifyRequest) => signedIn(request).customerId;

/** Before the body is validated: a change to a built-in permission hears why, whatever it sends. */
const refuseBuiltIn = async (request: FastifyRequest) => {
  const { key } = (request.params ?? {}) as { key?: unknown };
  const { key: bodyKey } = (request.body ?? {}) as { key?: unknown };
  const named = typeof key === 'string' ? key : typeof bodyKey === 'string' ? bodyKey.trim() : '';
  if (isPermission(named)) throw builtInRefused();
};

/**
 * Permissions, declared in contract/permissions.ts (`permissionCalls`, issue 13): the built-in ones
 * are part of the product (`contract/access.ts`) and are only read; a business adds its own for till
 * features as `till.<name>`, which the till reads with the user's profile (their role's and their
 * own permissions include them).
 */
export function registerPermissionRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;

  serveCall(app, permissionCalls.list, async (request) => ({
    data: await allPermissions(db(), customerOf(request)),
  }));

  serveCall(app, permissionCalls.byKey, async (request) => {
    const found = await findPermission(db(), customerOf(request), request.params.key);
    if (!found) throw notFound('Permission');
    return found;
  });

  serveCall(
    app,
    permissionCalls.create,
    async (request, reply) => {
      const { key, description } = request.body;
      if (!customPermissionKey.safeParse(key).success) throw invalidFields({ key: 'format' });
      const result = await commitWrite(request, async (trx) => ({
        status: 201,
        body: await createPermission(trx, customerOf(request), { key, description }),
      }));
      return sendWrite(reply, result);
    },
    { preValidation: refuseBuiltIn },
  );

  serveCall(
    app,
    permissionCalls.update,
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
    { preValidation: refuseBuiltIn },
  );

  serveCall(
    app,
    permissionCalls.remove,
    async (request, reply) => {
      await commitWrite(request, async (trx) => {
        await deletePermission(trx, customerOf(request), request.params.key);
        return { status: 204, body: null };
      });
      return reply.code(204).send();
    },
    { preValidation: refuseBuiltIn },
  );
}
