/**
 * The dashboard's and the reports' calls the read benches time (bench/sales-reads.ts,
 * bench/report-reads.ts, bench/chain-reads.ts), for one period and one location or all of them.
 */
import type { ReadCall } from './salesReads';

/** The dashboard's calls (section 3 of issue 8) for one period; `loc=all` as the dashboard asks. */
export function dashboardCalls(period: string, from: string, to: string, loc = 'all'): ReadCall[] {
  const q = `from=${from}&to=${to}&loc=${loc}`;
  return [
    { name: 'summary-metrics', path: `/reports-v2/sales/summary-metrics?${q}` },
    { name: 'sales-by-time hour', path: `/reports-v2/sales/sales-by-time?${q}&by=hour` },
    { name: 'sales-by-time block', path: `/reports-v2/sales/sales-by-time?${q}&by=block` },
    { name: 'payments-chart', path: `/payments-chart?${q}` },
    { name: 'top-ten-chart', path: `/reports-v2/payments/top-ten-chart?${q}` },
    { name: 'store-performance', path: `/dashboard/store-performance?${q}` },
    { name: 'latest-transactions', path: `/dashboard/latest-transactions?${q}` },
    { name: 'open-orders', path: `/dashboard/open-orders?${q}` },
  ].map((call) => ({ ...call, period }));
}

/**
 * Every report call of issue 11 for one period, `loc=all` as "all locations" asks unless a location
 * is given; the stock reports always read one location, `store`.
 */
export function reportCalls(
  period: string,
  from: string,
  to: string,
  store: string,
  loc = 'all',
): ReadCall[] {
  const q = `from=${from}&to=${to}&loc=${loc}`;
  const one = `from=${from}&to=${to}&loc=${store}`;
  const adv = '/reports-v2/advanced-payments';
  return [
    { name: 'invoices-sales-report v2', path: `/invoices-sales-report/v2?${q}` },
    { name: 'invoices-sales-report v3', path: `/invoices-sales-report/v3?${q}` },
    { name: 'sales-summary', path: `/sales-summary?${q}` },
    { name: 'payment-report', path: `/payment-report?${q}` },
    { name: 'payment-report v2', path: `/payment-report/v2?${q}` },
    { name: 'invoices-users-report', path: `/invoices-users-report?${q}` },
    { name: 'products-sales-report', path: `/products-sales-report?${q}` },
    { name: 'orders-report', path: `/orders-report?${q}` },
    { name: 'discounts-report', path: `/discounts-report?${q}` },
    { name: 'orders-summary', path: `/orders-summary?${q}` },
    { name: 'categoryReports', path: `/categoryReports?${q}` },
    { name: 'balance-report', path: `/balance-report?${q}` },
    { name: 'total-balance', path: `/total-balance?${q}` },
    { name: 'materials-report stock', path: `/materials-report?${one}&view=stock` },
    { name: 'materials-report usage', path: `/materials-report?${one}&view=usage` },
    { name: 'advanced summary', path: `${adv}/summary?${q}` },
    { name: 'advanced categories', path: `${adv}/payment-categories?${q}` },
    { name: 'advanced chart-data', path: `${adv}/chart-data?${q}` },
    { name: 'advanced breakdown', path: `${adv}/payment-breakdown?${q}` },
    { name: 'advanced transactions', path: `${adv}/transactions?${q}` },
    { name: 'sales-trend', path: `/reports-v2/sales/sales-trend?${q}` },
    { name: 'complimentary', path: `/reports-v2/invoices/complimentary?${q}` },
  ].map((call) => ({ ...call, period }));
}
