import { z } from 'zod';
import { id, isoDate } from './common';
import { exportLanguages } from './dailySync';
import { invoiceStatuses, salesFigures, salesPeriod, salesQuery } from './sales';

/**
 * The reports of SPEC section 7 that issue 11 answers. Every report reply has the same frame: what
 * was read (`period`, `locations`, `currencies`, `as_of`), one page of `items` (SPEC section 3:
 * "Inventory report: read as items and total"), the `totals` of every item of the period (not only
 * of the page), `total` (how many items there are) and the page read. Amounts are in the currency
 * units of the locations read; dates are business dates (YYYY-MM-DD), instants ISO 8601 in UTC
 * (screens show them on the location's clock). Every figure comes from server/sales/figures.ts or the
 * stock ledger: a report never defines a figure of its own.
 */

/** How many items one page may hold: a report never returns more than it can page. */
export const MAX_REPORT_PAGE = 5000;

/** The sort keys a report accepts: a column of its items. */
const sortKey = z.string().regex(/^[a-z_]{1,40}$/, 'sort_key');

/**
 * `loc`: `all`, a location id, or absent, empty or '0' for the caller's own. Anything else is a
 * malformed id (400), as ids are everywhere in the API; a well-formed id the business does not have
 * is not found (404).
 */
const reportLocation = z.union([z.enum(['all', '0', '']), id], { error: 'uuid' });

/**
 * An opaque cursor a reply gave as `next` (base64url text): the page after the row it was taken
 * at, read onwards from there in the index instead of by skipping `(page - 1) * limit` rows, so
 * reading every page of a long report costs the same per page, and rows written meanwhile never
 * make a page repeat or skip a row. It belongs to one read: the same report, period, locations,
 * filters and order; any other cursor is a 400.
 */
const reportCursor = z
  .string()
  .max(600)
  .regex(/^[A-Za-z0-9_-]+$/, 'format');

