import { workOrderCalls } from '@contract/workOrders';
import type { FastifyInstance } from 'fastify';
import { confirmWorkOrder } from './confirm';
import { batchQrPng, publicBatch } from './public';
import { findWorkOrder, listWorkOrders, replyOf } from './store';
import { cancelWorkOrder, createWorkOrder, updateWorkOrder } from './write';
import type { AppConfig } from '../../config';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { ApiError } from '../../plugins/errors';
import { commitWrite, sendWrite } from '../../plugins/idempotency';
import { givenLocation } from '../../plugins/permissions';
import { paginationOf } from '../documents';

/**
 * Work orders and roasts (SPEC section 7 "Work orders", issue 10), declared in
 * contract/workOrders.ts (`workOrderCalls`): plan a batch from its recipe, edit or cancel it while
 * planned, confirm it once with what came out, print its QR code, and the public page the code
 * opens. Writes are one transaction each that logs the change for sync and honours
 * `Idempotency-Key`; the create is idempotent on its id, confirm on the order's status.
 */
export function registerWorkOrderRoutes(
  app: FastifyInstance,
  config: Pick<AppConfig, 'loginLimits'>,
): void {
  const db = () => app.database.db;

  serveCall(app, workOrderCalls.list, async (request) => {
    const auth = signedIn(request);
    const { query } = request;
    const loc = query.loc === 'all' ? null : givenLocation(query.loc);
    const { rows, total } = await listWorkOrders(db(), auth, loc, query);
    return {
      data: rows.map((r) => replyOf(auth, r)),
      pagination: paginationOf(total, query),
    };
  });

  // Whoever scans a batch label may read it: per address as many reads as sign-in attempts, so the
  // ids cannot be walked quickly.
  const publicLimit = app.createRateLimit({
    max: config.loginLimits.perAddress,
    timeWindow: config.loginLimits.windowMs,
    keyGenerator: (request) => `batch:${request.ip}`,
  });
  serveCall(app, workOrderCalls.publicBatch, async (request, reply) => {
    const limit = await publicLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new ApiError(
        429,
        'RATE_LIMITED',
        'Too many batch look-ups: try again later',
        {},
        { 'retry-after': String(Math.max(1, limit.ttlInSeconds)) },
      );
    }
    const batch = await publicBatch(db(), request.params.id);
    return reply.header('cache-control', 'no-store').send(batch);
  });

  serveCall(app, workOrderCalls.byId, async (request) => {
    const auth = signedIn(request);
    return replyOf(auth, await findWorkOrder(db(), auth, request.params.id));
  });

  serveCall(app, workOrderCalls.qr, async (request, reply) => {
    const auth = signedIn(request);
    const row = await findWorkOrder(db(), auth, request.params.id);
    const png = await batchQrPng(request.query.frontendBase, row.id);
    return reply
      .type('image/png')
      .header('cache-control', 'private, max-age=86400')
      .header('content-disposition', `inline; filename="${row.number}.png"`)
      .send(png);
  });

  serveCall(app, workOrderCalls.create, async (request, reply) => {
    const auth = signedIn(request);
    const result = await commitWrite(request, (trx) => createWorkOrder(trx, auth, request.body));
    return sendWrite(reply, result);
  });

  serveCall(app, workOrderCalls.update, async (request, reply) => {
    const auth = signedIn(request);
    const result = await commitWrite(request, (trx) =>
      updateWorkOrder(trx, auth, request.params.id, request.body),
    );
    return sendWrite(reply, result);
  });

  serveCall(app, workOrderCalls.cancel, async (request, reply) => {
    const auth = signedIn(request);
    const result = await commitWrite(request, (trx) =>
      cancelWorkOrder(trx, auth, request.params.id),
    );
    return sendWrite(reply, result);
  });

  serveCall(app, workOrderCalls.confirm, async (request, reply) => {
    const auth = signedIn(request);
    const result = await commitWrite(request, (trx) =>
      confirmWorkOrder(trx, auth, request.params.id, request.body),
    );
    return sendWrite(reply, result);
  });
}
