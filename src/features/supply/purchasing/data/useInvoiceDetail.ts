import { useLiveQuery } from 'dexie-react-hooks';
import { SUPPLIER_INVOICES_COLLECTION, supplierInvoiceCalls } from '@contract/purchasing';
import { useCallRead } from '@/components/reports/useServerRead';
import { usePendingIds } from '@/data/live';
import { useLocal } from '@/data/react';

/**
 * One supplier invoice for its detail screen: the row on this device (null when it does not have
 * it), whether changes to it wait to be sent, and the server's matching against its order (kept for
 * offline with its "as of"), read once the server has the invoice as this device knows it.
 */
export function useInvoiceDetail(invoiceId: string) {
  const local = useLocal();
  const invoice = useLiveQuery(
    async () =>
      local ? ((await local.db.rows(SUPPLIER_INVOICES_COLLECTION).get(invoiceId)) ?? null) : null,
    [local, invoiceId],
  );
  const pending = usePendingIds(SUPPLIER_INVOICES_COLLECTION).has(invoiceId);
  const match = useCallRead(
    supplierInvoiceCalls.byId,
    { params: { id: invoiceId } },
    { enabled: !pending },
  );
  return { invoice, pending, match };
}