/** `from`, `to`, `loc`, paging, sorting and the filters a report may offer. */
export const reportQuery = salesQuery.extend({
  loc: reportLocation.optional(),
  /** Read the page after this cursor (`next` of the page before); `page` is then only echoed. */
  after: reportCursor.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_REPORT_PAGE).default(50),
  sort: sortKey.optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
  channel_id: id.optional(),
  order_type_id: id.optional(),
  cashier_id: id.optional(),
  category_id: id.optional(),
  payment_method_id: id.optional(),
  status: z.enum(invoiceStatuses).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

/** The filters of `reportQuery`: each report says which of them it reads (the rest are ignored). */
export const reportFilterKeys = [
  'channel_id',
  'order_type_id',
  'cashier_id',
  'category_id',
  'payment_method_id',
  'status',
] as const;
export type ReportFilterKey = (typeof reportFilterKeys)[number];

const meta = {
  period: salesPeriod,
  locations: z.array(id),
  currencies: z.array(z.string()),
  as_of: z.string(),
};

/** A report reply around rows of `item`; `extra` adds what the report shows beside its table. */
export function reportReply<
  Item extends z.ZodObject,
  Extra extends z.ZodRawShape = Record<never, never>,
>(item: Item, extra?: Extra) {
  return z.object({
    ...meta,
    items: z.array(item),
    /** Every numeric column summed (or, for ratios, recomputed) over the whole period. */
    totals: item.partial().nullable(),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    /**
     * Reports whose items can run past one page (sales, orders, balances, payments): the cursor of
     * the next page, to pass as `after`; null on the last page. Absent: the report pages by `page`
     * only (its items are few). A page read `after` a cursor answers `totals: null`: the first
     * page of the read gave them, and they are not added up again for every page.
     */
    next: z.string().nullable().optional(),
    ...((extra ?? {}) as Extra),
  });
}

const amount = z.number();
const count = z.number().int();
/** Percentages are 0-100 with two decimals; null where the base is zero. */
const pct = z.number().nullable();

/** The figures of an invoice, as `figuresOf` gives them for its contribution. */
const invoiceFigures = {
  gross_sales: amount,
  discounts: amount,
  complimentary: amount,
  refunds: amount,
  net_sales: amount,
  tax: amount,
  tips: amount,
  total_sales: amount,
};

// ---------------------------------------------------------------- sales (screen /sale)

/**
 * `GET /invoices-sales-report/v2` (business setting `invoice_report_version` v1) and `/v3` (v2):
 * every completed sale and refund of the period, one row each, newest first. v3 adds the guests and
 * how each was paid. Filters: channel, order type, cashier, payment method.
 */
export const salesReportItem = z.object({
  id,
  number: z.string(),
  created_at: z.string(),
  business_date: isoDate,
  location_id: id,
  kind: z.enum(['sale', 'refund']),
  channel_id: id.nullable(),
  order_type_id: id.nullable(),
  cashier_id: id.nullable(),
  /** Items sold (quantities of product lines). */
  items: amount,
  ...invoiceFigures,
});
export const salesReportReply = reportReply(salesReportItem, { figures: salesFigures });
export const salesReportV3Item = salesReportItem.extend({
  guests: z.number().int().nullable(),
  payments: z.array(z.object({ payment_method_id: id, amount })),
});
export const salesReportV3Reply = reportReply(salesReportV3Item, { figures: salesFigures });

// ------------------------------------------------------- sales summary (/sales-summary)

/** What one bucket (a day, a week, a month, a location) of a period adds up to. */
export const summaryBucket = z.object({
  key: z.string(),
  transactions: count,
  refund_count: count,
  guests: count,
  ...invoiceFigures,
  vat: amount,
  average_order_value: amount,
});

/**
 * `GET /sales-summary?group=day|week|month|location`: the period's sales figures per bucket, with
 * the figures of the whole period and of the period before it (`compare`).
 */
export const salesSummaryQuery = reportQuery.extend({
  group: z.enum(['day', 'week', 'month', 'location']).default('day'),
});
export const salesSummaryReply = reportReply(summaryBucket, {
  figures: salesFigures,
  compare: salesFigures.extend({ period: salesPeriod }),
});

// ------------------------------------------ payments (/payment, /daily-sales-cash-flow)

/** `GET /payment-report`: what each payment method took in and paid back. Filter: payment method. */
export const paymentReportItem = z.object({
  payment_method_id: id,
  payments_count: count,
  amount,
  refunded: amount,
  net: amount,
  tips: amount,
  share: pct,
});
export const paymentReportReply = reportReply(paymentReportItem);

/**
 * `GET /payment-report/v2`: the daily sales and cash flow, one row per business date with sales or
 * payments: the sales figures, then what came in per payment method and what went back out.
 */
export const cashFlowItem = z.object({
  date: isoDate,
  transactions: count,
  ...invoiceFigures,
  /** Taken in per payment method id (refunds not deducted). */
  methods: z.record(z.string(), amount),
  collected: amount,
  refunded: amount,
  net_cash_flow: amount,
});
export const cashFlowReply = reportReply(cashFlowItem, {
  /** The payment methods the rows' `methods` name, in the order to show them. */
  payment_methods: z.array(id),
});

// ------------------------------------------------------------- users (/user)

/** `GET /invoices-users-report`: each cashier's sales, refunds, voids and discounts. */
export const usersReportItem = z.object({
  cashier_id: id.nullable(),
  transactions: count,
  refund_count: count,
  void_count: count,
  ...invoiceFigures,
  average_order_value: amount,
  discount_rate: pct,
});
export const usersReportReply = reportReply(usersReportItem);

// ------------------------------------------------ orders (/order) and summary (/summary)

/** `GET /orders-report`: every order of the period whatever its status. Filters: all six. */
export const ordersReportItem = z.object({
  id,
  number: z.string(),
  created_at: z.string(),
  business_date: isoDate,
  location_id: id,
  status: z.enum(invoiceStatuses),
  kind: z.enum(['sale', 'refund']),
  channel_id: id.nullable(),
  order_type_id: id.nullable(),
  cashier_id: id.nullable(),
  table_id: id.nullable(),
  guests: z.number().int().nullable(),
  items: amount,
  /** What the guest owes and what was paid. */
  total: amount,
  paid: amount,
  /** Minutes from creation to completion; null while open or for voids. */
  minutes_to_complete: z.number().nullable(),
});
export const ordersReportReply = reportReply(ordersReportItem, {
  statuses: z.array(z.object({ status: z.enum(invoiceStatuses), count, total: amount })),
});

/**
 * `GET /orders-summary`: orders per channel and order type (completed sales), with the count of
 * orders in each status.
 */
export const ordersSummaryItem = z.object({
  channel_id: id.nullable(),
  order_type_id: id.nullable(),
  transactions: count,
  guests: count,
  net_sales: amount,
  total_sales: amount,
  average_order_value: amount,
  share: pct,
});
export const ordersSummaryReply = reportReply(ordersSummaryItem, {
  statuses: z.array(z.object({ status: z.enum(invoiceStatuses), count, total: amount })),
  figures: salesFigures,
});

// ---------------------------------------------------------- discounts (/discount)

/** `GET /discounts-report?group=product|category|cashier|day|location`. */
export const discountsQuery = reportQuery.extend({
  group: z.enum(['product', 'category', 'cashier', 'day', 'location']).default('product'),
});
export const discountsItem = z.object({
  key: z.string(),
  gross_sales: amount,
  discounts: amount,
  complimentary: amount,
  /** Discounts as a percentage of gross sales. */
  discount_rate: pct,
  net_sales: amount,
});
export const discountsReply = reportReply(discountsItem);

// ------------------------------------------------ categories and products (/category, /product)

/** `GET /categoryReports`: each category's items and sales (modifiers count with their product). */
export const categoryItem = z.object({
  category_id: id.nullable(),
  quantity: amount,
  refunded_quantity: amount,
  gross_sales: amount,
  discounts: amount,
  complimentary: amount,
  refunds: amount,
  net_sales: amount,
  share: pct,
});
export const categoryReply = reportReply(categoryItem);

/** Kasavana and Smith's menu engineering classes. */
export const menuClasses = ['star', 'plowhorse', 'puzzle', 'dog'] as const;
export type MenuClass = (typeof menuClasses)[number];

/**
 * `GET /products-sales-report`: each product (and modifier item) sold, with its recipe cost and
 * menu engineering class. Filter: category.
 */
export const productItem = z.object({
  item_kind: z.enum(['product', 'modifier']),
  item_id: id,
  category_id: id.nullable(),
  quantity: amount,
  refunded_quantity: amount,
  gross_sales: amount,
  discounts: amount,
  complimentary: amount,
  refunds: amount,
  net_sales: amount,
  average_price: amount,
  /** The recipe's cost of one unit today (contract/recipeRollup.ts); null without a recipe. */
  unit_cost: amount.nullable(),
  /** Average price minus unit cost. */
  margin: amount.nullable(),
  margin_pct: pct,
  /** Share of the items sold in its category, percent. */
  popularity: pct,
  menu_class: z.enum(menuClasses).nullable(),
});
export const productReply = reportReply(productItem, {
  /** Per category: the thresholds the classes were drawn with (for the quadrant chart). */
  menu_thresholds: z.array(
    z.object({
      category_id: id.nullable(),
      popularity: z.number(),
      margin: z.number(),
    }),
  ),
});

// ------------------------------------------------------------- balances (/balance)

/** `GET /balance-report`: orders not fully paid (what the guest owes minus what was paid). */
export const balanceItem = z.object({
  id,
  number: z.string(),
  created_at: z.string(),
  location_id: id,
  status: z.enum(invoiceStatuses),
  crm_customer_id: id.nullable(),
  total: amount,
  paid: amount,
  balance: amount,
});
export const balanceReply = reportReply(balanceItem);
/** `GET /total-balance`: the outstanding balance per location. */
export const totalBalanceItem = z.object({
  location_id: id,
  invoices: count,
  total: amount,
  paid: amount,
  balance: amount,
});
export const totalBalanceReply = reportReply(totalBalanceItem);

// ----------------------------------------------- stock (/inventory) and materials (/material)

/**
 * `GET /materials-report?view=stock`: stock on hand and its value per material at the end of the
 * business date `to` (default today), for one location. Filter: category (of materials).
 */
export const materialsReportQuery = reportQuery.extend({
  view: z.enum(['stock', 'usage']).default('usage'),
  /** For `usage`: read between two approved counts instead of `from`/`to`. */
  from_count: id.optional(),
  to_count: id.optional(),
});
export const stockValueItem = z.object({
  material_id: id,
  category_id: id.nullable(),
  unit: z.string(),
  quantity: amount,
  unit_cost: amount,
  value: amount,
});
export const stockValueReply = reportReply(stockValueItem, {
  by_category: z.array(z.object({ category_id: id.nullable(), value: amount })),
  at: isoDate,
});

/**
 * `GET /materials-report?view=usage`: food cost, actual against theoretical, per material. Actual
 * usage = opening + received + transferred in - transferred out - closing; theoretical = sold (sales
 * x recipes) + recorded waste + preparation; the variance is actual minus theoretical, in quantity
 * and cost.
 */
export const usageItem = z.object({
  material_id: id,
  category_id: id.nullable(),
  unit: z.string(),
  opening_qty: amount,
  received_qty: amount,
  transfer_in_qty: amount,
  transfer_out_qty: amount,
  closing_qty: amount,
  actual_qty: amount,
  sold_qty: amount,
  waste_qty: amount,
  /**
   * Used making prepared materials less what was made: an ingredient's quantity out, minus a
   * prepared material's quantity in. Part of the theoretical usage, so a prepared material's food
   * cost counts once (as its ingredients) when every line is added up.
   */
  preparation_qty: amount,
  theoretical_qty: amount,
  variance_qty: amount,
  opening_value: amount,
  closing_value: amount,
  actual_cost: amount,
  theoretical_cost: amount,
  variance_cost: amount,
});
export const usageReply = reportReply(usageItem, {
  by_category: z.array(
    z.object({
      category_id: id.nullable(),
      opening_value: amount,
      closing_value: amount,
      actual_cost: amount,
      theoretical_cost: amount,
      variance_cost: amount,
    }),
  ),
  /** The counts read between, when asked by count. */
  counts: z.object({ from: id.nullable(), to: id.nullable() }),
  /** Net sales of the period, for food cost percentages. */
  net_sales: amount,
});

// ------------------------------------ advanced payments (/reports-v2/advanced-payments/*)

export const advancedSummaryReply = z.object({
  ...meta,
  payments_count: count,
  amount,
  refunded: amount,
  net: amount,
  tips: amount,
  average_payment: amount,
  methods_used: count,
  compare: z.object({
    period: salesPeriod,
    payments_count: count,
    amount,
    refunded: amount,
    net: amount,
    tips: amount,
  }),
});
/** `payment-categories`: per kind of payment method (cash, card, wallets...). */
export const paymentCategoryItem = z.object({
  kind: z.string(),
  payments_count: count,
  amount,
  refunded: amount,
  net: amount,
  share: pct,
});
export const paymentCategoriesReply = reportReply(paymentCategoryItem);
/** `chart-data`: net taken in per business date and payment method. */
export const paymentChartReply = z.object({
  ...meta,
  payment_methods: z.array(id),
  days: z.array(z.object({ date: isoDate, methods: z.record(z.string(), amount), net: amount })),
});
/** `payment-breakdown`: per payment method and location. */
export const paymentBreakdownItem = z.object({
  payment_method_id: id,
  location_id: id,
  payments_count: count,
  amount,
  refunded: amount,
  net: amount,
  tips: amount,
});
export const paymentBreakdownReply = reportReply(paymentBreakdownItem);
/**
 * `transactions`: every payment of completed sales and refunds of the period, newest first. Filter:
 * payment method. A refund's `amount` and `tip` are negative (money paid back), so the rows add up
 * to the period's net and tips.
 */
export const paymentTransactionItem = z.object({
  invoice_id: id,
  number: z.string(),
  created_at: z.string(),
  location_id: id,
  kind: z.enum(['sale', 'refund']),
  payment_method_id: id,
  amount,
  tip: amount,
});
export const paymentTransactionsReply = reportReply(paymentTransactionItem);
/**
 * `POST export`: the transactions of a period as .xlsx (`advanced-payments-<ISO timestamp>.xlsx`),
 * its headings in `lang` (English when absent).
 */
export const advancedExportBody = reportQuery
  .omit({ page: true, limit: true, after: true })
  .extend({ lang: z.enum(exportLanguages).optional() });
