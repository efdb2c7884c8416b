import { advancedPaymentCalls } from '@contract/frameReportCalls';
import { exportFileName } from '@contract/purchasing';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../plugins/auth';
import { serveCall } from '../plugins/calls';
import { sendXlsx } from '../plugins/files';
import { resolveSalesScope } from '../sales/scope';
import { serveReport } from './frame';
import { paymentsWorkbook } from './paymentReportsExport';
import {
  advancedSummary,
  paymentBreakdown,
  paymentCategories,
  paymentChart,
} from './paymentReportsRead';
import { paymentTransactions } from './paymentReportsTransactions';

/**
 * The advanced payment report (SPEC section 7, issue 11): what the payments of a period add up to
 * against the period before, by kind of method, per day, per method and location, one by one, and
 * as an .xlsx. Everything but the list and the export reads the payments aggregate. Filter:
 * `payment_method_id`, on every call.
 */
export function registerAdvancedPaymentReports(api: FastifyInstance): void {
  serveReport(api, advancedPaymentCalls.summary, ({ db, scope, query }) =>
    advancedSummary(db, scope, query),
  );
  serveReport(api, advancedPaymentCalls.paymentCategories, ({ db, scope, query }) =>
    paymentCategories(db, scope, query),
  );
  serveReport(api, advancedPaymentCalls.chartData, ({ db, scope, query }) =>
    paymentChart(db, scope, query),
  );
  serveReport(api, advancedPaymentCalls.paymentBreakdown, ({ db, scope, query }) =>
    paymentBreakdown(db, scope, query),
  );
  serveReport(api, advancedPaymentCalls.transactions, paymentTransactions);
  serveCall(api, advancedPaymentCalls.export, async (request, reply) => {
    const auth = signedIn(request);
    const db = api.database.db;
    const scope = await resolveSalesScope(db, auth, request.body);
    const file = await paymentsWorkbook(db, scope, request.body);
    return sendXlsx(reply, exportFileName('advanced-payments', new Date()), file);
  });
}
