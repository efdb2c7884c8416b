import type { CallQuery, CallReply } from '@contract/call';
import { invoiceCalls } from '@contract/invoiceCalls';
import { useCallRead } from '@/components/reports/useServerRead';

export type InvoiceListQuery = CallQuery<typeof invoiceCalls.list>;
export type InvoiceListReply = CallReply<typeof invoiceCalls.list>;

/** One page of the invoices of a period (`invoiceCalls.list`), kept for offline reading. */
export function useInvoiceList(query: InvoiceListQuery) {
  return useCallRead(invoiceCalls.list, { query });
}
