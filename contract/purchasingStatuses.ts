/**
 * The states of a supplier order and of a supplier invoice (contract/purchasing.ts). Apart, with
 * no schema, so that the list's address (`orderSearch`, read by the route tree of the first bundle)
 * does not bring the whole purchasing contract and zod's schemas into every page (issue 24).
 */

export const supplierOrderStatuses = [
  'draft',
  'sent',
  'accepted',
  'declined',
  'partly_received',
  'received',
  'closed',
  'cancelled',
] as const;
export type SupplierOrderStatus = (typeof supplierOrderStatuses)[number];

export const supplierInvoiceStatuses = [
  'draft',
  'approved',
  'disputed',
  'paid',
  'cancelled',
] as const;
export type SupplierInvoiceStatus = (typeof supplierInvoiceStatuses)[number];
