import { z } from 'zod';
import { call } from './call';
import {
  advancedExportBody,
  advancedSummaryReply,
  balanceReply,
  cashFlowReply,
  categoryReply,
  discountsQuery,
  discountsReply,
  materialsReportQuery,
  ordersReportReply,
  ordersSummaryReply,
  paymentBreakdownReply,
  paymentCategoriesReply,
  paymentChartReply,
  paymentReportReply,
  paymentTransactionsReply,
  productReply,
  reportQuery,
  salesReportReply,
  salesReportV3Reply,
  salesSummaryQuery,
  salesSummaryReply,
  stockValueReply,
  totalBalanceReply,
  usageReply,
  usersReportReply,
} from './reports';

/**
 * The reports of SPEC section 7 (issue 11), each read through the frame of server/reports/frame.ts:
 * the scope resolved from `from`, `to` and `loc`, `reporting.read` checked, the reply's meta. The
 * reporting screens (src/features/reporting/) read them by name.
 */

const report = { tag: 'reports', access: 'reporting.read' } as const;

/** Each report's query names only the filters it reads (the API documents those). */
const salesQuery = reportQuery.omit({ category_id: true, status: true });
const summaryQuery = reportQuery.omit({
  cashier_id: true,
  category_id: true,
  payment_method_id: true,
  status: true,
});
const balanceQuery = reportQuery.omit({ category_id: true, payment_method_id: true });

const sort = (keys: string) => `Sort by ${keys}; newest first by default.`;
const salesText =
  'Every completed sale and refund of the period, one row each with its own figures (a ' +
  "refund's negative); `figures` and `totals` are the whole period's. " +
  sort('created_at, number, total_sales, net_sales or items');

/** More rows than a spreadsheet program opens comfortably: a shorter range is asked for. */
export const ADVANCED_EXPORT_MAX_ROWS = 100_000;

/**
 * The reports read from invoices one by one: sales and refunds, orders, balances. They page in
 * SQL; their totals come from the sales aggregates wherever one holds the filters asked.
 */
export const invoiceReportCalls = {
  sales: call({
    method: 'GET',
    path: '/invoices-sales-report/v2',
    ...report,
    summary: 'Sales and refunds, one row each (invoice report version v1)',
    description: salesText,
    query: salesQuery,
    reply: salesReportReply,
  }),
  salesV3: call({
    method: 'GET',
    path: '/invoices-sales-report/v3',
    ...report,
    summary: 'Sales and refunds with guests and payments (invoice report version v2)',
    description: salesText,
    query: salesQuery,
    reply: salesReportV3Reply,
  }),
  orders: call({
    method: 'GET',
    path: '/orders-report',
    ...report,
    summary: 'Every order of the period whatever its status, with the time it took to complete',
    description:
      '`statuses` counts the filtered period per status (the status filter aside). ' +
      'A refund counts negative. ' +
      sort('created_at, number, status, total, paid, items or guests'),
    query: reportQuery,
    reply: ordersReportReply,
  }),
  ordersSummary: call({
    method: 'GET',
    path: '/orders-summary',
    ...report,
    summary: 'Completed sales per channel and order type, and orders per status',
    description:
      'Sort by net_sales (default), total_sales, transactions, guests, average_order_value, ' +
      'share, channel_id or order_type_id.',
    query: summaryQuery,
    reply: ordersSummaryReply,
  }),
  balance: call({
    method: 'GET',
    path: '/balance-report',
    ...report,
    summary: 'Sales not fully paid: what each still owes',
    description:
      'Sales of the period (not voided) whose payments fall short of what is due. Sort by ' +
      'balance (default, largest first), created_at, number, total or paid.',
    query: balanceQuery,
    reply: balanceReply,
  }),
  totalBalance: call({
    method: 'GET',
    path: '/total-balance',
    ...report,
    summary: 'What unpaid sales still owe, per location',
    description:
      'Every location read, with zeros where nothing is owed. Sort by balance (default), ' +
      'invoices, total, paid or location_id.',
    query: balanceQuery,
    reply: totalBalanceReply,
  }),
};

/**
 * The reports whose items are few (days, cashiers, categories, products, payment methods): each is
 * computed whole from the sales aggregates and paged in memory, so "all time" reads as fast as a
 * week.
 */
