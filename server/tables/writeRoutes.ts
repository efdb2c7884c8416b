import { resources } from '@contract/registry';
import { tableCalls } from '@contract/tables';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { commitWrite, sendWrite } from '../plugins/idempotency';
import { patchRow, type WriteContext } from '../resources/write';
import { runTableBulk } from './bulk';
import { oneTable } from './reads';
import { BULK_BODY_LIMIT } from './routes';
import { checkTableRow } from './rules';

const contextOf = (request: FastifyRequest, trx: Transaction<Database>): WriteContext => ({
  trx,
  dialect: request.server.database.dialect,
  auth: signedIn(request),
});

/**
 * The host stand's writes on tables (SPEC section 7 "Floors and tables", issue 12), declared in
 * contract/tables.ts (`tableCalls`).
 */
export function registerTableWriteRoutes(app: FastifyInstance): void {
  serveCall(app, tableCalls.toggleStatus, async (request, reply) => {
    const result = await commitWrite(request, async (trx) => {
      const context = contextOf(request, trx);
      const table = await oneTable(trx, context.auth, request.params.id);
      const isActive = request.body.isActive;
      await checkTableRow(
        trx,
        context.auth.customerId,
        { ...table, is_active: isActive },
        'isActive',
      );
      return patchRow(context, resources.tables, table.id, { is_active: isActive });
    });
    return sendWrite(reply, result);
  });

  serveCall(app, tableCalls.setStatus, async (request, reply) => {
    const result = await commitWrite(request, (trx) =>
      patchRow(contextOf(request, trx), resources.tables, request.params.id, {
        status: request.body.status,
      }),
    );
    return sendWrite(reply, result);
  });

  serveCall(
    app,
    tableCalls.bulk,
    async (request, reply) => {
      const result = await commitWrite(request, async (trx) => {
        const rows = await runTableBulk(contextOf(request, trx), request.body);
        return { status: 200, body: { operation: request.body.operation, data: rows } };
      });
      return sendWrite(reply, result);
    },
    { bodyLimit: BULK_BODY_LIMIT },
  );
}
