import { invoiceCalls } from '@contract/invoiceCalls';
import type { InvoiceRow } from '@contract/sales';
import { useCallback } from 'react';
import type { ApiClient } from '@/data/api';
import { callServer } from '@/data/calls';
import { useBackhouse } from '@/data/react';
import { formatDateTime } from '@/lib/dates';
import { MAX_ROWS, type ExportCell } from '@/lib/spreadsheet';
import type { InvoiceListQuery } from './useInvoiceList';
import type { InvoiceNames } from './useInvoiceNames';

/** The columns of the export, in order; their headers are `invoices:export.columns.<key>`. */
export const exportColumnKeys = [
  'number',
  'time',
  'business_date',
  'location',
  'status',
  'kind',
  'refund_of',
  'channel',
  'order_type',
  'table',
  'cashier',
  'guests',
  'gross',
  'discounts',
  'complimentary',
  'tax',
  'vat',
  'tips',
  'total',
  'paid',
  'currency',
] as const;

/** Invoices one request asks for while exporting: the most the server gives at once. */
const EXPORT_PAGE_SIZE = 200;

/**
 * Every invoice the list's search and filters find, not only the page on screen, page after page;
 * `onProgress` hears how many have arrived out of how many. Stops at what a spreadsheet may hold.
 */
export async function fetchListedInvoices(
  api: ApiClient,
  query: InvoiceListQuery,
  onProgress: (loaded: number, total: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<InvoiceRow[]> {
  const rows: InvoiceRow[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await callServer(
      api,
      invoiceCalls.list,
      { query: { ...query, page, limit: EXPORT_PAGE_SIZE } },
      { signal },
    );
    rows.push(...reply.data);
    const total = Math.min(reply.pagination.total, MAX_ROWS);
    onProgress(Math.min(rows.length, total), total);
    if (reply.data.length === 0 || page >= reply.pagination.totalPages || rows.length >= total) {
      return rows.slice(0, total);
    }
  }
}

/** `fetchListedInvoices` with the signed-in user's client: what the list's export reads. */
export function useListedInvoices() {
  const { api } = useBackhouse();
  return useCallback(
    (query: InvoiceListQuery, onProgress?: (loaded: number, total: number) => void) =>
      fetchListedInvoices(api, query, onProgress),
    [api],
  );
}

/** What the export needs to write a row in words: names, translated statuses, the location's zone. */
export interface ExportContext {
  names: InvoiceNames;
  /** The `time_zone` setting of an invoice's location. */
  zoneOf: (locationId: string) => string | null | undefined;
  statusLabel: (status: InvoiceRow['status']) => string;
  kindLabel: (kind: InvoiceRow['kind']) => string;
}

/**
 * The spreadsheet rows of invoices. Times are on the location's clock, written so a spreadsheet
 * sorts them; amounts stay numbers; a refund names the sale it gives back by its number when that
 * sale is among the rows, else by its id.
 */
export function invoiceExportRows(rows: readonly InvoiceRow[], ctx: ExportContext): ExportCell[][] {
  const numbers = new Map(rows.map((r) => [r.id, r.number]));
  return rows.map((row) => {
    const cells: Record<(typeof exportColumnKeys)[number], ExportCell> = {
      number: row.number,
      time: formatDateTime(row.created_at, ctx.zoneOf(row.location_id), 'YYYY-MM-DD HH:mm:ss'),
      business_date: row.business_date,
      location: ctx.names.location(row.location_id),
      status: ctx.statusLabel(row.status),
      kind: ctx.kindLabel(row.kind),
      refund_of: row.refund_of ? (numbers.get(row.refund_of) ?? row.refund_of) : null,
      channel: ctx.names.channel(row.channel_id),
      order_type: ctx.names.orderType(row.order_type_id),
      table: ctx.names.table(row.table_id),
      cashier: ctx.names.cashier(row.cashier_id),
      guests: row.guests,
      gross: row.totals.gross,
      discounts: row.totals.discounts,
      complimentary: row.totals.complimentary,
      tax: row.totals.tax,
      vat: row.totals.vat,
      tips: row.totals.tips,
      total: row.totals.due,
      paid: row.totals.paid,
      currency: row.currency,
    };
    return exportColumnKeys.map((key) => cells[key]);
  });
}
