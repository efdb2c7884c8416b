import type { FastifyInstance } from 'fastify';
import { registerAggregateReports } from './aggregateReports';
import { registerInvoiceReports } from './invoiceReports';
import { registerAdvancedPaymentReports } from './paymentReports';
import { registerStockReports } from './stockReports';

/**
 * The reports of SPEC section 7 (issue 11). Each reads the sales aggregates or the stock ledger
 * through the frame of server/reports/frame.ts.
 */
export function registerReportRoutes(api: FastifyInstance): void {
  registerInvoiceReports(api);
  registerAggregateReports(api);
  registerStockReports(api);
  registerAdvancedPaymentReports(api);
}
