import { invoiceCalls } from '@contract/invoiceCalls';
import { useCallRead } from '@/components/reports/useServerRead';
import { ApiError } from '@/data/api';

/**
 * One invoice with its lines, payments, refunds and status history (`invoiceCalls.detail`), kept
 * for offline reading; `missing` when the server has no such invoice for the caller (404).
 */
export function useInvoiceDetail(invoiceId: string) {
  const read = useCallRead(invoiceCalls.detail, { params: { id: invoiceId } });
  return { ...read, missing: read.error instanceof ApiError && read.error.status === 404 };
}
