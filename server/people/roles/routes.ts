import { roleCalls } from '@contract/permissions';
import { resources } from '@contract/registry';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { sendWrite } from '../../plugins/idempotency';
import { createResourceRow, deleteResourceRow, updateResourceRow } from '../../resources/routes';
import { builtInRoleIds } from './rules';

const def = resources.roles;

/**
 * Roles beyond reading them, declared in contract/permissions.ts (`roleCalls`): their writes are the
 * registry resource's own (a role in use or built in is refused, see rules.ts), and how many users
 * have each role, which the roles list shows and which tells beforehand which roles cannot be
 * deleted. Users are not synced to devices, so the count is read from the server.
 */
export function registerRoleRoutes(app: FastifyInstance): void {
  serveCall(app, roleCalls.usage, async (request) => {
    const auth = signedIn(request);
    const rows = await app.database.db
      .selectFrom('users')
      .select(['role_id', (eb) => eb.fn.countAll<string | number>().as('users')])
      .where('customer_id', '=', auth.customerId)
      .where('deleted_at', 'is', null)
      .where('role_id', 'is not', null)
      .groupBy('role_id')
      .execute();
    return {
      data: rows.map((r) => ({ role_id: r.role_id as string, users: Number(r.users) })),
      built_in: await builtInRoleIds(app.database.db, auth.customerId),
    };
  });

  serveCall(app, roleCalls.create, async (request, reply) =>
    sendWrite(reply, await createResourceRow(request, def, request.body, request.query.loc)),
  );

  serveCall(app, roleCalls.update, async (request, reply) =>
    sendWrite(reply, await updateResourceRow(request, def, request.params.id, request.body)),
  );

  serveCall(app, roleCalls.remove, async (request, reply) =>
    sendWrite(
      reply,
      await deleteResourceRow(request, def, request.params.id, request.query.version),
    ),
  );
}
