import { id } from '@contract/common';
import {
  publicBatchReply,
  workOrderConfirmBody,
  workOrderCreateBody,
  workOrderListQuery,
  workOrderListReply,
  workOrderQrQuery,
  workOrderRow,
  workOrderUpdateBody,
} from '@contract/workOrders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { signedIn } from '../plugins/auth';
import { ApiError, errorResponses } from '../plugins/errors';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { givenLocation } from '../plugins/permissions';
import { paginationOf } from '../supply/documents';
import { confirmWorkOrder } from '../supply/workOrdersConfirm';
import { batchQrPng, publicBatch } from '../supply/workOrdersPublic';
import { findWorkOrder, listWorkOrders, replyOf } from '../supply/workOrdersStore';
import { cancelWorkOrder, createWorkOrder, updateWorkOrder } from '../supply/workOrdersWrite';
import { readOneRoute, writeOneRoute } from '../supply/documentRoutes';

const tags = ['workOrders'];
const base = '/work-orders';
const idParams = z.object({ id });
const writeReplies = { 200: workOrderRow, 201: workOrderRow, ...errorResponses };

/**
 * Work orders and roasts (SPEC section 7 "Work orders", issue 10): plan a batch from its recipe,
 * edit or cancel it while planned, confirm it once with what came out, print its QR code, and the
 * public page the code opens. Writes are one transaction each that logs the change for sync and
 * honours `Idempotency-Key`; the create is idempotent on its id, confirm on the order's status.
 */
export function registerWorkOrderRoutes(
  api: FastifyInstance,
  config: Pick<AppConfig, 'loginLimits'>,
): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    base,
    {
      schema: {
        tags,
        summary:
          'Work orders of a location (or of every location the caller may use), newest first',
        description:
          '`planned_for` keeps the orders planned for one business day (YYYY-MM-DD); `from` and ' +
          '`to` a range of them, both included.',
        querystring: workOrderListQuery,
        response: { 200: workOrderListReply, ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      const { query } = request;
      const loc = query.loc === 'all' ? null : givenLocation(query.loc);
      const { rows, total } = await listWorkOrders(db(), auth, loc, query);
      return {
        data: rows.map((r) => replyOf(auth, r)),
        pagination: paginationOf(total, query),
      };
    },
  );

  // Whoever scans a batch label may read it: per address as many reads as sign-in attempts, so the
  // ids cannot be walked quickly.
  const publicLimit = app.createRateLimit({
    max: config.loginLimits.perAddress,
    timeWindow: config.loginLimits.windowMs,
    keyGenerator: (request) => `batch:${request.ip}`,
  });
  app.get(
    `${base}/public/:id`,
    {
      schema: {
        tags,
        summary: 'A confirmed batch as its QR label shows it (no sign-in)',
        description:
          'What was made, how much, when, by whom (first name), its use-by and batch code and where; ' +
          'nothing else of the business. Planned, cancelled and unknown ids are 404. Rate limited ' +
          'per address like sign-in (429 RATE_LIMITED).',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: publicBatchReply, ...errorResponses },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
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
    },
  );

  readOneRoute(
    app,
    `${base}/:id`,
    { tags, summary: 'One work order', row: workOrderRow, access: 'inventory.read' },
    async (auth, id) => replyOf(auth, await findWorkOrder(db(), auth, id)),
  );

  app.get(
    `${base}/:id/qr`,
    {
      schema: {
        tags,
        summary: 'The QR code of a work order’s public batch page, as a PNG',
        description:
          'Encodes `<frontendBase>/batch/<id>`. `frontendBase` is the PWA’s origin: http or https, ' +
          'no path, query or credentials (else 400).',
        params: idParams,
        querystring: workOrderQrQuery,
        response: { 200: z.any().describe('image/png'), ...errorResponses },
      },
      config: { access: 'inventory.read' },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const row = await findWorkOrder(db(), auth, request.params.id);
      const png = await batchQrPng(request.query.frontendBase, row.id);
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', `inline; filename="${row.number}.png"`)
        .send(png);
    },
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Plan a batch of a prepared material from its recipe (idempotent on id)',
        description:
          '`planned_for` is the location’s business day it is to be made (required). ' +
          'Inputs are the recipe × planned quantity / yield, in each material’s base unit. The same ' +
          'id with the same content answers 200 with the stored order; other content under that id ' +
          'is 409 ID_REUSED.',
        headers: idempotencyHeaders,
        body: workOrderCreateBody,
        response: writeReplies,
      },
      config: { access: 'inventory.write', idempotent: true },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const result = await commitWrite(request, (trx) => createWorkOrder(trx, auth, request.body));
      return sendWrite(reply, result);
    },
  );

  const writes = { tags, row: workOrderRow, access: 'inventory.write' } as const;
  writeOneRoute(
    app,
    'put',
    `${base}/:id`,
    {
      ...writes,
      summary:
        'Edit a planned work order: quantity, day, use-by, batch code, note (with its version)',
      description:
        'A new planned quantity scales the inputs from the recipe again. A stale version is 409 ' +
        'VERSION_CONFLICT; an order no longer planned is 409 INVALID_TRANSITION.',
      body: workOrderUpdateBody,
    },
    (trx, auth, id, body) => updateWorkOrder(trx, auth, id, body),
  );
  writeOneRoute(
    app,
    'delete',
    `${base}/:id`,
    {
      ...writes,
      summary: 'Cancel a planned work order (it stays, as cancelled)',
      description:
        'Cancelling again answers the cancelled order; a confirmed one is 409 INVALID_TRANSITION.',
    },
    (trx, auth, id) => cancelWorkOrder(trx, auth, id),
  );
  writeOneRoute(
    app,
    'post',
    `${base}/:id/confirm`,
    {
      ...writes,
      summary: 'Confirm a batch with what came out: its stock moves, once',
      description:
        'Posts `preparation_out` per input (the given actual, else planned × actual / planned) and ' +
        '`preparation_in` of the output at the value of what went out. Confirming again, resent ' +
        'or concurrent, answers the confirmed order and posts nothing; a cancelled one is 409 ' +
        'INVALID_TRANSITION. Roasts record their weight loss percent.',
      body: workOrderConfirmBody,
    },
    (trx, auth, id, body) => confirmWorkOrder(trx, auth, id, body),
  );
}
