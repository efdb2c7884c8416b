import {
  transferChangeBody,
  transferCreateBody,
  transferListQuery,
  transferListReply,
  transferRow,
} from '@contract/transfers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { givenLocation, requireLocation, usableLocations } from '../plugins/permissions';
import { paginationOf } from '../supply/documents';
import { inTransitTo, listTransfers } from '../supply/transfersRead';
import { findTransfer, transferRowOf, withCosts } from '../supply/transfersStore';
import {
  cancelTransfer,
  createTransfer,
  receiveTransfer,
  sendTransfer,
  transferReply,
} from '../supply/transfersWrite';
import { createAtLocationRoute, readOneRoute, writeOneRoute } from '../supply/documentRoutes';

const tags = ['transfers'];
const base = '/stock-transfer-invoices';

/**
 * Transfers between locations (SPEC section 7 "Stock", issue 10). The sender makes, sends and may
 * cancel a transfer; the receiver receives it. Stock leaves the sender when sent, is in transit on
 * the transfer, and reaches the receiver with every difference recorded when received.
 */
export function registerTransferRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Transfers of a location (in, out or all), newest first, with what is in transit',
        description:
          'Without loc: every location the caller may use. in_transit sums what was sent to the ' +
          'listed locations and not yet received, per material. Unit costs and values only with ' +
          'inventory.costs.',
        querystring: transferListQuery,
        response: { 200: transferListReply, ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    async (request) => {
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
    },
  );

  readOneRoute(
    app,
    `${base}/:id`,
    { tags, summary: 'One transfer', row: transferRow, access: 'inventory.read' },
    async (auth, id) => transferRowOf(await findTransfer(db(), auth, id), withCosts(auth)),
  );

  createAtLocationRoute(
    app,
    base,
    {
      tags,
      summary: 'The sender (loc) makes a transfer; send: true sends it at once (idempotent on id)',
      row: transferRow,
      access: 'inventory.write',
      body: transferCreateBody,
    },
    async (trx, auth, loc, body) => (await createTransfer(trx, auth, loc, body)).reply,
  );

  writeOneRoute(
    app,
    'put',
    '/stock-transfer-invoices-change/:id',
    {
      tags,
      summary: 'sent or cancelled (by the sender), received (by the receiver, with what arrived)',
      description:
        'Receiving posts transfer_in of the sent quantity at the sent cost, then transit_loss ' +
        'wastage for what is short or an adjustment for what is over; received twice posts ' +
        'once. Cancelling a sent transfer brings its stock back to the sender.',
      row: transferRow,
      access: 'inventory.write',
      body: transferChangeBody,
    },
    async (trx, auth, id, body) => {
      const row = await findTransfer(trx, auth, id);
      const changed =
        body.status === 'sent'
          ? await sendTransfer(trx, auth, row)
          : body.status === 'received'
            ? await receiveTransfer(trx, auth, row, body.receipt)
            : await cancelTransfer(trx, auth, row, body.reason);
      return transferReply(auth, changed);
    },
  );
}
