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

const live = { refetchInterval: DASHBOARD_REFRESH_MS };

export type SummaryMetrics = z.infer<typeof summaryMetricsReply>;
export const useSummaryMetrics = (query: DashboardQuery) =>
  useServerRead<SummaryMetrics>('/reports-v2/sales/summary-metrics', query, live);

export type SalesByTime = z.infer<typeof salesByTimeReply>;
export const useSalesByTime = (query: DashboardQuery, by: 'hour' | 'block') =>
  useServerRead<SalesByTime>('/reports-v2/sales/sales-by-time', { ...query, by }, live);

export type PaymentsChart = z.infer<typeof paymentsChartReply>;
export const usePaymentsChart = (query: DashboardQuery) =>
  useServerRead<PaymentsChart>('/payments-chart', query, live);

export type TopProducts = z.infer<typeof topTenReply>;
export const useTopProducts = (query: DashboardQuery, by: 'net_sales' | 'quantity') =>
  useServerRead<TopProducts>('/reports-v2/payments/top-ten-chart', { ...query, by }, live);

export type StorePerformance = z.infer<typeof storePerformanceReply>;
export const useStorePerformance = (query: DashboardQuery) =>
  useServerRead<StorePerformance>('/dashboard/store-performance', query, {
    refetchInterval: STORE_REFRESH_MS,
  });

export type LatestTransactions = z.infer<typeof latestTransactionsReply>;
export type DashboardInvoice = LatestTransactions['data'][number];
/** How many of the newest invoices the dashboard lists. */
const LATEST_COUNT = 8;
export const useLatestTransactions = (loc: string | undefined) =>
  useServerRead<LatestTransactions>(
    '/dashboard/latest-transactions',
    { loc, limit: LATEST_COUNT },
    live,
  );

export type OpenOrders = z.infer<typeof openOrdersReply>;
export const useOpenOrders = (loc: string | undefined) =>
  useServerRead<OpenOrders>('/dashboard/open-orders', { loc }, live);
