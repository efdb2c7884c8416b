import type { CallReply } from '@contract/call';
import { salesAnalysisCalls } from '@contract/salesAnalysisCalls';
import { useCallRead } from '@/components/reports/useServerRead';

export type InvoiceSummaryReply = CallReply<typeof salesAnalysisCalls.invoiceAndPaymentSummary>;

/** Sales, refunds, voids, open orders and takings of a period, over the list. */
export function useInvoiceSummary(query: { from: string; to: string; loc: string | undefined }) {
  return useCallRead(salesAnalysisCalls.invoiceAndPaymentSummary, { query });
}
