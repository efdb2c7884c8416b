import { transferCalls } from '@contract/transfers';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import { givenLocation, requireLocation, usableLocations } from '../../plugins/permissions';
import { actingLocation } from '../documentRoutes';
import { paginationOf } from '../documents';
import { inTransitTo, listTransfers } from './read';
import { findTransfer, transferRowOf, withCosts } from './store';
import {
  cancelTransfer,
  createTransfer,
  receiveTransfer,
  sendTransfer,
  transferReply,
} from './write';

/**
 * Transfers between locations (SPEC section 7 "Stock", issue 10), declared in contract/transfers.ts
 * (`transferCalls`). The sender makes, sends and may cancel a transfer; the receiver receives it.
 * Stock leaves the sender when sent, is in transit on the transfer, and reaches the receiver with
 * every difference recorded when received.
 */
export function registerTransferRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;

  serveCall(app, transferCalls.list, async (request) => {
    const auth = signedIn(request);
    const loc = givenLocation(request.query.loc);
    if (loc) requireLocation(auth, loc);
    const locations = loc ? [loc] : usableLocations(auth.grant);
    const { rows, total } = await listTransfers(db(), auth.customerId, locations, request.query);
    const costs = withCosts(auth);
    return {
      data: rows.map((r) => transferRowOf(r, costs)),
      pagination: paginationOf(total, request.query),
      in_transit: await inTransitTo(db(), auth.customerId, locations),
    };
  });

  serveCall(app, transferCalls.byId, async (request) => {
    const auth = signedIn(request);
    return transferRowOf(await findTransfer(db(), auth, request.params.id), withCosts(auth));
  });

  serveCall(app, transferCalls.create, async (request, reply) => {
    const auth = signedIn(request);
    const loc = actingLocation(auth, request.query.loc);
    requireLocation(auth, loc);
    const result = await commitWrite(
      request,
      async (trx) => (await createTransfer(trx, auth, loc, request.body)).reply,
    );
    return sendWrite(reply, result);
  });

  serveCall(app, transferCalls.change, async (request, reply) => {
    const auth = signedIn(request);
    const { body } = request;
    const result = await commitWrite(request, async (trx) => {
      const row = await findTransfer(trx, auth, request.params.id);
      const changed =
        body.status === 'sent'
          ? await sendTransfer(trx, auth, row)
          : body.status === 'received'
            ? await receiveTransfer(trx, auth, row, body.receipt)
            : await cancelTransfer(trx, auth, row, body.reason);
      return transferReply(auth, changed);
    });
    return sendWrite(reply, result);
  });
}
