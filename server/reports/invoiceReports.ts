import { invoiceReportCalls } from '@contract/frameReportCalls';
import type { FastifyInstance } from 'fastify';
import { serveReport } from './frame';
import { balanceReport, totalBalance } from './invoiceReportsBalance';
import { ordersReport, ordersSummary } from './invoiceReportsOrders';
import { salesReport, salesReportV3 } from './invoiceReportsSales';

/**
 * The reports read from invoices one by one (issue 11): sales and refunds, orders, balances. They
 * page in SQL; their totals come from the sales aggregates wherever one holds the filters asked.
 */
export function registerInvoiceReports(api: FastifyInstance): void {
  serveReport(api, invoiceReportCalls.sales, salesReport);
  serveReport(api, invoiceReportCalls.salesV3, salesReportV3);
  serveReport(api, invoiceReportCalls.orders, ordersReport);
  serveReport(api, invoiceReportCalls.ordersSummary, ordersSummary);
  serveReport(api, invoiceReportCalls.balance, balanceReport);
  serveReport(api, invoiceReportCalls.totalBalance, totalBalance);
}
