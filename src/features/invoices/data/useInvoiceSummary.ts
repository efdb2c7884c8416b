import type { invoiceAndPaymentSummaryReply } from '@contract/salesReports';
import type { z } from 'zod';
import { useServerRead } from '@/components/reports/useServerRead';

export type InvoiceSummaryReply = z.infer<typeof invoiceAndPaymentSummaryReply>;

/** Sales, refunds, voids, open orders and takings of a period, over the list. */
export function useInvoiceSummary(query: { from: string; to: string; loc: string | undefined }) {
  return useServerRead<InvoiceSummaryReply>(
    '/reports-v2/invoices/invoice-and-payment-summary',
    query,
  );
}
