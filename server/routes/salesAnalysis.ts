import type { Permission } from '@contract/access';
import { id } from '@contract/common';
import {
  invoiceDetail,
  invoiceListQuery,
  invoiceListReply,
  salesQuery,
  summaryMetricsReply,
  type SalesQuery,
} from '@contract/sales';
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
} from '@contract/salesReports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn, type Auth } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { findInvoice, invoiceDetailOf, listInvoices } from '../sales/invoices/reads';
import { summaryMetrics } from '../sales/read';
import {
  complimentary,
  invoiceAndPaymentSummary,
  monthOverMonth,
  paymentsChart,
  saleChart,
  salesByCategory,
  salesByTime,
  salesTrend,
  storePerformance,
  topProducts,
  weekOverWeek,
} from '../sales/reports';
import { resolveSalesScope, type SalesScope } from '../sales/scope';
import {
  filterOptions,
  inventoryAccount,
  latestTransactions,
  locationTotal,
  openOrders,
  paymentAccount,
  salesItems,
} from '../sales/screens';

/**
 * The sales reads of SPEC section 7 that issue 8 answers, and the sales screens' own. Each takes
 * `from`, `to` (business dates) and `loc`, checks its permission and the locations, refuses bad
 * dates with 400, and reads the aggregates through server/sales.
 */
