import { mayUseLocation } from '@contract/access';
import { id } from '@contract/common';
import {
  invoiceBatchBody,
  invoiceBody,
  invoiceBatchReply,
  invoiceDetail,
  invoiceListQuery,
  invoiceListReply,
  invoiceRow,
  invoiceStatusBody,
  MAX_INVOICE_BATCH,
} from '@contract/sales';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { writeTransaction } from '../db/changes';
import { signedIn, type Auth } from '../plugins/auth';
import { ApiError, errorResponses, notFound } from '../plugins/errors';
import { invoiceExample } from '../sales/example';
import { recordInvoices } from '../sales/ingest';
import { findInvoice, invoiceDetailOf, listInvoices } from '../sales/invoiceReads';
import { resolveSalesScope } from '../sales/scope';
import { changeInvoiceStatus } from '../sales/status';

const tags = ['sales'];

/** The raw order may be shown only to those allowed to preview invoices (SPEC section 3). */
function requirePreview(auth: Auth): void {
  if (!auth.grant.is_admin && !auth.profile.can_preview_invoice) {
    throw new ApiError(
      403,
      'FORBIDDEN',
      'Seeing the raw order needs the invoice preview permission',
    );
  }
}

/**
 * Sales in from the tills (issue 8, section 1) and the invoices as screens read them. Recording needs
 * `sales.write` and a location the caller may use; reading needs `reporting.read`.
 */
export function registerInvoiceRoutes(api: FastifyInstance, config: AppConfig): void {
  const now = config.dailySync?.now ?? Date.now;
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/invoices',
    {
      // Invoices carry raw orders of up to 256 KB.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Record a sale (or refund) from a till',
        description:
          'Idempotent on `id`: sending the same invoice again returns it as stored (200) and writes ' +
          'nothing; the same `id` with different content is refused (409 ID_REUSED). Amounts are ' +
          "tax-exclusive decimals in the location's currency and never negative; a refund names the " +
          'sale in `refund_of` and carries positive quantities and amounts: what is given back. ' +
          'Modifier quantities are per unit of their line. Payments of a completed invoice must add ' +
          'up to lines + modifiers - discounts - complimentary + tax, within one minor unit of the ' +
          "currency (or half a unit per line). `business_date` and `local_hour` come from the location's " +
          '`time_zone`, `opening_hour` and `closing_hour` settings: a sale at 01:30 counts on the day ' +
          'before when the location closes after midnight.',
        body: invoiceBody.meta({ examples: [invoiceExample] }),
        response: { 200: invoiceRow, 201: invoiceRow, ...errorResponses },
      },
      config: { access: 'sales.write' },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const [outcome] = await writeTransaction(app.database, auth.customerId, (trx) =>
        recordInvoices(trx, auth, [request.body], now),
      );
      if (outcome!.invoice) return reply.code(outcome!.status).send(outcome!.invoice);
      const { code, message, fields } = outcome!.error!;
      throw new ApiError(outcome!.status, code, message, fields ? { fields } : {});
    },
  );

  app.post(
    '/invoices/batch',
    {
      bodyLimit: 32 * 1024 * 1024,
      schema: {
        tags,
        summary: `Record up to ${MAX_INVOICE_BATCH} invoices at once, each answered on its own`,
        description:
          'For tills coming back online with a backlog. Each invoice gets the answer it would get ' +
          'alone (201, 200, 400, 403, 409), in `results` in the order sent; the good ones are ' +
          'recorded even when others are refused. A refund may follow its sale in the same batch.',
        body: invoiceBatchBody,
        response: { 200: invoiceBatchReply, ...errorResponses },
      },
      config: { access: 'sales.write' },
    },
    async (request) => {
      const auth = signedIn(request);
      const outcomes = await writeTransaction(app.database, auth.customerId, (trx) =>
        recordInvoices(trx, auth, request.body.invoices, now),
      );
      return { results: outcomes.map((o, index) => ({ index, ...o })) };
    },
  );

  app.put(
    '/invoices/:id/status',
    {
      schema: {
        tags,
        summary: 'Move an order on (preparing, ready, completed) or void an invoice',
        description:
          'Completing adds the invoice to the sales figures, voiding a completed one takes it back ' +
          'out; asking for the status it has changes nothing. A void is final; voiding a completed ' +
          'sale needs the void permission and no completed refunds of it. An unpaid order may bring ' +
          'its payments with its completion.',
        params: z.object({ id }),
        body: invoiceStatusBody,
        response: { 200: invoiceRow, ...errorResponses },
      },
      config: { access: 'sales.write' },
    },
    async (request) => {
      const auth = signedIn(request);
      return writeTransaction(app.database, auth.customerId, (trx) =>
        changeInvoiceStatus(trx, auth, request.params.id, request.body, now),
      );
    },
  );

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        summary: 'Invoices of a period, newest first, with filters',
        querystring: invoiceListQuery,
        response: { 200: invoiceListReply, ...errorResponses },
      },
      config: { access: 'reporting.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      const scope = await resolveSalesScope(app.database.db, auth, request.query);
      return listInvoices(app.database.db, scope, request.query);
    },
  );

  app.get(
    '/invoices/:id',
    {
      schema: {
        tags,
        summary: 'One invoice with its lines, payments, refunds and status history',
        params: z.object({ id }),
        response: { 200: invoiceDetail, ...errorResponses },
      },
      config: { access: 'reporting.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      const found = await findInvoice(app.database.db, auth, { id: request.params.id });
      return invoiceDetailOf(app.database.db, auth, found);
    },
  );

  app.get(
    '/invoices/:id/payload',
    {
      schema: {
        tags,
        summary: 'The raw order of an invoice, as the till or the aggregator sent it',
        params: z.object({ id }),
        response: { 200: z.object({ payload: z.unknown() }), ...errorResponses },
      },
      config: { access: 'reporting.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      requirePreview(auth);
      const found = await findInvoice(app.database.db, auth, { id: request.params.id });
      return { payload: found.payload === null ? null : (JSON.parse(found.payload) as unknown) };
    },
  );

  app.get(
    '/invoices/customer-invoice-id/:id',
    {
      schema: {
        tags,
        summary: 'The invoice a guest holds: by the number printed on the receipt, or by its id',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: invoiceDetail, ...errorResponses },
      },
      config: { access: 'reporting.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      const found = await findInvoice(app.database.db, auth, { idOrNumber: request.params.id });
      return invoiceDetailOf(app.database.db, auth, found);
    },
  );

  app.post(
    '/invoices/otter-payload',
    {
      schema: {
        tags,
        summary: "An aggregator order's raw payload, by its Otter id",
        body: z.object({ otter_id: z.string().trim().min(1).max(200) }).strict(),
        response: {
          200: z.object({ invoice_id: id, otter_id: z.string(), payload: z.unknown() }),
          ...errorResponses,
        },
      },
      config: { access: 'reporting.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      requirePreview(auth);
      const found = await findInvoice(app.database.db, auth, { otterId: request.body.otter_id });
      if (!mayUseLocation(auth.grant, found.location_id)) throw notFound('Invoice');
      return {
        invoice_id: found.id,
        otter_id: request.body.otter_id,
        payload: found.payload === null ? null : (JSON.parse(found.payload) as unknown),
      };
    },
  );
}
