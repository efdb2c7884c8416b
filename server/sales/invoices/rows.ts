import type { InvoiceRow, InvoiceStatus } from '@contract/sales';
import type { Database } from '../../db/tables';
import { fromMilli } from '../figures';

/** The one mapping from a stored invoice to its API shape: amounts back in currency units. */
export function toInvoiceRow(row: Database['invoices']): InvoiceRow {
  return {
    id: row.id,
    location_id: row.location_id,
    number: row.number,
    created_at: row.created_at,
    status: row.status as InvoiceStatus,
    kind: row.kind as 'sale' | 'refund',
    channel_id: row.channel_id,
    order_type_id: row.order_type_id,
    table_id: row.table_id,
    cashier_id: row.cashier_id,
    customer_id: row.crm_customer_id,
    guests: row.guests === null ? null : Number(row.guests),
    refund_of: row.refund_of,
    otter_id: row.otter_id,
    business_date: row.business_date,
    local_hour: Number(row.local_hour),
    currency: row.currency,
    totals: {
      gross: fromMilli(row.gross),
      discounts: fromMilli(row.discounts),
      complimentary: fromMilli(row.complimentary),
      tax: fromMilli(row.tax),
      vat: fromMilli(row.vat),
      tips: fromMilli(row.tips),
      due: fromMilli(row.due),
      paid: fromMilli(row.paid),
    },
    received_at: row.received_at,
    updated_at: row.updated_at,
  };
}
