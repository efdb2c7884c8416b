import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/errorMessage';
import { toast } from '@/shared/toast';
import { useAction } from '@/shared/useAction';
import { exportSpreadsheet } from '@/lib/spreadsheet';
import { exportColumnKeys, invoiceExportRows, useListedInvoices } from '../data/exportInvoices';
import type { InvoiceListQuery } from '../data/useInvoiceList';
import type { InvoiceNames } from '../data/useInvoiceNames';

/**
 * Exports every invoice the list finds (all its pages, not only the one on screen) to
 * `invoices-<ISO timestamp>.xlsx`, with a toast that counts them in and says how it went: a
 * `useAction` (one at a time, busy while it runs) whose failure that same toast says in place.
 */
export function useInvoiceExport(
  query: InvoiceListQuery,
  names: InvoiceNames,
  zone: string | null,
) {
  const listedInvoices = useListedInvoices();
  const { t } = useTranslation('invoices');
  const action = useAction(
    async () => {
      const id = toast.loading(t('export.loading'), { 'data-testid': 'invoice-export-toast' });
      try {
        const rows = await listedInvoices(query, (loaded, total) =>
          toast.loading(t('export.progress', { loaded, total }), { id }),
        );
        if (rows.length === 0) {
          toast.update(id, 'info', t('export.nothing'));
          return;
        }
        const file = await exportSpreadsheet('invoices', {
          sheetName: t('export.sheet'),
          columns: exportColumnKeys.map((key) => t(`export.columns.${key}`)),
          rows: invoiceExportRows(rows, {
            names,
            zoneOf: () => zone,
            statusLabel: (status) => t(`status.${status}`),
            kindLabel: (kind) => t(`kind.${kind}`),
          }),
        });
        toast.update(id, 'success', t('export.done', { count: rows.length, file }));
      } catch (error) {
        toast.update(id, 'error', t('export.failed', { reason: errorMessage(error, t) }));
        throw error;
      }
    },
    { inPlace: true },
  );
  return { exportInvoices: () => void action.run(), exporting: action.busy };
}
