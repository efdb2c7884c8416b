import { countSheetCalls } from '@contract/countSheets';
import { resources } from '@contract/registry';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { notFound } from '../../plugins/errors';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import { requireLocation } from '../../plugins/permissions';
import { listRows } from '../../resources/list';
import { findRow } from '../../resources/store';
import { createRow, deleteRow, updateRow } from '../../resources/write';

const def = resources.countSheets;

/**
 * SPEC section 7's names for count sheets, declared in contract/countSheets.ts (`countSheetCalls`).
 * They are the registry resource `countSheets` (whose own generic routes the app writes through)
 * under other paths: same checks, same rows, same change log.
 */
export function registerCountSheetRoutes(app: FastifyInstance): void {
  const context = (request: Parameters<typeof signedIn>[0]) => ({
    dialect: request.server.database.dialect,
    auth: signedIn(request),
  });

  serveCall(app, countSheetCalls.list, (request) =>
    listRows(request.server.database.db, def, signedIn(request), request.query),
  );

  serveCall(app, countSheetCalls.byId, async (request) => {
    const auth = signedIn(request);
    const found = await findRow(request.server.database.db, def, auth.customerId, request.query.id);
    if (!found || found.deleted_at !== null) throw notFound();
    if (found.location_id) requireLocation(auth, found.location_id);
    return found;
  });

  serveCall(app, countSheetCalls.create, async (request, reply) => {
    const result = await commitWrite(request, (trx) =>
      createRow({ trx, ...context(request) }, def, request.body, request.query.loc),
    );
    return sendWrite(reply, result);
  });

  serveCall(app, countSheetCalls.update, async (request, reply) => {
    const result = await commitWrite(request, (trx) =>
      updateRow({ trx, ...context(request) }, def, request.params.id, request.body),
    );
    return sendWrite(reply, result);
  });

  serveCall(app, countSheetCalls.remove, async (request, reply) => {
    const result = await commitWrite(request, (trx) =>
      deleteRow({ trx, ...context(request) }, def, request.params.id, undefined),
    );
    return sendWrite(reply, result);
  });
}
