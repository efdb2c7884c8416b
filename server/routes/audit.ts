import {
  auditExportQuery,
  auditQuery,
  auditReply,
  auditUsersQuery,
  auditUsersReply,
} from '@contract/audit';
import { exportFileName } from '@contract/purchasing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_EXPORT_MAX, auditWorkbook } from '../audit/export';
import { readAuditLog, readAuditUsers } from '../audit/read';
import { signedIn } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['people'];

/** The audit log (issue 13): read by whoever may see the business's people. */
export function registerAuditRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit-log',
    {
      schema: {
        tags,
        summary: 'Who changed what, when and from which device, newest first',
        description:
          'Every write of every area, with the before and after of each changed field (secrets ' +
          "only say they changed). A location-limited caller reads their locations' entries and " +
          'the business-wide ones. `next` reads on with `after`.',
        querystring: auditQuery,
        response: { 200: auditReply, ...errorResponses },
      },
      config: { access: 'people.read' },
    },
    async (request) => readAuditLog(app.database.db, signedIn(request), request.query),
  );
  app.get(
    '/audit-log/users',
    {
      schema: {
        tags,
        summary: 'Who appears in the log under the other filters, former users included, by name',
        querystring: auditUsersQuery,
        response: { 200: auditUsersReply, ...errorResponses },
      },
      config: { access: 'people.read' },
    },
    async (request) => readAuditUsers(app.database.db, signedIn(request), request.query),
  );
  app.get(
    '/audit-log/export',
    {
      schema: {
        tags,
        summary: 'The audit log as .xlsx (audit-log-<ISO time>.xlsx), one line per changed field',
        description: `The same filters as the log; at most ${AUDIT_EXPORT_MAX} entries.`,
        querystring: auditExportQuery,
        response: { 200: z.any().describe('The .xlsx file'), ...errorResponses },
      },
      config: { access: 'people.read' },
    },
    async (request, reply) => {
      const file = await auditWorkbook(app.database.db, signedIn(request), request.query);
      return reply
        .type(XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName('audit-log', new Date())}"`,
        )
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
