/**
 * Production (issue 10): work orders and roasts. Filled by the migration 20261126T120000_work_orders.
 * Quantities and costs are plain numbers in the material's base unit (rounded to 3 decimals), as the
 * API speaks them; the ledger keeps its own milli integers.
 */
export interface WorkOrdersTable {
  id: string;
  customer_id: string;
  location_id: string;
  /** `WO-000123`, unique per business. */
  number: string;
  kind: string;
  status: string;
  material_id: string;
  planned_quantity: number;
  /** The business day it is planned for, YYYY-MM-DD (added by 20261127T100000_work_order_dates). */
  planned_for: string;
  actual_quantity: number | null;
  /** JSON array of inputs (contract/workOrders.ts `workOrderInput`). */
  inputs: string;
  use_by: string | null;
  batch_code: string;
  note: string;
  created_by: string | null;
  confirmed_at: string | null;
  confirmed_by: string | null;
  weight_loss_percent: number | null;
  unit_cost: number | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface WorkOrdersTables {
  work_orders: WorkOrdersTable;
}
