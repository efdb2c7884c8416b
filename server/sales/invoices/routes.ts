import { mayUseLocation } from '@contract/access';
import { invoiceCalls } from '@contract/invoiceCalls';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { locationsTransaction, writeTransaction } from '../../db/changes';
import { signedIn, type Auth } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { ApiError, notFound } from '../../plugins/errors';
import { resolveSalesScope } from '../scope';
import { invoiceLocations, recordInvoices } from './ingest';
import { findInvoice, invoiceDetailOf, listInvoices } from './reads';
import { changeInvoiceStatus } from './status';

/** Invoices carry raw orders of up to 256 KB. */
const INVOICE_BODY_LIMIT = 2 * 1024 * 1024;
/** A batch holds up to 500 of them. */
const BATCH_BODY_LIMIT = 32 * 1024 * 1024;

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

/** The raw order as stored (a JSON text), parsed back; null when none was sent. */
const payloadOf = (found: { payload: string | null }): unknown =>
  found.payload === null ? null : (JSON.parse(found.payload) as unknown);

/**
 * Sales in from the tills (issue 8, section 1) and the invoices as screens read them, declared in
 * contract/invoiceCalls.ts (`invoiceCalls`). Recording needs `sales.write` and a location the
 * caller may use; reading needs `reporting.read`.
 */
export function registerInvoiceRoutes(app: FastifyInstance, config: AppConfig): void {
  const now = config.dailySync?.now ?? Date.now;
  const db = () => app.database.db;

  serveCall(
    app,
    invoiceCalls.record,
    async (request, reply) => {
      const auth = signedIn(request);
      const [outcome] = await locationsTransaction(
        app.database,
        auth.customerId,
        invoiceLocations([request.body]),
        (trx) => recordInvoices(trx, auth, [request.body], now),
      );
      if (outcome!.invoice) return reply.code(outcome!.status).send(outcome!.invoice);
      const { code, message, fields } = outcome!.error!;
      throw new ApiError(outcome!.status, code, message, fields ? { fields } : {});
    },
    { bodyLimit: INVOICE_BODY_LIMIT },
  );

  serveCall(
    app,
    invoiceCalls.recordBatch,
    async (request) => {
      const auth = signedIn(request);
      app.metrics.invoiceBatch(request.body.invoices.length);
      const outcomes = await locationsTransaction(
        app.database,
        auth.customerId,
        invoiceLocations(request.body.invoices),
        (trx) => recordInvoices(trx, auth, request.body.invoices, now),
      );
      return { results: outcomes.map((o, index) => ({ index, ...o })) };
    },
    { bodyLimit: BATCH_BODY_LIMIT },
  );

  serveCall(app, invoiceCalls.changeStatus, async (request) => {
    const auth = signedIn(request);
    return writeTransaction(app.database, auth.customerId, (trx) =>
      changeInvoiceStatus(trx, auth, request.params.id, request.body, now),
    );
  });

  serveCall(app, invoiceCalls.list, async (request) => {
    const auth = signedIn(request);
    const scope = await resolveSalesScope(db(), auth, request.query);
    return listInvoices(db(), scope, request.query);
  });

  serveCall(app, invoiceCalls.detail, async (request) => {
    const auth = signedIn(request);
    const found = await findInvoice(db(), auth, { id: request.params.id });
    return invoiceDetailOf(db(), auth, found);
  });

  serveCall(app, invoiceCalls.payload, async (request) => {
    const auth = signedIn(request);
    requirePreview(auth);
    const found = await findInvoice(db(), auth, { id: request.params.id });
    return { payload: payloadOf(found) };
  });

  serveCall(app, invoiceCalls.byCustomerInvoiceId, async (request) => {
    const auth = signedIn(request);
    const found = await findInvoice(db(), auth, { idOrNumber: request.params.id });
    return invoiceDetailOf(db(), auth, found);
  });

  serveCall(app, invoiceCalls.otterPayload, async (request) => {
    const auth = signedIn(request);
    requirePreview(auth);
    const found = await findInvoice(db(), auth, { otterId: request.body.otter_id });
    if (!mayUseLocation(auth.grant, found.location_id)) throw notFound('Invoice');
    return { invoice_id: found.id, otter_id: request.body.otter_id, payload: payloadOf(found) };
  });
}
