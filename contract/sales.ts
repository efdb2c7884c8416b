import { z } from 'zod';
import { id, isoDate, pagination, requiredText, text } from './common';

/**
 * Sales as the tills send them (`POST /api/invoices`), and the figures every screen, report, export
 * and email reads. This is an integration contract that till vendors code against: change it only by
 * adding optional fields.
 *
 * Amounts are decimal numbers in the location's currency, tax-exclusive, never negative. A refund is
 * an invoice of its own that names the sale in `refund_of`; its quantities and amounts are positive
 * too: what is given back, and its payments what was paid back, by method.
 */

export const invoiceStatuses = ['pending', 'preparing', 'ready', 'completed', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
/** Orders still being prepared or waiting: the dashboard's order fulfilment. */
export const openInvoiceStatuses = ['pending', 'preparing', 'ready'] as const;

/** Largest raw order kept with an invoice (`payload`), as JSON text. */
export const MAX_PAYLOAD_BYTES = 256 * 1024;
/** Invoices per `POST /api/invoices/batch`. */
export const MAX_INVOICE_BATCH = 500;

/** The largest amount of one invoice: a line, a payment, the invoice's total. */
export const MAX_INVOICE_AMOUNT = 1_000_000_000;
const amount = z.number().finite().min(0).max(MAX_INVOICE_AMOUNT);

/** How deep a raw order (`payload`) may nest: real orders nest a few levels. */
export const MAX_PAYLOAD_DEPTH = 64;

/** Whether a JSON value nests at most `max` levels, walked without recursion. */
export function nestsWithin(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return false;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return true;
}
const quantity = z.number().finite().positive().max(1_000_000);

export const invoiceModifier = z
  .object({
    modifier_item_id: id,
    name: requiredText(200),
    /** Per one unit of the line: two burgers with one extra cheese each have quantity 1 here. */
    quantity,
    unit_price: amount,
  })
  .strict();

export const invoiceLine = z
  .object({
    product_id: id,
    name: requiredText(200),
    quantity,
    /** The price of one unit, tax excluded, modifiers not included. */
    unit_price: amount,
    /** The line's discount amount (the whole line, not per unit). */
    discount: amount,
    /** The line's tax amount (the whole line). */
    tax: amount,
    /** Given free: its value counts in `complimentary`, not in what is paid. It has no discount. */
    is_complimentary: z.boolean().default(false),
    modifiers: z.array(invoiceModifier).max(100).default([]),
  })
  .strict();
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoicePayment = z
  .object({
    payment_method_id: id,
    /** What this payment pays of the invoice. */
    amount,
    /** A tip on top of the amount. */
    tip: amount.default(0),
  })
  .strict();
export type InvoicePayment = z.infer<typeof invoicePayment>;

export const invoiceBody = z
  .object({
    /** The till's UUID for the sale: sending it again returns the stored invoice. */
    id,
    location_id: id,
    /** The number printed on the receipt. */
    number: requiredText(64),
    /** When the sale was made, ISO 8601 with its offset (or Z). */
    created_at: z.iso.datetime({ offset: true }),
    status: z.enum(invoiceStatuses),
    channel_id: id.nullish(),
    order_type_id: id.nullish(),
    table_id: id.nullish(),
    /** The user who took the sale. */
    cashier_id: id.nullish(),
    /** The guest, when the till knows them (a CRM customer). */
    customer_id: id.nullish(),
    guests: z.number().int().min(0).max(10_000).nullish(),
    /** The sale this invoice refunds. */
    refund_of: id.nullish(),
    /** The order's id at the delivery aggregator (Deliveroo through Otter). */
    otter_id: text(200).nullish(),
    /** The raw order as the till or the aggregator sent it, kept as it is (at most 256 KB). */
    payload: z
      .unknown()
      .optional()
      .refine((value) => nestsWithin(value, MAX_PAYLOAD_DEPTH), 'too_deep'),
    lines: z.array(invoiceLine).min(1).max(1000),
    payments: z.array(invoicePayment).max(100).default([]),
  })
  .strict();
export type InvoiceBody = z.infer<typeof invoiceBody>;

export const invoiceBatchBody = z
  .object({ invoices: z.array(z.unknown()).min(1).max(MAX_INVOICE_BATCH) })
  .strict();

/** `PUT /api/invoices/{id}/status`: an order moves on, is completed (and paid) or voided. */
export const invoiceStatusBody = z
  .object({
    status: z.enum(invoiceStatuses),
    /** Payments taken when an unpaid order is completed; they replace none already recorded. */
    payments: z.array(invoicePayment).max(100).optional(),
  })
  .strict();

/**
 * The sales figures (issue 8, section 2). Each has one definition, in server/sales/figures.ts:
 * - `gross_sales`: lines and modifiers at unit price x quantity, tax excluded, complimentary included;
 * - `discounts`; `complimentary` (value of complimentary lines); `refunds` (paid back, tax excluded);
 * - `net_sales` = gross_sales - discounts - complimentary - refunds;
 * - `tax` (collected minus refunded), `vat` (its part from taxes marked as VAT), `tips`;
 * - `total_sales` = net_sales + tax; `transactions`: completed sales (not refunds, not voids);
 * - `average_order_value` = net_sales / transactions, 0 when there are none.
 */
export const salesFigureKeys = [
  'gross_sales',
  'discounts',
  'complimentary',
  'refunds',
  'net_sales',
  'tax',
  'vat',
  'tips',
  'total_sales',
  'transactions',
  'average_order_value',
] as const;
export type SalesFigureKey = (typeof salesFigureKeys)[number];
export const salesFigures = z.object(
  Object.fromEntries(salesFigureKeys.map((k) => [k, z.number()])) as Record<
    SalesFigureKey,
    z.ZodNumber
  >,
);
export type SalesFigures = z.infer<typeof salesFigures>;

/** An invoice's own figures (what it adds to the business's figures once completed). */
export const invoiceTotals = z.object({
  gross: z.number(),
  discounts: z.number(),
  complimentary: z.number(),
  tax: z.number(),
  vat: z.number(),
  tips: z.number(),
  /** What the guest owes: gross - discounts - complimentary + tax. */
  due: z.number(),
  /** What the payments add up to (tips not included). */
  paid: z.number(),
});

export const invoiceRow = z.object({
  id,
  location_id: id,
  number: z.string(),
  created_at: z.string(),
  status: z.enum(invoiceStatuses),
  kind: z.enum(['sale', 'refund']),
  channel_id: id.nullable(),
  order_type_id: id.nullable(),
  table_id: id.nullable(),
  cashier_id: id.nullable(),
  customer_id: id.nullable(),
  guests: z.number().nullable(),
  refund_of: id.nullable(),
  otter_id: z.string().nullable(),
  /** Business date and hour on the location's clock (SPEC section 5), fixed when it was received. */
  business_date: isoDate,
  local_hour: z.number().int(),
  currency: z.string().nullable(),
  totals: invoiceTotals,
  received_at: z.string(),
  updated_at: z.string(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

export const invoiceLineRow = invoiceLine.extend({
  line_no: z.number().int(),
  /** The line's value: quantity x (unit price + modifiers), tax excluded. */
  gross: z.number(),
  vat: z.number(),
  category_id: id.nullable(),
});

export const invoiceDetail = invoiceRow.extend({
  lines: z.array(invoiceLineRow),
  payments: z.array(invoicePayment),
  /** The refunds of this sale, newest last. */
  refunded_by: z.array(invoiceRow),
  /** The sale this refund gives back, when it is one. */
  refunds_invoice: invoiceRow.nullable(),
  has_payload: z.boolean(),
  status_history: z.array(
    z.object({ status: z.enum(invoiceStatuses), at: z.string(), by: id.nullable() }),
  ),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

/** One answer of `POST /api/invoices/batch`, in the order the invoices were sent. */
export const invoiceBatchItem = z.object({
  index: z.number().int(),
  id: z.string().nullable(),
  status: z.number().int(),
  invoice: invoiceRow.optional(),
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
});
export const invoiceBatchReply = z.object({ results: z.array(invoiceBatchItem) });

/**
 * The period and place of a sales read. `from` and `to` are business dates (inclusive), each
 * location's today when absent; `loc` absent, empty or '0' is the caller's own location (SPEC section
 * 4), `all` every location the caller may see.
 */
export const salesQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  loc: z.string().max(64).optional(),
});
export type SalesQuery = z.infer<typeof salesQuery>;

export const salesPeriod = z.object({
  from: isoDate,
  to: isoDate,
  /** For today compared with yesterday: the comparison stops at this local time (HH:mm). */
  until: z.string().nullable(),
});

/** `GET /api/reports-v2/sales/summary-metrics`. */
export const summaryMetricsReply = salesFigures.extend({
  period: salesPeriod,
  locations: z.array(id),
  /**
   * The currencies of the locations read, each once. With more than one (`loc=all` over an AED and
   * a GBP location) the amounts are added as they are, not converted: show them per location.
   */
  currencies: z.array(z.string()),
  compare: salesFigures.extend({ period: salesPeriod }),
  /** When the figures were read. */
  as_of: z.string(),
});
export type SummaryMetricsReply = z.infer<typeof summaryMetricsReply>;

export const invoiceListQuery = salesQuery.extend({
  search: z.string().max(64).optional(),
  status: z.enum(invoiceStatuses).optional(),
  kind: z.enum(['sale', 'refund']).optional(),
  channel_id: id.optional(),
  payment_method_id: id.optional(),
  cashier_id: id.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
});
export const invoiceListReply = z.object({ data: z.array(invoiceRow), pagination });
