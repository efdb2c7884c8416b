import { auditCalls } from '@contract/audit';
import { exportFileName } from '@contract/purchasing';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { sendXlsx } from '../plugins/files';
import { auditWorkbook } from './export';
import { readAuditLog, readAuditUsers } from './read';

/** The audit log (issue 13), declared in contract/audit.ts (`auditCalls`). */
export function registerAuditRoutes(app: FastifyInstance): void {
  serveCall(app, auditCalls.log, async (request) =>
    readAuditLog(app.database.db, signedIn(request), request.query),
  );
  serveCall(app, auditCalls.users, async (request) =>
    readAuditUsers(app.database.db, signedIn(request), request.query),
  );
  serveCall(app, auditCalls.export, async (request, reply) => {
    const file = await auditWorkbook(app.database.db, signedIn(request), request.query);
    return sendXlsx(reply, exportFileName('audit-log', new Date()), file);
  });
}
