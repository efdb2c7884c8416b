import { can } from '@contract/access';
import { orderRequestCalls } from '@contract/transfers';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { sendXlsx } from '../../plugins/files';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import { activeLocation, requireLocation } from '../../plugins/permissions';
import { actingLocation } from '../documentRoutes';
import { paginationOf } from '../documents';
import { requireKnownLocation } from './checks';
import { requestMaterials, supplyingLocations } from './requestsForm';
import { exportFileName, exportRequests, listRequests } from './requestsRead';
import { acceptRequest, changeRequestStatus, createRequest, updateRequest } from './requestsWrite';
import { findRequest, orderRequestRowOf } from './store';

/**
 * Order requests between locations (SPEC section 7 "Stock order requests", issue 10), declared in
 * contract/transfers.ts (`orderRequestCalls`). A store creates, changes, cancels and completes
 * (receives) its requests; the warehouse or central kitchen asked accepts, declines and sends them.
 * Each side's calls check that side's location. Writes are one transaction each, logged for sync
 * at both places, idempotent on ids and `Idempotency-Key`.
 */
export function registerOrderRequestRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;

  serveCall(app, orderRequestCalls.list, async (request) => {
    const auth = signedIn(request);
    const loc = actingLocation(auth, request.query.loc);
    const { rows, total } = await listRequests(db(), auth.customerId, loc, request.query);
    return {
      data: rows.map(orderRequestRowOf),
      pagination: paginationOf(total, request.query),
    };
  });

  serveCall(app, orderRequestCalls.export, async (request, reply) => {
    const auth = signedIn(request);
    const loc = actingLocation(auth, request.query.loc);
    const file = await exportRequests(db(), auth.customerId, loc, request.query);
    return sendXlsx(reply, exportFileName(new Date()), file);
  });

  serveCall(app, orderRequestCalls.supplyingPlaces, async (request) => {
    const auth = signedIn(request);
    return {
      data: await supplyingLocations(db(), auth, activeLocation(auth, request.query.loc)),
    };
  });

  serveCall(app, orderRequestCalls.materials, async (request) => {
    const auth = signedIn(request);
    const loc = actingLocation(auth, request.query.loc);
    await requireKnownLocation(db(), auth.customerId, request.query.from, 'from');
    const showStock = can(auth.grant, 'inventory.costs');
    return {
      data: await requestMaterials(db(), auth, loc, request.query.from, showStock),
    };
  });

  serveCall(app, orderRequestCalls.byId, async (request) =>
    orderRequestRowOf(await findRequest(db(), signedIn(request), request.params.id)),
  );

  serveCall(app, orderRequestCalls.create, async (request, reply) => {
    const auth = signedIn(request);
    const loc = actingLocation(auth, request.query.loc);
    requireLocation(auth, loc);
    const result = await commitWrite(request, (trx) => createRequest(trx, auth, loc, request.body));
    return sendWrite(reply, result);
  });

  serveCall(app, orderRequestCalls.update, async (request, reply) => {
    const auth = signedIn(request);
    const result = await commitWrite(request, (trx) =>
      updateRequest(trx, auth, request.params.id, request.body),
    );
    return sendWrite(reply, result);
  });

  serveCall(
    app,
    orderRequestCalls.accept,
    async (request, reply) => {
      const auth = signedIn(request);
      const result = await commitWrite(request, (trx) =>
        acceptRequest(trx, auth, request.params.id, request.body),
      );
      return sendWrite(reply, result);
    },
    {
      // Accepting everything as asked may come without a body: that is an empty one.
      preValidation: async (request) => {
        request.body ??= { lines: [] };
      },
    },
  );

  serveCall(app, orderRequestCalls.status, async (request, reply) => {
    const auth = signedIn(request);
    const result = await commitWrite(request, (trx) =>
      changeRequestStatus(trx, auth, request.params.id, request.body),
    );
    return sendWrite(reply, result);
  });
}
