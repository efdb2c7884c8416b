import { exportFileName, supplierInvoiceCalls } from '@contract/purchasing';
import type { FastifyInstance } from 'fastify';
import { changeInvoiceStatus, createInvoice, setInvoiceRef } from './invoices';
import { matchInvoice } from './match';
import { invoicesWorkbook, listInvoices } from './reads';
import { findInvoice, invoiceRowOf } from './store';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { sendXlsx } from '../../plugins/files';
import { commitWrite, sendWrite } from '../../plugins/idempotency';

/**
 * Supplier invoices (SPEC section 7 "Suppliers", issue 10), declared in contract/purchasing.ts
 * (`supplierInvoiceCalls`): recorded against an order, matched with what was ordered and received,
 * approved (differences accepted explicitly) and paid.
 */
export function registerSupplierInvoiceRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;

  serveCall(app, supplierInvoiceCalls.list, async (request) =>
    listInvoices(db(), signedIn(request), request.query),
  );

  serveCall(app, supplierInvoiceCalls.export, async (request, reply) => {
    const file = await invoicesWorkbook(db(), signedIn(request), request.query);
    return sendXlsx(reply, exportFileName('supplier-orders', new Date()), file);
  });

  serveCall(app, supplierInvoiceCalls.byId, async (request) => {
    const invoice = await findInvoice(db(), signedIn(request), request.params.id);
    return { ...invoiceRowOf(invoice), matching: await matchInvoice(db(), invoice) };
  });

  serveCall(app, supplierInvoiceCalls.create, async (request, reply) =>
    sendWrite(
      reply,
      await commitWrite(request, (trx) => createInvoice(trx, signedIn(request), request.body)),
    ),
  );

  serveCall(app, supplierInvoiceCalls.setRef, async (request, reply) =>
    sendWrite(
      reply,
      await commitWrite(request, (trx) => setInvoiceRef(trx, signedIn(request), request.body)),
    ),
  );

  serveCall(app, supplierInvoiceCalls.change, async (request, reply) =>
    sendWrite(
      reply,
      await commitWrite(request, (trx) =>
        changeInvoiceStatus(trx, signedIn(request), request.params.id, request.body),
      ),
    ),
  );
}