export const aggregateReportCalls = {
  salesSummary: call({
    method: 'GET',
    path: '/sales-summary',
    ...report,
    summary: 'Sales figures per day, week, month or location, against the period before',
    description:
      'Days, weeks (keyed by their Monday) and months are listed only where something sold; ' +
      'every location read is listed. `figures` are the whole period; `compare` the period of ' +
      'the same length just before (for one day: the day before, up to the same time today).',
    query: salesSummaryQuery,
    reply: salesSummaryReply,
  }),
  users: call({
    method: 'GET',
    path: '/invoices-users-report',
    ...report,
    summary: "Each cashier's sales, refunds, voids and discounts",
    description: 'Filter: `cashier_id`. `discount_rate` is discounts as a percentage of gross.',
    query: reportQuery,
    reply: usersReportReply,
  }),
  discounts: call({
    method: 'GET',
    path: '/discounts-report',
    ...report,
    summary: 'Discounts and free lines per product, category, cashier, day or location',
    description:
      '`discount_rate` is discounts as a percentage of gross sales. Grouped by product, ' +
      "modifiers are left out (they carry no discount); by category they count in their product's.",
    query: discountsQuery,
    reply: discountsReply,
  }),
  categories: call({
    method: 'GET',
    path: '/categoryReports',
    ...report,
    summary: "Each category's items and sales, with its share of net sales",
    description:
      "Modifiers add their sales to their product's category; quantities are the products'.",
    query: reportQuery,
    reply: categoryReply,
  }),
  products: call({
    method: 'GET',
    path: '/products-sales-report',
    ...report,
    summary: "Each product's sales, recipe cost, margin and menu engineering class",
    description:
      "Filter: `category_id`. The unit cost is the recipe at the materials' costs today " +
      '(null without a recipe, or without `inventory.costs`); margin = average price - unit ' +
      'cost. Classes (Kasavana and Smith) per category: popular at or above 70% of an even ' +
      'share of the items sold, profitable at or above the average margin weighted by ' +
      'quantity. Modifiers are listed but not classified.',
    query: reportQuery,
    reply: productReply,
  }),
  payments: call({
    method: 'GET',
    path: '/payment-report',
    ...report,
    summary: 'What each payment method took in and paid back',
    description: 'Filter: `payment_method_id`. `share` is of the net every method took in.',
    query: reportQuery,
    reply: paymentReportReply,
  }),
  cashFlow: call({
    method: 'GET',
    path: '/payment-report/v2',
    ...report,
    summary: 'Daily sales and cash flow: sales, money in per payment method, money paid back',
    description: 'One row per business date with sales or payments.',
    query: reportQuery,
    reply: cashFlowReply,
  }),
};

/**
 * The stock reports (screens /inventory and /material), read from the stock ledger. `loc=all` adds
 * the locations up: stock and its value per material over every location read, and usage likewise
 * (each location's period on its own business dates). Between counts, the read is the counts'
 * location.
 */
export const stockReportCalls = {
  materials: call({
    method: 'GET',
    path: '/materials-report',
    ...report,
    summary: 'Stock value at the end of a day, or food cost: actual against theoretical usage',
    description: [
      '`view=stock`: stock on hand and its value per material at the end of the business date `to`',
      '(default today), by category; filter `category_id`.',
      '`view=usage` (default): per material, opening + received + transferred in - transferred out -',
      'closing = actual usage, against sold (sales x recipes, net of refunds and voids) + waste +',
      'preparation = theoretical usage, with the variance in quantity and cost at the moving average',
      'cost, between the business dates `from` and `to` or between two approved counts (`from_count`,',
      '`to_count`), with the net sales of the same stretch for the food cost percentage.',
    ].join(' '),
    query: materialsReportQuery,
    reply: z.union([stockValueReply, usageReply]),
  }),
};

/**
 * The advanced payment report: what the payments of a period add up to against the period before,
 * by kind of method, per day, per method and location, one by one, and as an .xlsx. Everything but
 * the list and the export reads the payments aggregate. Filter: `payment_method_id`, on every call.
 */
export const advancedPaymentCalls = {
  summary: call({
    method: 'GET',
    path: '/reports-v2/advanced-payments/summary',
    ...report,
    summary: 'Payments of a period against the period before',
    description:
      'Counts and amounts taken in, paid back and net, tips, the average payment (net / payments) ' +
      'and the methods used; `compare` is the period before as the sales summary compares.',
    query: reportQuery,
    reply: advancedSummaryReply,
  }),
  paymentCategories: call({
    method: 'GET',
    path: '/reports-v2/advanced-payments/payment-categories',
    ...report,
    summary: 'Payments per kind of payment method (cash, card, wallets...), share of net',
    query: reportQuery,
    reply: paymentCategoriesReply,
  }),
  chartData: call({
    method: 'GET',
    path: '/reports-v2/advanced-payments/chart-data',
    ...report,
    summary: 'Net taken in per business date (days with payments) and payment method',
    query: reportQuery,
    reply: paymentChartReply,
  }),
  paymentBreakdown: call({
    method: 'GET',
    path: '/reports-v2/advanced-payments/payment-breakdown',
    ...report,
    summary: 'Payments per payment method and location',
    query: reportQuery,
    reply: paymentBreakdownReply,
  }),
  transactions: call({
    method: 'GET',
    path: '/reports-v2/advanced-payments/transactions',
    ...report,
    summary: 'Every payment of completed sales and refunds, newest first',
    description:
      'Sortable by created_at, number, amount, tip. Refunds have negative amounts and tips, so ' +
      '`totals` (the whole period) is the net taken in and the tips. `next` reads on with `after`.',
    query: reportQuery,
    reply: paymentTransactionsReply,
  }),
  export: call({
    method: 'POST',
    path: '/reports-v2/advanced-payments/export',
    ...report,
    summary: 'The payments of a period as .xlsx (advanced-payments-<ISO time>.xlsx)',
    description: `At most ${ADVANCED_EXPORT_MAX_ROWS} payments: a longer period is a 400 asking for a shorter range.`,
    body: advancedExportBody,
    reply: z.any().describe('The .xlsx file'),
    file: true,
  }),
};
