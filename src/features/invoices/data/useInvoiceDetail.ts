import type { InvoiceDetail } from '@contract/sales';
import { useServerRead } from '@/components/reports/useServerRead';

/** One invoice with its lines, payments, refunds and status history (`GET /api/invoices/:id`). */
export function useInvoiceDetail(invoiceId: string) {
  return useServerRead<InvoiceDetail>(`/invoices/${encodeURIComponent(invoiceId)}`, {});
}
