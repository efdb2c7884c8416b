import { can } from '@contract/access';
import { supplierOrderCalls } from '@contract/purchasing';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { changeOrderStatus, createOrder, updateOrder, type OrderAction } from './orders';
import { listOrders } from './reads';
import { receiveOrder } from './receive';
import { findOrder, orderRowOf } from './store';
import { parSuggestions } from './suggestions';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import { missingPermission, requireLocation } from '../../plugins/permissions';

/**
 * Supplier orders (SPEC section 7 "Suppliers", issue 10), declared in contract/purchasing.ts
 * (`supplierOrderCalls`): suggestions to par, the order's life from draft to closed, and deliveries
 * received against it into the stock ledger. Every write is one transaction logged for sync,
 * honours `Idempotency-Key` and is idempotent on its own ids.
 */
export function registerSupplierOrderRoutes(
  app: FastifyInstance,
  config: Pick<AppConfig, 'forecast'>,
): void {
  const db = () => app.database.db;
  const now = config.forecast?.now ?? Date.now;

  serveCall(app, supplierOrderCalls.suggestions, async (request) => {
    const auth = signedIn(request);
    requireLocation(auth, request.query.loc);
    return parSuggestions(
      db(),
      auth.customerId,
      request.query.supplier,
      request.query.loc,
      new Date(now()),
    );
  });

  serveCall(app, supplierOrderCalls.list, async (request) =>
    listOrders(db(), signedIn(request), request.query),
  );

  serveCall(app, supplierOrderCalls.byId, async (request) =>
    orderRowOf(await findOrder(db(), signedIn(request), request.params.id)),
  );

  serveCall(app, supplierOrderCalls.create, async (request, reply) =>
    sendWrite(
      reply,
      await commitWrite(request, (trx) => createOrder(trx, signedIn(request), request.body)),
    ),
  );

  serveCall(app, supplierOrderCalls.update, async (request, reply) =>
    sendWrite(
      reply,
      await commitWrite(request, (trx) =>
        updateOrder(trx, signedIn(request), request.params.id, request.body),
      ),
    ),
  );

  const statusCall = (action: OrderAction) =>
    serveCall(
      app,
      supplierOrderCalls[action],
      async (request, reply) =>
        sendWrite(
          reply,
          await commitWrite(request, (trx) =>
            changeOrderStatus(trx, signedIn(request), request.params.id, action, request.body),
          ),
        ),
      {
        // A device may send no body at all: that is an empty one.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
    );
  statusCall('send');
  statusCall('accept');
  statusCall('decline');
  statusCall('close');
  statusCall('cancel');

  serveCall(app, supplierOrderCalls.receive, async (request, reply) => {
    const auth = signedIn(request);
    // Store staff receive deliveries without managing suppliers.
    if (!can(auth.grant, 'suppliers.write') && !can(auth.grant, 'inventory.write')) {
      throw missingPermission('suppliers.write');
    }
    return sendWrite(
      reply,
      await commitWrite(request, (trx) => receiveOrder(trx, auth, request.params.id, request.body)),
    );
  });
}
