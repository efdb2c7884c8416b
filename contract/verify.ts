import { z } from 'zod';
import { call } from './call';

/**
 * The self-audit (issue 25): every figure the product keeps precomputed, recomputed from the rows
 * it is kept from and compared with what is stored, per business, kind and location. `npm run
 * verify` prints it for every business; `GET /admin/verify` answers it for the caller's.
 */

/**
 * What is checked, each against the rows it is kept from:
 * - `sales_*`: the sales aggregates, from the completed invoices with their lines and payments;
 * - `sales_monthly`: the aggregates' monthly twins, each row from the daily rows of its month (the
 *   key names the aggregate in `table`);
 * - `invoice_totals`: each invoice's stored totals (gross, discounts, ..., due, paid), from its
 *   lines and payments;
 * - `stock_daily`: the day's sums of each material and kind, from the stock movements;
 * - `stock_balances`: each material's running quantity, value, movement count and weighted
 *   average cost at a location, from its movements replayed in posting order;
 * - `supplier_orders`: an order's total, received value and invoiced value, from its lines and
 *   its approved invoices; `supplier_invoices`: an invoice's subtotal and total, from its lines.
 */
export const verifyKinds = [
  'sales_hourly',
  'sales_by_channel',
  'sales_by_cashier',
  'sales_by_item',
  'sales_by_payment',
  'sales_monthly',
  'invoice_totals',
  'stock_daily',
  'stock_balances',
  'supplier_orders',
  'supplier_invoices',
] as const;
export type VerifyKind = (typeof verifyKinds)[number];

/** Differences listed per location and kind at most; `differing_rows` always counts them all. */
export const DIFFERENCES_LISTED = 100;

/**
 * One figure of one row that differs. Values are as stored: the sales and stock kinds in
 * thousandths of the currency unit or of the base unit (quantities), counts as they are; the
 * supplier documents in plain currency units. `stored` is null when the row is missing,
 * `recomputed` null when the sources give no such row.
 */
export const verifyDifference = z.object({
  /** The row's key after business and location (e.g. business_date and local_hour). */
  key: z.record(z.string(), z.union([z.string(), z.number()])),
  figure: z.string(),
  stored: z.number().nullable(),
  recomputed: z.number().nullable(),
  /** stored - recomputed, a missing value counted as 0. */
  difference: z.number(),
});
export type VerifyDifference = z.infer<typeof verifyDifference>;

export const verifyLocation = z.object({
  location_id: z.string(),
  differing_rows: z.number().int(),
  /** The first DIFFERENCES_LISTED differences, in the order checked. */
  differences: z.array(verifyDifference),
});
export type VerifyLocation = z.infer<typeof verifyLocation>;

export const verifyKindReport = z.object({
  kind: z.enum(verifyKinds),
  /** Rows compared: stored and recomputed, each key once. */
  rows_checked: z.number().int(),
  differing_rows: z.number().int(),
  /** Only the locations with differences. */
  locations: z.array(verifyLocation),
});
export type VerifyKindReport = z.infer<typeof verifyKindReport>;

export const verifyBusiness = z.object({
  customer_id: z.string(),
  name: z.string(),
  clean: z.boolean(),
  kinds: z.array(verifyKindReport),
});
export type VerifyBusiness = z.infer<typeof verifyBusiness>;

export const verifyReport = z.object({
  clean: z.boolean(),
  checked_at: z.string(),
  took_ms: z.number().int(),
  businesses: z.array(verifyBusiness),
});
export type VerifyReport = z.infer<typeof verifyReport>;

export const verifyCalls = {
  verify: call({
    method: 'GET',
    path: '/admin/verify',
    tag: 'admin sync',
    summary: "Recompute the business's precomputed figures from their sources and compare",
    description:
      'Reads only. Sales aggregates and invoice totals from the invoices, daily stock sums and ' +
      'stock balances (with weighted average costs) from the movements, supplier orders and ' +
      'invoices from their lines. Per kind and location: the rows that differ, with the stored ' +
      'and recomputed value of each figure (the first 100 listed, all counted). Takes seconds ' +
      'on a large business.',
    reply: verifyReport,
    access: 'sync.admin',
  }),
};
