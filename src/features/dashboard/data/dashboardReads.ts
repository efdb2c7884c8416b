import type { summaryMetricsReply } from '@contract/sales';
import type {
  latestTransactionsReply,
  openOrdersReply,
  paymentsChartReply,
  salesByTimeReply,
  storePerformanceReply,
  topTenReply,
} from '@contract/salesReports';
import type { z } from 'zod';
import { useServerRead } from '@/components/reports/useServerRead';
import { DASHBOARD_REFRESH_MS, STORE_REFRESH_MS } from '../refresh';

// The dashboard's reads: server-computed replies persisted for offline use, each read again every
// `DASHBOARD_REFRESH_MS` while the screen is open.

/** `from`, `to` and `loc` of a sales read (see `salesQueryOf`). */
export type DashboardQuery = { loc?: string; from?: string; to?: string };

/** Read again while open; `today` keys a read without dates (see `ServerReadOptions.day`). */
const live = (query: { from?: string }, today: string) => ({
  refetchInterval: DASHBOARD_REFRESH_MS,
  day: query.from === undefined ? today : undefined,
});

export type SummaryMetrics = z.infer<typeof summaryMetricsReply>;
export const useSummaryMetrics = (query: DashboardQuery, today: string) =>
  useServerRead<SummaryMetrics>('/reports-v2/sales/summary-metrics', query, live(query, today));

export type SalesByTime = z.infer<typeof salesByTimeReply>;
export const useSalesByTime = (query: DashboardQuery, today: string, by: 'hour' | 'block') =>
  useServerRead<SalesByTime>(
    '/reports-v2/sales/sales-by-time',
    { ...query, by },
    live(query, today),
  );

export type PaymentsChart = z.infer<typeof paymentsChartReply>;
export const usePaymentsChart = (query: DashboardQuery, today: string) =>
  useServerRead<PaymentsChart>('/payments-chart', query, live(query, today));

export type TopProducts = z.infer<typeof topTenReply>;
export const useTopProducts = (
  query: DashboardQuery,
  today: string,
  by: 'net_sales' | 'quantity',
) =>
  useServerRead<TopProducts>(
    '/reports-v2/payments/top-ten-chart',
    { ...query, by },
    live(query, today),
  );

export type StorePerformance = z.infer<typeof storePerformanceReply>;
export const useStorePerformance = (query: DashboardQuery, today: string) =>
  useServerRead<StorePerformance>('/dashboard/store-performance', query, {
    ...live(query, today),
    refetchInterval: STORE_REFRESH_MS,
  });

export type LatestTransactions = z.infer<typeof latestTransactionsReply>;
export type DashboardInvoice = LatestTransactions['data'][number];
/** How many of the newest invoices the dashboard lists. */
const LATEST_COUNT = 8;
export const useLatestTransactions = (loc: string | undefined, today: string) =>
  useServerRead<LatestTransactions>(
    '/dashboard/latest-transactions',
    { loc, limit: LATEST_COUNT },
    live({}, today),
  );

export type OpenOrders = z.infer<typeof openOrdersReply>;
export const useOpenOrders = (loc: string | undefined, today: string) =>
  useServerRead<OpenOrders>('/dashboard/open-orders', { loc }, live({}, today));
