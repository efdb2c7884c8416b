import { permissionCatalogue, permissionKeys, isPermission } from '@contract/access';
import { permissionInfo, permissionsReply } from '@contract/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorResponses, notFound } from '../plugins/errors';

const describe = (key: keyof typeof permissionCatalogue) => ({ key, ...permissionCatalogue[key] });

const notAllowed = () =>
  new ApiError(
    405,
    'METHOD_NOT_ALLOWED',
    'Permissions are defined by the product and cannot be changed; assign them through roles',
    {},
    { allow: 'GET' },
  );

/** Permissions are part of the product (`contract/access.ts`), not data: they can only be read. */
export function registerPermissionRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['permissions'];

  app.get(
    '/permissions',
    {
      schema: {
        tags,
        summary: 'Every permission with its area and description',
        response: { 200: permissionsReply, ...errorResponses },
      },
      config: { access: 'people.read' },
    },
    async () => ({ data: permissionKeys.map(describe) }),
  );

  app.get(
    '/permissions/:key',
    {
      schema: {
        tags,
        summary: 'One permission',
        params: z.object({ key: z.string().max(100) }),
        response: { 200: permissionInfo, ...errorResponses },
      },
      config: { access: 'people.read' },
    },
    async (request) => {
      if (!isPermission(request.params.key)) throw notFound('Permission');
      return describe(request.params.key);
    },
  );

  for (const url of ['/permissions', '/permissions/:key']) {
    app.route({
      method: ['POST', 'PUT', 'DELETE'],
      url,
      schema: {
        tags,
        summary: 'Not allowed: permissions are read-only',
        hide: true,
        response: errorResponses,
      },
      config: { access: 'signed-in' },
      handler: async () => {
        throw notAllowed();
      },
    });
  }
}
