import { supplierInvoiceStatuses, supplierOrderStatuses } from '@contract/purchasingStatuses';
import { idParam, oneOf, searchReader, textParam, wholeParam } from '@/shared/searchParams';

/**
 * `/dashboard/supplier/order`: the list's choices, and which order or invoice is open. `receive`
 * opens the open order's receiving screen; `bill` the form of an invoice for the open order.
 */
export const orderSearch = searchReader({
  view: oneOf(['orders', 'invoices'] as const),
  q: textParam(100, { keepSpaces: true }),
  st: oneOf([...supplierOrderStatuses, 'open'] as const),
  ist: oneOf(supplierInvoiceStatuses),
  supplier: idParam,
  page: wholeParam(100_000),
  id: idParam,
  receive: oneOf(['1'] as const),
  bill: oneOf(['1'] as const),
  invoice: idParam,
});
export type OrderSearch = ReturnType<typeof orderSearch>;
