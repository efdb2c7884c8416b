import { can } from '@contract/access';
import {
  orderRequestAcceptBody,
  orderRequestCreateBody,
  orderRequestExportQuery,
  orderRequestListQuery,
  orderRequestListReply,
  orderRequestRow,
  orderRequestStatusBody,
  orderRequestUpdateBody,
  requestMaterialsQuery,
  requestMaterialsReply,
  warehouseLocationQuery,
  warehouseLocationReply,
} from '@contract/transfers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { sendXlsx } from '../plugins/files';
import { activeLocation } from '../plugins/permissions';
import { paginationOf } from '../supply/documents';
import { requestMaterials, supplyingLocations } from '../supply/orderRequestsForm';
import { exportFileName, exportRequests, listRequests } from '../supply/orderRequestsRead';
import {
  acceptRequest,
  changeRequestStatus,
  createRequest,
  updateRequest,
} from '../supply/orderRequestsWrite';
import { requireKnownLocation } from '../supply/transfersChecks';
import { findRequest, orderRequestRowOf } from '../supply/transfersStore';
import {
  actingLocation,
  createAtLocationRoute,
  readOneRoute,
  writeOneRoute,
} from '../supply/documentRoutes';

const tags = ['orderRequests'];
const base = '/stock-order-request';

/**
 * Order requests between locations (SPEC section 7 "Stock order requests", issue 10). A store
 * creates, changes, cancels and completes (receives) its requests; the warehouse or central kitchen
 * asked accepts, declines and sends them. Each side's calls check that side's location. Writes are
 * one transaction each, logged for sync at both places, idempotent on ids and `Idempotency-Key`.
 */
export function registerOrderRequestRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    base,
    {
      schema: {
        tags,
        summary:
          'Requests a location made (type=created) or was asked (type=received), newest first',
        description:
          'st: all, completed, pending (pending, accepted or sent) or one exact status; from and to ' +
          'are business dates of the location.',
        querystring: orderRequestListQuery,
        response: { 200: orderRequestListReply, ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      const loc = actingLocation(auth, request.query.loc);
      const { rows, total } = await listRequests(db(), auth.customerId, loc, request.query);
      return {
        data: rows.map(orderRequestRowOf),
        pagination: paginationOf(total, request.query),
      };
    },
  );

  app.get(
    `${base}/export`,
    {
      schema: {
        tags,
        summary: 'The list’s requests as order-requests-<ISO timestamp>.xlsx, one row per line',
        querystring: orderRequestExportQuery,
        response: { 200: z.any().describe('The .xlsx file'), ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const loc = actingLocation(auth, request.query.loc);
      const file = await exportRequests(db(), auth.customerId, loc, request.query);
      return sendXlsx(reply, exportFileName(new Date()), file);
    },
  );

  app.get(
    '/warehouseLocation',
    {
      schema: {
        tags,
        summary: 'The warehouses and central kitchens a location may ask, with their next delivery',
        description:
          'Active places of kind warehouse or central_kitchen other than loc. next_delivery is the ' +
          'first delivery day after the order cut-off, on the supplying place’s clock.',
        querystring: warehouseLocationQuery,
        response: { 200: warehouseLocationReply, ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      return {
        data: await supplyingLocations(db(), auth, activeLocation(auth, request.query.loc)),
      };
    },
  );

  app.get(
    '/requestMaterials',
    {
      schema: {
        tags,
        summary: 'What a supplying place holds, with the store’s last request and 8-week use',
        description:
          'Active materials with stock or a par at `from`; `available` (stock there) only with ' +
          'inventory.costs.',
        querystring: requestMaterialsQuery,
        response: { 200: requestMaterialsReply, ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      const loc = actingLocation(auth, request.query.loc);
      await requireKnownLocation(db(), auth.customerId, request.query.from, 'from');
      const showStock = can(auth.grant, 'inventory.costs');
      return {
        data: await requestMaterials(db(), auth, loc, request.query.from, showStock),
      };
    },
  );

  readOneRoute(
    app,
    `${base}/:id`,
    { tags, summary: 'One order request', row: orderRequestRow, access: 'inventory.read' },
    async (auth, id) => orderRequestRowOf(await findRequest(db(), auth, id)),
  );

  createAtLocationRoute(
    app,
    base,
    {
      tags,
      summary: 'A store (loc) asks a warehouse or central kitchen for materials (idempotent on id)',
      row: orderRequestRow,
      access: 'inventory.write',
      body: orderRequestCreateBody,
    },
    createRequest,
  );

  const writes = { tags, row: orderRequestRow, access: 'inventory.write' } as const;
  writeOneRoute(
    app,
    'put',
    `${base}/update/:id`,
    {
      ...writes,
      summary: 'The store changes a pending request (lines, note, needed by) at its version',
      body: orderRequestUpdateBody,
    },
    (trx, auth, id, body) => updateRequest(trx, auth, id, body),
  );
  writeOneRoute(
    app,
    'put',
    `${base}/accept/:id`,
    {
      ...writes,
      summary: 'The supplying place accepts a pending request, with its quantities',
      body: orderRequestAcceptBody,
      // Accepting everything as asked may come without a body: that is an empty one.
      emptyBody: { lines: [] },
    },
    (trx, auth, id, body) => acceptRequest(trx, auth, id, body),
  );
  writeOneRoute(
    app,
    'put',
    `${base}/status/:id`,
    {
      ...writes,
      summary:
        'sent (supplying place: makes and sends the transfer), declined, cancelled (store), ' +
        'completed (store: receives the transfer)',
      body: orderRequestStatusBody,
    },
    (trx, auth, id, body) => changeRequestStatus(trx, auth, id, body),
  );
}
