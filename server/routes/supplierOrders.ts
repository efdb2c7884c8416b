import { can } from '@contract/access';
import { id } from '@contract/common';
import {
  orderDecisionBody,
  receiptInput,
  suggestionsQuery,
  suggestionsReply,
  supplierOrderCreateBody,
  supplierOrderListQuery,
  supplierOrderListReply,
  supplierOrderRow,
  supplierOrderUpdateBody,
} from '@contract/purchasing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { missingPermission, requireLocation } from '../plugins/permissions';
import {
  changeOrderStatus,
  createOrder,
  updateOrder,
  type OrderAction,
} from '../supply/purchasingOrders';
import { listOrders } from '../supply/purchasingReads';
import { receiveOrder } from '../supply/purchasingReceive';
import { findOrder, orderRowOf } from '../supply/purchasingStore';
import { parSuggestions } from '../supply/purchasingSuggestions';
import { readOneRoute } from '../supply/documentRoutes';

const tags = ['supplierOrders'];
const idParams = z.object({ id });

/**
 * Supplier orders (SPEC section 7 "Suppliers", issue 10): suggestions to par, the order's life
 * from draft to closed, and deliveries received against it into the stock ledger. Every write is
 * one transaction logged for sync, honours `Idempotency-Key` and is idempotent on its own ids.
 */
export function registerSupplierOrderRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/supplier-orders/suggestions',
    {
      schema: {
        tags,
        summary: 'What to order from a supplier to bring a location up to par, in whole packs',
        description:
          'Per active material the supplier sells: par and minimum at the location, on hand, on ' +
          'order (open orders of any supplier), need = par − on hand − on order, and packs: the ' +
          'whole packs of need plus one when the rest is at least the location’s ' +
          '`order_pack_threshold` (0.5 unless set) of a pack; with the last quantity ordered from ' +
          'the supplier there and the 8-week average use. The total is set against the supplier’s ' +
          'minimum order.',
        querystring: suggestionsQuery,
        response: { 200: suggestionsReply, ...errorResponses },
      },
      config: { access: 'suppliers.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      requireLocation(auth, request.query.loc);
      return parSuggestions(
        app.database.db,
        auth.customerId,
        request.query.supplier,
        request.query.loc,
      );
    },
  );

  app.get(
    '/supplier-orders',
    {
      schema: {
        tags,
        summary: 'Supplier orders, newest first, with how much of each is received and invoiced',
        description:
          '`loc` one location (else every location the caller may use), `supplier`, `st` one ' +
          'status or several comma separated, `from`/`to` the days they were made, `search` the number.',
        querystring: supplierOrderListQuery,
        response: { 200: supplierOrderListReply, ...errorResponses },
      },
      config: { access: 'suppliers.read' },
    },
    async (request) => listOrders(app.database.db, signedIn(request), request.query),
  );

  readOneRoute(
    app,
    '/supplier-orders/:id',
    { tags, summary: 'One supplier order', row: supplierOrderRow, access: 'suppliers.read' },
    async (auth, id) => orderRowOf(await findOrder(app.database.db, auth, id)),
  );

  app.post(
    '/supplier-orders',
    {
      schema: {
        tags,
        summary: 'Create a supplier order as a draft, or sent at once (`send: true`)',
        description:
          'Idempotent on `id`: the same content again answers 200 with the stored order, other ' +
          'content under that id 409 ID_REUSED. The server numbers it (PO-000123).',
        headers: idempotencyHeaders,
        body: supplierOrderCreateBody,
        response: { 200: supplierOrderRow, 201: supplierOrderRow, ...errorResponses },
      },
      config: { access: 'suppliers.write', idempotent: true },
    },
    async (request, reply) =>
      sendWrite(
        reply,
        await commitWrite(request, (trx) => createOrder(trx, signedIn(request), request.body)),
      ),
  );

  app.put(
    '/supplier-orders/:id',
    {
      schema: {
        tags,
        summary: 'Change a draft’s lines, expected date or note, at the version read',
        params: idParams,
        headers: idempotencyHeaders,
        body: supplierOrderUpdateBody,
        response: { 200: supplierOrderRow, ...errorResponses },
      },
      config: { access: 'suppliers.write', idempotent: true },
    },
    async (request, reply) =>
      sendWrite(
        reply,
        await commitWrite(request, (trx) =>
          updateOrder(trx, signedIn(request), request.params.id, request.body),
        ),
      ),
  );

  const statusRoute = (path: string, action: OrderAction, summary: string) =>
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          description:
            'A resend of a change already made answers 200 with the order; a change no longer ' +
            'possible is 409 INVALID_TRANSITION naming the current status.',
          params: idParams,
          headers: idempotencyHeaders,
          body: orderDecisionBody,
          response: { 200: supplierOrderRow, ...errorResponses },
        },
        config: { access: 'suppliers.write', idempotent: true },
        // A device may send no body at all: that is an empty one.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request, reply) =>
        sendWrite(
          reply,
          await commitWrite(request, (trx) =>
            changeOrderStatus(trx, signedIn(request), request.params.id, action, request.body),
          ),
        ),
    );
  statusRoute('/supplier-orders/:id/send', 'send', 'Send a draft order to its supplier');
  statusRoute(
    '/accept-supplier-order/:id',
    'accept',
    'The supplier accepted a sent order (body `{ redirect: false }`, bearer token)',
  );
  statusRoute(
    '/decline-supplier-order/:id',
    'decline',
    'The supplier declined a sent order (body `{ redirect: false, reason? }`, bearer token)',
  );
  statusRoute('/supplier-orders/:id/close', 'close', 'Close a received or partly received order');
  statusRoute('/supplier-orders/:id/cancel', 'cancel', 'Cancel a draft or sent order');

  app.post(
    '/supplier-orders/:id/receive',
    {
      schema: {
        tags,
        summary: 'Receive a delivery: good stock into the ledger at the delivered price, once',
        description:
          'Per order line: good quantity (base units; of the substitute when one is named, which ' +
          'must share the base unit), damaged (refused, recorded only), the delivery note’s price ' +
          'per pack when it differs. Posts `receipt` movements (document `supplier_order`) whose ' +
          'ids derive from the receipt id, so a receipt sent twice posts once (the second answers ' +
          '200). Needs suppliers.write or inventory.write.',
        params: idParams,
        headers: idempotencyHeaders,
        body: receiptInput,
        response: { 200: supplierOrderRow, 201: supplierOrderRow, ...errorResponses },
      },
      config: { access: 'signed-in', idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      // Store staff receive deliveries without managing suppliers.
      if (!can(auth.grant, 'suppliers.write') && !can(auth.grant, 'inventory.write')) {
        throw missingPermission('suppliers.write');
      }
      return sendWrite(
        reply,
        await commitWrite(request, (trx) =>
          receiveOrder(trx, auth, request.params.id, request.body),
        ),
      );
    },
  );
}
