/**
 * Between locations (issue 10): order requests, transfers and what arrived of them. Filled by the
 * migration 20261126T110000_transfers. `lines` are JSON text; timestamps ISO-8601 UTC strings.
 */
export interface OrderRequestsTable {
  id: string;
  customer_id: string;
  /** The requesting store. */
  location_id: string;
  /** The warehouse or central kitchen asked. */
  from_location_id: string;
  number: string;
  status: string;
  needed_by: string | null;
  note: string;
  lines: string;
  transfer_id: string | null;
  status_reason: string;
  created_by: string | null;
  accepted_at: string | null;
  accepted_by: string | null;
  sent_at: string | null;
  sent_by: string | null;
  completed_at: string | null;
  completed_by: string | null;
  declined_at: string | null;
  cancelled_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface StockTransfersTable {
  id: string;
  customer_id: string;
  /** The sender. */
  location_id: string;
  to_location_id: string;
  number: string;
  status: string;
  note: string;
  lines: string;
  order_request_id: string | null;
  created_by: string | null;
  sent_at: string | null;
  sent_by: string | null;
  received_at: string | null;
  received_by: string | null;
  receipt_id: string | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface TransfersTables {
  order_requests: OrderRequestsTable;
  stock_transfers: StockTransfersTable;
}
