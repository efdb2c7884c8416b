import { roleUsageReply } from '@contract/roleUsage';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { builtInRoleIds } from './roleRules';

/**
 * How many users have each role: the roles list shows it, and it tells beforehand which roles cannot
 * be deleted (a role in use answers 409, see roleRules.ts). Users are not synced to devices, so the
 * count is read from the server.
 */
export function registerRoleRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/roles-usage',
    {
      schema: {
        tags: ['roles'],
        summary: 'How many live users of the business have each role, and which roles are built in',
        response: { 200: roleUsageReply, ...errorResponses },
      },
      config: { access: 'people.read' },
    },
    async (request) => {
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
    },
  );
}
