import type { SalesQuery } from '@contract/sales';
import { salesAnalysisCalls as calls } from '@contract/salesAnalysisCalls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../plugins/auth';
import { serveCall } from '../../plugins/calls';
import { findInvoice, invoiceDetailOf, listInvoices } from '../invoices/reads';
import { summaryMetrics } from '../read';
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
} from '../reports';
import { resolveSalesScope } from '../scope';
import {
  filterOptions,
  inventoryAccount,
  latestTransactions,
  locationTotal,
  openOrders,
  paymentAccount,
  salesItems,
} from '../screens';

/**
 * The sales reads of SPEC section 7 that issue 8 answers, and the sales screens' own, declared in
 * contract/salesAnalysisCalls.ts. Each takes `from`, `to` (business dates) and `loc`, checks its
 * permission and the locations, refuses bad dates with 400, and reads the aggregates through
 * server/sales.
 */
export function registerSalesAnalysisRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;

  /** The locations and period a read of sales figures covers. */
  const scopeOf = (request: FastifyRequest) =>
    resolveSalesScope(db(), signedIn(request), request.query as SalesQuery);

  serveCall(app, calls.summaryMetrics, async (request) =>
    summaryMetrics(db(), await scopeOf(request)),
  );
  serveCall(app, calls.salesTrend, async (request) =>
    salesTrend(db(), await scopeOf(request), request.query.interval),
  );
  serveCall(app, calls.salesByTime, async (request) =>
    salesByTime(db(), await scopeOf(request), request.query.by),
  );
  serveCall(app, calls.weekOverWeek, async (request) => weekOverWeek(db(), await scopeOf(request)));
  serveCall(app, calls.monthOverMonth, async (request) =>
    monthOverMonth(db(), await scopeOf(request), request.query.months),
  );
  serveCall(app, calls.salesByCategory, async (request) =>
    salesByCategory(db(), await scopeOf(request)),
  );
  serveCall(app, calls.filterOptions, async (request) =>
    filterOptions(db(), await scopeOf(request)),
  );

  serveCall(app, calls.saleChart, async (request) => saleChart(db(), await scopeOf(request)));
  serveCall(app, calls.topTen, async (request) =>
    topProducts(db(), await scopeOf(request), request.query.by, request.query.limit),
  );
  serveCall(app, calls.paymentsChart, async (request) =>
    paymentsChart(db(), await scopeOf(request)),
  );
  serveCall(app, calls.salesHoursChart, async (request) =>
    salesByTime(db(), await scopeOf(request), 'hour'),
  );

  serveCall(app, calls.invoiceAndPaymentSummary, async (request) =>
    invoiceAndPaymentSummary(db(), await scopeOf(request)),
  );
  serveCall(app, calls.invoiceSummary, async (request) =>
    listInvoices(db(), await scopeOf(request), request.query),
  );
  serveCall(app, calls.complimentary, async (request) =>
    complimentary(db(), await scopeOf(request)),
  );
  serveCall(app, calls.invoiceDetail, async (request) => {
    const auth = signedIn(request);
    return invoiceDetailOf(db(), auth, await findInvoice(db(), auth, { id: request.params.id }));
  });

  serveCall(app, calls.storePerformance, async (request) =>
    storePerformance(db(), await scopeOf(request)),
  );
  serveCall(app, calls.latestTransactions, async (request) =>
    latestTransactions(db(), await scopeOf(request), request.query.limit),
  );
  serveCall(app, calls.openOrders, async (request) => openOrders(db(), await scopeOf(request)));
  serveCall(app, calls.locationTotal, async (request) => {
    const scope = await resolveSalesScope(db(), signedIn(request), {
      ...request.query,
      loc: request.params.id,
    });
    return locationTotal(db(), scope);
  });

  serveCall(app, calls.items, async (request) =>
    salesItems(db(), await scopeOf(request), request.query),
  );
  serveCall(app, calls.paymentAccount, async (request) =>
    paymentAccount(db(), await scopeOf(request)),
  );
  serveCall(app, calls.inventoryAccount, async (request) =>
    inventoryAccount(db(), await scopeOf(request)),
  );
}
