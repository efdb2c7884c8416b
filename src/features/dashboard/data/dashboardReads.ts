import type { CallReply } from '@contract/call';
import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import { useCallRead } from '@/components/reports/useServerRead';
import { DASHBOARD_REFRESH_MS, STORE_REFRESH_MS } from '../refresh';

// The dashboard's reads: server-computed replies persisted for offline use, each read again every
// `DASHBOARD_REFRESH_MS` while the screen is open.

/** `from`, `to` and `loc` of a sales read (see `salesQueryOf`). */
export type DashboardQuery = { loc?: string; from?: string; to?: string };

/**
 * Read again while open; `today` keys a read without dates (see `ServerReadOptions.day`). Null while
 * the location's day is not known on this device (its first pull): nothing is read then, or a read
 * keyed by the device's guess of the day would show that day's figures, then drop them.
 */
const live = (query: { from?: string }, today: string | null) => ({
  refetchInterval: DASHBOARD_REFRESH_MS,
  day: query.from === undefined ? (today ?? undefined) : undefined,
  enabled: today !== null,
});

export type SummaryMetrics = CallReply<typeof salesAnalysisCalls.summaryMetrics>;
export const useSummaryMetrics = (query: DashboardQuery, today: string | null) =>
  useCallRead(salesAnalysisCalls.summaryMetrics, { query }, live(query, today));

export type SalesByTime = CallReply<typeof salesAnalysisCalls.salesByTime>;
export const useSalesByTime = (query: DashboardQuery, today: string | null, by: 'hour' | 'block') =>
  useCallRead(salesAnalysisCalls.salesByTime, { query: { ...query, by } }, live(query, today));

export type PaymentsChart = CallReply<typeof salesAnalysisCalls.paymentsChart>;
export const usePaymentsChart = (query: DashboardQuery, today: string | null) =>
  useCallRead(salesAnalysisCalls.paymentsChart, { query }, live(query, today));

export type TopProducts = CallReply<typeof salesAnalysisCalls.topTen>;
export const useTopProducts = (
  query: DashboardQuery,
  today: string | null,
  by: 'net_sales' | 'quantity',
) => useCallRead(salesAnalysisCalls.topTen, { query: { ...query, by } }, live(query, today));

export type StorePerformance = CallReply<typeof salesAnalysisCalls.storePerformance>;
export const useStorePerformance = (query: DashboardQuery, today: string | null) =>
  useCallRead(
    salesAnalysisCalls.storePerformance,
    { query },
    { ...live(query, today), refetchInterval: STORE_REFRESH_MS },
  );

export type LatestTransactions = CallReply<typeof salesAnalysisCalls.latestTransactions>;
export type DashboardInvoice = LatestTransactions['data'][number];
/** How many of the newest invoices the dashboard lists. */
const LATEST_COUNT = 8;
export const useLatestTransactions = (loc: string | undefined, today: string | null) =>
  useCallRead(
    salesAnalysisCalls.latestTransactions,
    { query: { loc, limit: LATEST_COUNT } },
    live({}, today),
  );

export type OpenOrders = CallReply<typeof salesAnalysisCalls.openOrders>;
export const useOpenOrders = (loc: string | undefined, today: string | null) =>
  useCallRead(salesAnalysisCalls.openOrders, { query: { loc } }, live({}, today));
