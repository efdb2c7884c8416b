/**
 * Suppliers and purchasing (issue 10): supplier orders and their receipts, supplier invoices (the
 * registry's `supplier_materials` is typed as every registry table). Filled by the migration
 * 20261126T100000_purchasing.
 */

interface DocumentColumns {
  id: string;
  customer_id: string;
  location_id: string;
  number: string;
  status: string;
  /** JSON text. */
  lines: string;
  note: string;
  created_by: string | null;
  request_hash: string;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface SupplierOrdersTable extends DocumentColumns {
  supplier_id: string;
  expected_on: string | null;
  sent_at: string | null;
  accepted_at: string | null;
  declined_at: string | null;
  decline_reason: string;
  closed_at: string | null;
  cancelled_at: string | null;
  total: number;
  received_value: number;
  invoiced_value: number;
}

export interface SupplierOrderReceiptsTable {
  id: string;
  customer_id: string;
  location_id: string;
  order_id: string;
  received_at: string;
  lines: string;
  note: string;
  request_hash: string;
  created_by: string | null;
  created_at: string;
}

export interface SupplierInvoicesTable extends DocumentColumns {
  supplier_id: string;
  supplier_order_id: string | null;
  supplier_order_ref: string;
  invoice_number: string;
  invoice_date: string;
  due_date: string | null;
  subtotal: number;
  tax: number;
  total: number;
  approved_at: string | null;
  approved_by: string | null;
  accepted_differences: number;
}

export interface PurchasingTables {
  supplier_orders: SupplierOrdersTable;
  supplier_order_receipts: SupplierOrderReceiptsTable;
  supplier_invoices: SupplierInvoicesTable;
}