export function registerSalesAnalysisRoutes(api: FastifyInstance): void {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  /** A GET of sales figures: resolves the scope, then answers from `read`. */
  function salesRead<Q extends z.ZodType<SalesQuery>, R extends z.ZodType>(
    path: string,
    options: { summary: string; description?: string; tags: readonly string[]; access: Permission },
    query: Q,
    reply: R,
    read: (scope: SalesScope, query: z.infer<Q>, auth: Auth) => Promise<z.infer<R>>,
  ) {
    app.get(
      path,
      {
        schema: {
          tags: [...options.tags],
          summary: options.summary,
          ...(options.description ? { description: options.description } : {}),
          querystring: query,
          response: { 200: reply, ...errorResponses },
        },
        config: { access: options.access },
      },
      async (request: FastifyRequest) => {
        const auth = signedIn(request);
        const parsed = request.query as z.infer<Q>;
        const scope = await resolveSalesScope(db(), auth, parsed);
        return read(scope, parsed, auth);
      },
    );
  }

  const analysis = { tags: ['sales analysis'], access: 'reporting.read' } as const;
  salesRead(
    '/reports-v2/sales/summary-metrics',
    {
      ...analysis,
      summary: 'Every sales figure of a period, and of the period it is compared with',
      description:
        'For a single day the comparison is the business day before, up to the same local time ' +
        'when the day is today; for longer periods, the period of the same length just before.',
    },
    salesQuery,
    summaryMetricsReply,
    (scope) => summaryMetrics(db(), scope),
  );
  salesRead(
    '/reports-v2/sales/sales-trend',
    { ...analysis, summary: 'Sales per day, week (from Monday) or month of a period' },
    salesTrendQuery,
    salesTrendReply,
    (scope, q) => salesTrend(db(), scope, q.interval),
  );
  salesRead(
    '/reports-v2/sales/sales-by-time',
    { ...analysis, summary: 'Sales by hour of the day, or by time block' },
    salesByTimeQuery,
    salesByTimeReply,
    (scope, q) => salesByTime(db(), scope, q.by),
  );
  salesRead(
    '/reports-v2/sales/week-over-week',
    { ...analysis, summary: 'The week holding `to` against the week before, day by day' },
    salesQuery,
    weekOverWeekReply,
    (scope) => weekOverWeek(db(), scope),
  );
  salesRead(
    '/reports-v2/sales/month-over-month',
    { ...analysis, summary: 'Each month up to the one holding `to`, against the month before' },
    monthOverMonthQuery,
    monthOverMonthReply,
    (scope, q) => monthOverMonth(db(), scope, q.months),
  );
  salesRead(
    '/reports-v2/sales/sales-by-category',
    { ...analysis, summary: "Products' sales by category, with each category's share" },
    salesQuery,
    salesByCategoryReply,
    (scope) => salesByCategory(db(), scope),
  );
  salesRead(
    '/reports-v2/sales/filter-options',
    { ...analysis, summary: 'What the sales screens can filter by' },
    salesQuery,
    filterOptionsReply,
    (scope) => filterOptions(db(), scope),
  );

  const payments = { tags: ['sales analysis'], access: 'reporting.read' } as const;
  salesRead(
    '/reports-v2/payments/sale-chart',
    { ...payments, summary: 'Net sales and transactions per business date' },
    salesQuery,
    saleChartReply,
    (scope) => saleChart(db(), scope),
  );
  salesRead(
    '/reports-v2/payments/top-ten-chart',
    { ...payments, summary: 'The best-selling products, by net sales or by quantity' },
    topTenQuery,
    topTenReply,
    (scope, q) => topProducts(db(), scope, q.by, q.limit),
  );
  salesRead(
    '/payments-chart',
    { ...payments, summary: 'Takings by payment method' },
    salesQuery,
    paymentsChartReply,
    (scope) => paymentsChart(db(), scope),
  );
  salesRead(
    '/sales-hours-chart',
    { ...payments, summary: 'Sales by hour of the day (24 hours)' },
    salesByTimeQuery,
    salesByTimeReply,
    (scope) => salesByTime(db(), scope, 'hour'),
  );

  const invoices = { tags: ['sales'], access: 'reporting.read' } as const;
  salesRead(
    '/reports-v2/invoices/invoice-and-payment-summary',
    { ...invoices, summary: 'Invoices by what they are, with payments by method' },
    salesQuery,
    invoiceAndPaymentSummaryReply,
    (scope) => invoiceAndPaymentSummary(db(), scope),
  );
  salesRead(
    '/reports-v2/invoices/invoice-summary',
    { ...invoices, summary: 'Invoices of a period, newest first, with filters (as GET /invoices)' },
    invoiceListQuery,
    invoiceListReply,
    (scope, q) => listInvoices(db(), scope, q),
  );
  salesRead(
    '/reports-v2/invoices/complimentary',
    { ...invoices, summary: 'What was given free, by item' },
    salesQuery,
    complimentaryReply,
    (scope) => complimentary(db(), scope),
  );
  app.get(
    '/reports-v2/invoices/invoice-detail/:id',
    {
      schema: {
        tags: ['sales'],
        summary: 'One invoice with its lines, payments, refunds and status history',
        params: z.object({ id }),
        response: { 200: invoiceDetail, ...errorResponses },
      },
      config: { access: 'reporting.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      return invoiceDetailOf(db(), auth, await findInvoice(db(), auth, { id: request.params.id }));
    },
  );

  const dashboard = { tags: ['dashboard'], access: 'reporting.read' } as const;
  salesRead(
    '/dashboard/store-performance',
    {
      ...dashboard,
      summary: "Each location's figures against its own comparison, with an insight",
      description:
        'Insights: strong_growth (net sales up 10% or more), positive_trend (2% or more), stable ' +
        '(within 2%), challenges (down more than 2%), no_sales.',
    },
    salesQuery,
    storePerformanceReply,
    (scope) => storePerformance(db(), scope),
  );
  salesRead(
    '/dashboard/latest-transactions',
    { ...dashboard, summary: 'The newest invoices of the locations, whatever their date' },
    latestTransactionsQuery,
    latestTransactionsReply,
    (scope, q) => latestTransactions(db(), scope, q.limit),
  );
  salesRead(
    '/dashboard/open-orders',
    { ...dashboard, summary: 'Order fulfilment: orders pending, being prepared or ready' },
    salesQuery,
    openOrdersReply,
    (scope) => openOrders(db(), scope),
  );
  app.get(
    '/invoices-total-location/:id',
    {
      schema: {
        tags: ['dashboard'],
        summary: "A location's sales figures for a period (today by default), with its open orders",
        params: z.object({ id }),
        querystring: salesQuery.omit({ loc: true }),
        response: { 200: locationTotalReply, ...errorResponses },
      },
      config: { access: 'reporting.read' },
    },
    async (request) => {
      const auth = signedIn(request);
      const scope = await resolveSalesScope(db(), auth, {
        ...request.query,
        loc: request.params.id,
      });
      return locationTotal(db(), scope);
    },
  );

  const screens = { tags: ['sales'], access: 'sales.read' } as const;
  salesRead(
    '/sales/items',
    { ...screens, summary: 'Item-level sales, by product, category, day, channel or location' },
    salesItemsQuery,
    salesItemsReply,
    (scope, q) => salesItems(db(), scope, q),
  );
  salesRead(
    '/sales/payment-account',
    { ...screens, summary: 'Takings per business date and payment method, with the cash to bank' },
    salesQuery,
    paymentAccountReply,
    (scope) => paymentAccount(db(), scope),
  );
  salesRead(
    '/sales/inventory-account',
    {
      ...screens,
      summary: 'The cost of the materials sales used, per day and material category',
    },
    salesQuery,
    inventoryAccountReply,
    (scope) => inventoryAccount(db(), scope),
  );
}
