import { id } from '@contract/common';
import {
  exportFileName,
  supplierInvoiceChangeBody,
  supplierInvoiceCreateBody,
  supplierInvoiceDetail,
  supplierInvoiceExportQuery,
  supplierInvoiceListQuery,
  supplierInvoiceListReply,
  supplierInvoiceRefBody,
  supplierInvoiceRow,
} from '@contract/purchasing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { sendXlsx } from '../plugins/files';
import { commitWrite, idempotencyHeaders, sendWrite } from '../plugins/idempotency';
import { changeInvoiceStatus, createInvoice, setInvoiceRef } from '../supply/purchasingInvoices';
import { matchInvoice } from '../supply/purchasingMatch';
import { invoicesWorkbook, listInvoices } from '../supply/purchasingReads';
import { findInvoice, invoiceRowOf } from '../supply/purchasingStore';
import { readOneRoute } from '../supply/documentRoutes';

const tags = ['supplierInvoices'];
const idParams = z.object({ id });

/**
 * Supplier invoices (SPEC section 7 "Suppliers", issue 10): recorded against an order, matched with
 * what was ordered and received, approved (differences accepted explicitly) and paid.
 */
export function registerSupplierInvoiceRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/supplier-invoices',
    {
      schema: {
        tags,
        summary: 'Supplier invoices, latest invoice date first',
        description:
          '`loc` one location (else every one the caller may use), `supplier`, `order`, `st` one ' +
          'status or several comma separated, `from`/`to` invoice dates, `search` numbers and reference.',
        querystring: supplierInvoiceListQuery,
        response: { 200: supplierInvoiceListReply, ...errorResponses },
      },
      config: { access: 'suppliers.read' },
    },
    async (request) => listInvoices(app.database.db, signedIn(request), request.query),
  );

  app.get(
    '/supplier-invoices/export',
    {
      schema: {
        tags,
        summary: 'The invoices of the list’s filters as an .xlsx (supplier-orders-<ISO time>.xlsx)',
        querystring: supplierInvoiceExportQuery,
        response: { 200: z.any().describe('The .xlsx file'), ...errorResponses },
      },
      config: { access: 'suppliers.read' },
    },
    async (request, reply) => {
      const file = await invoicesWorkbook(app.database.db, signedIn(request), request.query);
      return sendXlsx(reply, exportFileName('supplier-orders', new Date()), file);
    },
  );

  readOneRoute(
    app,
    '/supplier-invoices/:id',
    {
      tags,
      summary: 'One supplier invoice, matched against its order and what was received',
      row: supplierInvoiceDetail,
      access: 'suppliers.read',
    },
    async (auth, id) => {
      const { db } = app.database;
      const invoice = await findInvoice(db, auth, id);
      return { ...invoiceRowOf(invoice), matching: await matchInvoice(db, invoice) };
    },
  );

  app.post(
    '/supplier-invoices',
    {
      schema: {
        tags,
        summary: 'Record a supplier invoice as a draft (idempotent on id)',
        description:
          'Its order is `supplier_order_id`, or the order whose number is `supplier_order_ref` ' +
          '(same supplier and location). The due date defaults to the supplier’s payment terms.',
        headers: idempotencyHeaders,
        body: supplierInvoiceCreateBody,
        response: { 200: supplierInvoiceRow, 201: supplierInvoiceRow, ...errorResponses },
      },
      config: { access: 'suppliers.write', idempotent: true },
    },
    async (request, reply) =>
      sendWrite(
        reply,
        await commitWrite(request, (trx) => createInvoice(trx, signedIn(request), request.body)),
      ),
  );

  app.put(
    '/supplier-invoices/ref',
    {
      schema: {
        tags,
        summary:
          'Set the order reference of a draft or disputed invoice (`{ id, supplier_order_ref }`)',
        headers: idempotencyHeaders,
        body: supplierInvoiceRefBody,
        response: { 200: supplierInvoiceRow, ...errorResponses },
      },
      config: { access: 'suppliers.write', idempotent: true },
    },
    async (request, reply) =>
      sendWrite(
        reply,
        await commitWrite(request, (trx) => setInvoiceRef(trx, signedIn(request), request.body)),
      ),
  );

  app.put(
    '/supplier-invoice-change/:id',
    {
      schema: {
        tags,
        summary: 'Change an invoice’s status: approve, dispute, cancel, back to draft, pay',
        description:
          'draft → approved | disputed | cancelled; disputed → draft | approved | cancelled; ' +
          'approved → paid. Approving and paying need suppliers.approve; an invoice that differs ' +
          'from its order is approved only with `accept_differences: true` (else 409 ' +
          'INVOICE_DIFFERENCES with `differences`). Approving adds its quantities and amount to ' +
          'the order.',
        params: idParams,
        headers: idempotencyHeaders,
        body: supplierInvoiceChangeBody,
        response: { 200: supplierInvoiceRow, ...errorResponses },
      },
      config: { access: 'suppliers.write', idempotent: true },
    },
    async (request, reply) =>
      sendWrite(
        reply,
        await commitWrite(request, (trx) =>
          changeInvoiceStatus(trx, signedIn(request), request.params.id, request.body),
        ),
      ),
  );
}
