import { daysBetween } from '@contract/businessDay';
import {
  movementKinds,
  movementReasons,
  preparationBody,
  receiptBody,
  stockCalls,
} from '@contract/stock';
import { issuesByField } from '@contract/validation';
import type { FastifyInstance } from 'fastify';
import { stockOverview } from './overview';
import { preparationRecipe, replacePreparationRecipe } from './preparations';
import { listMovements, stockOnHand } from './reads';
import { postPhysical, postPreparation, postReceipt, postWastage } from './writes';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { ApiError, invalidFields } from '../../plugins/errors';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import { requireLocation } from '../../plugins/permissions';
import { resolveSalesScope } from '../../sales/scope';

/**
 * The stock ledger's calls (SPEC section 7, issue 9), declared in contract/stock.ts
 * (`stockCalls`): stock on hand, receipts, wastage, quick adjustments, preparations, movements and
 * the overview. Every read of stock or cost needs `inventory.costs` (a blind counter gets 403);
 * writes need `inventory.write`, are idempotent on their body id (other content under it is 409)
 * and honour `Idempotency-Key`; every call checks the location.
 */
export function registerStockRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;

  serveCall(app, stockCalls.onHand, async (request) => {
    const auth = signedIn(request);
    requireLocation(auth, request.query.loc);
    return stockOnHand(db(), auth.customerId, request.query, true);
  });

  serveCall(app, stockCalls.receive, async (request, reply) => {
    const auth = signedIn(request);
    const { loc, is_prepared } = request.query;
    requireLocation(auth, loc);
    const prepared = is_prepared === '1' || is_prepared === 'true';
    const schema = prepared ? preparationBody : receiptBody;
    const parsed = schema.safeParse(request.body);
    if (!parsed.success) {
      throw new ApiError(400, 'VALIDATION', 'Some fields are not valid', {
        fields: issuesByField(parsed.error.issues),
      });
    }
    const result = await commitWrite(request, (trx) =>
      prepared
        ? postPreparation(trx, auth, loc, preparationBody.parse(parsed.data))
        : postReceipt(trx, auth, loc, receiptBody.parse(parsed.data)),
    );
    return sendWrite(reply, result);
  });

  serveCall(app, stockCalls.wastage, async (request, reply) => {
    const auth = signedIn(request);
    requireLocation(auth, request.query.loc);
    const result = await commitWrite(request, (trx) =>
      postWastage(trx, auth, request.query.loc, request.body),
    );
    return sendWrite(reply, result);
  });

  serveCall(app, stockCalls.physical, async (request, reply) => {
    const auth = signedIn(request);
    requireLocation(auth, request.query.loc);
    const result = await commitWrite(request, (trx) =>
      postPhysical(trx, auth, request.query.loc, request.params.materialId, request.body),
    );
    return sendWrite(reply, result);
  });

  serveCall(app, stockCalls.movements, async (request) => {
    const auth = signedIn(request);
    requireLocation(auth, request.query.loc);
    return listMovements(db(), auth.customerId, request.query, { withCosts: true });
  });

  serveCall(app, stockCalls.wastageList, async (request) => {
    const auth = signedIn(request);
    requireLocation(auth, request.query.loc);
    return listMovements(db(), auth.customerId, request.query, {
      withCosts: true,
      kind: 'wastage',
    });
  });

  serveCall(app, stockCalls.materialMovements, async (request) => {
    const auth = signedIn(request);
    requireLocation(auth, request.query.loc);
    return listMovements(
      db(),
      auth.customerId,
      { ...request.query, material_id: request.params.materialId },
      { withCosts: true },
    );
  });

  serveCall(app, stockCalls.movementTypes, async () => ({
    kinds: [...movementKinds],
    reasons: [...movementReasons],
  }));

  serveCall(app, stockCalls.overview, async (request) => {
    const auth = signedIn(request);
    const { loc, from, to } = request.query;
    requireLocation(auth, loc);
    if (to < from) throw invalidFields({ to: 'date_order' });
    if (daysBetween(from, to) > 400) throw invalidFields({ to: 'too_big' });
    const scope = await resolveSalesScope(db(), auth, { loc, from, to });
    return stockOverview(db(), auth.customerId, scope, loc, from, to);
  });

  serveCall(app, stockCalls.preparationRecipe, async (request) =>
    preparationRecipe(db(), signedIn(request).customerId, request.params.materialId),
  );

  serveCall(app, stockCalls.replacePreparationRecipe, async (request, reply) => {
    const auth = signedIn(request);
    const result = await commitWrite(request, async (trx) => ({
      status: 200,
      body: await replacePreparationRecipe(
        trx,
        app.database.dialect,
        auth.customerId,
        request.params.materialId,
        request.body,
      ),
    }));
    return sendWrite(reply, result);
  });
}
