import {
  balanceReply,
  ordersReportReply,
  ordersSummaryReply,
  reportQuery,
  salesReportReply,
  salesReportV3Reply,
  totalBalanceReply,
} from '@contract/reports';
import type { FastifyInstance } from 'fastify';
import { registerReport } from './frame';
import { balanceReport, totalBalance } from './invoiceReportsBalance';
import { ordersReport, ordersSummary } from './invoiceReportsOrders';
import { salesReport, salesReportV3 } from './invoiceReportsSales';

/** Each report's query names only the filters it reads (the API documents those). */
const salesQuery = reportQuery.omit({ category_id: true, status: true });
const summaryQuery = reportQuery.omit({
  cashier_id: true,
  category_id: true,
  payment_method_id: true,
  status: true,
});
const balanceQuery = reportQuery.omit({ category_id: true, payment_method_id: true });

/**
 * The reports read from invoices one by one (issue 11): sales and refunds, orders, balances. They
 * page in SQL; their totals come from the sales aggregates wherever one holds the filters asked.
 */
export function registerInvoiceReports(api: FastifyInstance): void {
  const sort = (keys: string) => `Sort by ${keys}; newest first by default.`;
  const salesText =
    'Every completed sale and refund of the period, one row each with its own figures (a ' +
    "refund's negative); `figures` and `totals` are the whole period's. " +
    sort('created_at, number, total_sales, net_sales or items');
  registerReport(
    api,
    '/invoices-sales-report/v2',
    {
      summary: 'Sales and refunds, one row each (invoice report version v1)',
      description: salesText,
      query: salesQuery,
      reply: salesReportReply,
    },
    salesReport,
  );
  registerReport(
    api,
    '/invoices-sales-report/v3',
    {
      summary: 'Sales and refunds with guests and payments (invoice report version v2)',
      description: salesText,
      query: salesQuery,
      reply: salesReportV3Reply,
    },
    salesReportV3,
  );
  registerReport(
    api,
    '/orders-report',
    {
      summary: 'Every order of the period whatever its status, with the time it took to complete',
      description:
        '`statuses` counts the filtered period per status (the status filter aside). ' +
        'A refund counts negative. ' +
        sort('created_at, number, status, total, paid, items or guests'),
      query: reportQuery,
      reply: ordersReportReply,
    },
    ordersReport,
  );
  registerReport(
    api,
    '/orders-summary',
    {
      summary: 'Completed sales per channel and order type, and orders per status',
      description:
        'Sort by net_sales (default), total_sales, transactions, guests, average_order_value, ' +
        'share, channel_id or order_type_id.',
      query: summaryQuery,
      reply: ordersSummaryReply,
    },
    ordersSummary,
  );
  registerReport(
    api,
    '/balance-report',
    {
      summary: 'Sales not fully paid: what each still owes',
      description:
        'Sales of the period (not voided) whose payments fall short of what is due. Sort by ' +
        'balance (default, largest first), created_at, number, total or paid.',
      query: balanceQuery,
      reply: balanceReply,
    },
    balanceReport,
  );
  registerReport(
    api,
    '/total-balance',
    {
      summary: 'What unpaid sales still owe, per location',
      description:
        'Every location read, with zeros where nothing is owed. Sort by balance (default), ' +
        'invoices, total, paid or location_id.',
      query: balanceQuery,
      reply: totalBalanceReply,
    },
    totalBalance,
  );
}
