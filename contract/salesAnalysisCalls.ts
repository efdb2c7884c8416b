import { z } from 'zod';
import { call } from './call';
import { id } from './common';
import {
  invoiceDetail,
  invoiceListQuery,
  invoiceListReply,
  salesQuery,
  summaryMetricsReply,
} from './sales';
import {
  complimentaryReply,
  filterOptionsReply,
  inventoryAccountReply,
  invoiceAndPaymentSummaryReply,
  latestTransactionsQuery,
  latestTransactionsReply,
  locationTotalReply,
  monthOverMonthQuery,
  monthOverMonthReply,
  openOrdersReply,
  paymentAccountReply,
  paymentsChartReply,
  saleChartReply,
  salesByCategoryReply,
  salesByTimeQuery,
  salesByTimeReply,
  salesItemsQuery,
  salesItemsReply,
  salesTrendQuery,
  salesTrendReply,
  storePerformanceReply,
  topTenQuery,
  topTenReply,
  weekOverWeekReply,
} from './salesReports';

const analysis = { tag: 'sales analysis', access: 'reporting.read' } as const;
const invoices = { tag: 'sales', access: 'reporting.read' } as const;
const dashboard = { tag: 'dashboard', access: 'reporting.read' } as const;
const screens = { tag: 'sales', access: 'sales.read' } as const;

/**
 * The sales reads of SPEC section 7 that issue 8 answers, and the sales screens' own: the
 * dashboard's figures, the sales screens, the invoice summary. Each takes `from`, `to` (business
 * dates) and `loc`, checks its permission and the locations, and refuses bad dates with 400.
 */
export const salesAnalysisCalls = {
  summaryMetrics: call({
    method: 'GET',
    path: '/reports-v2/sales/summary-metrics',
    ...analysis,
    summary: 'Every sales figure of a period, and of the period it is compared with',
    description:
      'For a single day the comparison is the business day before, up to the same local time ' +
      'when the day is today; for longer periods, the period of the same length just before.',
    query: salesQuery,
    reply: summaryMetricsReply,
  }),
  salesTrend: call({
    method: 'GET',
    path: '/reports-v2/sales/sales-trend',
    ...analysis,
    summary: 'Sales per day, week (from Monday) or month of a period',
    query: salesTrendQuery,
    reply: salesTrendReply,
  }),
  salesByTime: call({
    method: 'GET',
    path: '/reports-v2/sales/sales-by-time',
    ...analysis,
    summary: 'Sales by hour of the day, or by time block',
    query: salesByTimeQuery,
    reply: salesByTimeReply,
  }),
  weekOverWeek: call({
    method: 'GET',
    path: '/reports-v2/sales/week-over-week',
    ...analysis,
    summary: 'The week holding `to` against the week before, day by day',
    query: salesQuery,
    reply: weekOverWeekReply,
  }),
  monthOverMonth: call({
    method: 'GET',
    path: '/reports-v2/sales/month-over-month',
    ...analysis,
    summary: 'Each month up to the one holding `to`, against the month before',
    query: monthOverMonthQuery,
    reply: monthOverMonthReply,
  }),
  salesByCategory: call({
    method: 'GET',
    path: '/reports-v2/sales/sales-by-category',
    ...analysis,
    summary: "Products' sales by category, with each category's share",
    query: salesQuery,
    reply: salesByCategoryReply,
  }),
  filterOptions: call({
    method: 'GET',
    path: '/reports-v2/sales/filter-options',
    ...analysis,
    summary: 'What the sales screens can filter by',
    query: salesQuery,
    reply: filterOptionsReply,
  }),
  saleChart: call({
    method: 'GET',
    path: '/reports-v2/payments/sale-chart',
    ...analysis,
    summary: 'Net sales and transactions per business date',
    query: salesQuery,
    reply: saleChartReply,
  }),
  topTen: call({
    method: 'GET',
    path: '/reports-v2/payments/top-ten-chart',
    ...analysis,
    summary: 'The best-selling products, by net sales or by quantity',
    query: topTenQuery,
    reply: topTenReply,
  }),
  paymentsChart: call({
    method: 'GET',
    path: '/payments-chart',
    ...analysis,
    summary: 'Takings by payment method',
    query: salesQuery,
    reply: paymentsChartReply,
  }),
  salesHoursChart: call({
    method: 'GET',
    path: '/sales-hours-chart',
    ...analysis,
    summary: 'Sales by hour of the day (24 hours)',
    query: salesByTimeQuery,
    reply: salesByTimeReply,
  }),
  invoiceAndPaymentSummary: call({
    method: 'GET',
    path: '/reports-v2/invoices/invoice-and-payment-summary',
    ...invoices,
    summary: 'Invoices by what they are, with payments by method',
    query: salesQuery,
    reply: invoiceAndPaymentSummaryReply,
  }),
  invoiceSummary: call({
    method: 'GET',
    path: '/reports-v2/invoices/invoice-summary',
    ...invoices,
    summary: 'Invoices of a period, newest first, with filters (as GET /invoices)',
    query: invoiceListQuery,
    reply: invoiceListReply,
  }),
  complimentary: call({
    method: 'GET',
    path: '/reports-v2/invoices/complimentary',
    ...invoices,
    summary: 'What was given free, by item',
    query: salesQuery,
    reply: complimentaryReply,
  }),
  invoiceDetail: call({
    method: 'GET',
    path: '/reports-v2/invoices/invoice-detail/:id',
    ...invoices,
    summary: 'One invoice with its lines, payments, refunds and status history',
    params: z.object({ id }),
    reply: invoiceDetail,
  }),
  storePerformance: call({
    method: 'GET',
    path: '/dashboard/store-performance',
    ...dashboard,
    summary: "Each location's figures against its own comparison, with an insight",
    description:
      'Insights: strong_growth (net sales up 10% or more), positive_trend (2% or more), stable ' +
      '(within 2%), challenges (down more than 2%), no_sales.',
    query: salesQuery,
    reply: storePerformanceReply,
  }),
  latestTransactions: call({
    method: 'GET',
    path: '/dashboard/latest-transactions',
    ...dashboard,
    summary: 'The newest invoices of the locations, whatever their date',
    query: latestTransactionsQuery,
    reply: latestTransactionsReply,
  }),
  openOrders: call({
    method: 'GET',
    path: '/dashboard/open-orders',
    ...dashboard,
    summary: 'Order fulfilment: orders pending, being prepared or ready',
    query: salesQuery,
    reply: openOrdersReply,
  }),
  locationTotal: call({
    method: 'GET',
    path: '/invoices-total-location/:id',
    ...dashboard,
    summary: "A location's sales figures for a period (today by default), with its open orders",
    params: z.object({ id }),
    query: salesQuery.omit({ loc: true }),
    reply: locationTotalReply,
  }),
  items: call({
    method: 'GET',
    path: '/sales/items',
    ...screens,
    summary: 'Item-level sales, by product, category, day, channel or location',
    query: salesItemsQuery,
    reply: salesItemsReply,
  }),
  paymentAccount: call({
    method: 'GET',
    path: '/sales/payment-account',
    ...screens,
    summary: 'Takings per business date and payment method, with the cash to bank',
    query: salesQuery,
    reply: paymentAccountReply,
  }),
  inventoryAccount: call({
    method: 'GET',
    path: '/sales/inventory-account',
    ...screens,
    summary: 'The cost of the materials sales used, per day and material category',
    query: salesQuery,
    reply: inventoryAccountReply,
  }),
};
