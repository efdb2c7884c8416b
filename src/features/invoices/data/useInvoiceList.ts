import type { invoiceListReply } from '@contract/sales';
import type { z } from 'zod';
import { useServerRead } from '@/components/reports/useServerRead';
import type { ReadQuery } from '@/data/serverRead';

export type InvoiceListReply = z.infer<typeof invoiceListReply>;

/** One page of the invoices of a period (`GET /api/invoices`), kept for offline reading. */
export function useInvoiceList(query: ReadQuery) {
  return useServerRead<InvoiceListReply>('/invoices', query);
}
