import {
  currentStatusBody,
  tableBulkBody,
  tableBulkReply,
  tableIdParams,
  tableRow,
  toggleStatusBody,
} from '@contract/tables';
import { resources } from '@contract/registry';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import type { Database } from '../db/tables';
import { signedIn } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { patchRow, type WriteContext } from '../resources/write';
import { runTableBulk } from '../tables/bulk';
import { oneTable } from '../tables/reads';
import { checkTableRow } from '../tables/rules';

const tags = ['tables'];
const write = { access: 'config.write', idempotent: true } as const;
/** 1,000 ids are about 40 kB; 10,000 must still reach the schema to be answered with a 400. */
const BULK_BODY_LIMIT = 1024 * 1024;
const hostStandRules =
  'Host-stand rules: an inactive table cannot be occupied or reserved, so deactivating an ' +
  'occupied or reserved table, or seating or reserving at an inactive one, is 409 ' +
  'INVALID_STATUS_CHANGE. Every other move is allowed.';

const contextOf = (request: FastifyRequest, trx: Transaction<Database>): WriteContext => ({
  trx,
  dialect: request.server.database.dialect,
  auth: signedIn(request),
});

/** The host stand's writes on tables (SPEC section 7 "Floors and tables", issue 12). */
export function registerTableWriteRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/tables/v2/:id/toggle-status',
    {
      schema: {
        tags,
        summary: 'Put a table in use or take it out of use',
        description: hostStandRules,
        params: tableIdParams,
        headers: idempotencyHeaders,
        body: toggleStatusBody,
        response: { 200: tableRow, ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
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
    },
  );

  app.put(
    '/tables/v2/:id/current-status',
    {
      schema: {
        tags,
        summary: "Set a table's current status (available, occupied, reserved, cleaning...)",
        description: hostStandRules,
        params: tableIdParams,
        headers: idempotencyHeaders,
        body: currentStatusBody,
        response: { 200: tableRow, ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
      const result = await commitWrite(request, (trx) =>
        patchRow(contextOf(request, trx), resources.tables, request.params.id, {
          status: request.body.status,
        }),
      );
      return sendWrite(reply, result);
    },
  );

  app.post(
    '/tables/v2/bulk-operations',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'One operation on many tables (at most 1,000), all or nothing',
        description:
          'Operations: `activate`, `deactivate`, `set_status` (with `status`), `move_to_floor` ' +
          '(with `floorId`, a floor of the tables’ own location) and `delete`. Repeated, unknown, ' +
          'deleted and other businesses’ ids are 400 naming `tableIds.<i>`; a table at a location ' +
          `the caller may not use is 403. ${hostStandRules}`,
        headers: idempotencyHeaders,
        body: tableBulkBody,
        response: { 200: tableBulkReply, ...errorResponses },
      },
      config: write,
    },
    async (request, reply) => {
      const result = await commitWrite(request, async (trx) => {
        const rows = await runTableBulk(contextOf(request, trx), request.body);
        return { status: 200, body: { operation: request.body.operation, data: rows } };
      });
      return sendWrite(reply, result);
    },
  );
}
