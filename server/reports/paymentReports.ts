import { exportFileName } from '@contract/purchasing';
import {
  advancedExportBody,
  advancedSummaryReply,
  paymentBreakdownReply,
  paymentCategoriesReply,
  paymentChartReply,
  paymentTransactionsReply,
  reportQuery,
} from '@contract/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { sendXlsx } from '../plugins/files';
import { resolveSalesScope } from '../sales/scope';
import { registerReport } from './frame';
import { EXPORT_MAX_ROWS, paymentsWorkbook } from './paymentReportsExport';
import {
  advancedSummary,
  paymentBreakdown,
  paymentCategories,
  paymentChart,
} from './paymentReportsRead';
import { paymentTransactions } from './paymentReportsTransactions';

const base = '/reports-v2/advanced-payments';

/**
 * The advanced payment report (SPEC section 7, issue 11): what the payments of a period add up to
 * against the period before, by kind of method, per day, per method and location, one by one, and
 * as an .xlsx. Everything but the list and the export reads the payments aggregate. Filter:
 * `payment_method_id`, on every call.
 */
export function registerAdvancedPaymentReports(api: FastifyInstance): void {
  registerReport(
    api,
    `${base}/summary`,
    {
      summary: 'Payments of a period against the period before',
      description:
        'Counts and amounts taken in, paid back and net, tips, the average payment (net / payments) ' +
        'and the methods used; `compare` is the period before as the sales summary compares.',
      query: reportQuery,
      reply: advancedSummaryReply,
    },
    ({ db, scope, query }) => advancedSummary(db, scope, query),
  );
  registerReport(
    api,
    `${base}/payment-categories`,
    {
      summary: 'Payments per kind of payment method (cash, card, wallets...), share of net',
      query: reportQuery,
      reply: paymentCategoriesReply,
    },
    ({ db, scope, query }) => paymentCategories(db, scope, query),
  );
  registerReport(
    api,
    `${base}/chart-data`,
    {
      summary: 'Net taken in per business date (days with payments) and payment method',
      query: reportQuery,
      reply: paymentChartReply,
    },
    ({ db, scope, query }) => paymentChart(db, scope, query),
  );
  registerReport(
    api,
    `${base}/payment-breakdown`,
    {
      summary: 'Payments per payment method and location',
      query: reportQuery,
      reply: paymentBreakdownReply,
    },
    ({ db, scope, query }) => paymentBreakdown(db, scope, query),
  );
  registerReport(
    api,
    `${base}/transactions`,
    {
      summary: 'Every payment of completed sales and refunds, newest first',
      description:
        'Sortable by created_at, number, amount, tip. Refunds have negative amounts and tips, so ' +
        '`totals` (the whole period) is the net taken in and the tips. `next` reads on with `after`.',
      query: reportQuery,
      reply: paymentTransactionsReply,
    },
    paymentTransactions,
  );

  const app = api.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${base}/export`,
    {
      schema: {
        tags: ['reports'],
        summary: 'The payments of a period as .xlsx (advanced-payments-<ISO time>.xlsx)',
        description: `At most ${EXPORT_MAX_ROWS} payments: a longer period is a 400 asking for a shorter range.`,
        body: advancedExportBody,
        response: { 200: z.any().describe('The .xlsx file'), ...errorResponses },
      },
      config: { access: 'reporting.read' },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const db = app.database.db;
      const scope = await resolveSalesScope(db, auth, request.body);
      const file = await paymentsWorkbook(db, scope, request.body);
      return sendXlsx(reply, exportFileName('advanced-payments', new Date()), file);
    },
  );
}
