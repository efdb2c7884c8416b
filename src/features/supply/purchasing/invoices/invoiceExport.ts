import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { exportSpreadsheet } from '@/lib/spreadsheet';
import type { OrderSearch } from '../orders/orderSearch';
import type { Purchasing } from '../data/lookups';
import type { LocalInvoice } from '../data/purchasingData';

/**
 * The supplier invoices shown (status and supplier filters) as `supplier-orders-<ISO>.xlsx`, the
 * name SPEC section 9 gives it; built from the device's rows, so it works offline too.
 */
export function useInvoiceExport(
  invoices: LocalInvoice[] | undefined,
  search: OrderSearch,
  purchasing: Purchasing,
): (() => Promise<string>) | null {
  const { t } = useTranslation('purchasing');
  const run = useCallback(async () => {
    const rows = (invoices ?? []).filter(
      (i) =>
        (!search.ist || i.status === search.ist) &&
        (!search.supplier || i.supplier_id === search.supplier),
    );
    return exportSpreadsheet('supplier-orders', {
      sheetName: t('invoices.tab'),
      columns: [
        t('columns.number'),
        t('columns.invoiceNumber'),
        t('columns.supplier'),
        t('columns.orderRef'),
        t('columns.invoiceDate'),
        t('columns.dueDate'),
        t('columns.status'),
        t('columns.subtotal'),
        t('columns.tax'),
        t('columns.total'),
      ],
      rows: rows.map((i) => [
        i.number,
        i.invoice_number,
        purchasing.supplierName(i.supplier_id),
        i.supplier_order_ref,
        i.invoice_date,
        i.due_date,
        t(`invoiceStatus.${i.status}`),
        i.subtotal,
        i.tax,
        i.total,
      ]),
    });
  }, [invoices, search.ist, search.supplier, purchasing, t]);
  return invoices?.length ? run : null;
}
