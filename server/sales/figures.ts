import type { SalesFigures } from '@contract/sales';

/**
 * The one definition of every sales figure (issue 8, section 2). The dashboard, the reports, the
 * exports, the daily sync and the emails all read their figures through this module.
 *
 * Figures are computed from sums kept in thousandths of the currency unit ("milli"): the aggregates
 * store them, each completed invoice contributes its share (`contributionOf`), and `figuresOf` turns
 * the sums of a period into the figures users see.
 */

/** Amounts are kept in thousandths of the currency unit: every currency has at most three decimals. */
export const MILLI = 1000;

export const toMilli = (amount: number): number => Math.round(amount * MILLI);
export const fromMilli = (milli: number): number => Number(milli) / MILLI;

/** What every aggregate row and every completed invoice carries, in milli (counts as they are). */
export interface FigureSums {
  /** Completed sales (not refunds, not voids). */
  sales_count: number;
  refund_count: number;
  guests: number;
  /** Lines and modifiers at unit price x quantity, tax excluded, complimentary lines included. */
  gross: number;
  /** Discounts of sales lines. */
  discounts: number;
  /** The value of lines given free. */
  complimentary: number;
  /** What was paid back, tax excluded: refunded lines less their discounts. */
  refunds: number;
  /** Tax collected less tax refunded. */
  tax: number;
  /** The part of `tax` from taxes marked as VAT. */
  vat: number;
  /** Tips received less tips paid back. */
  tips: number;
}

export const figureSumKeys = [
  'sales_count',
  'refund_count',
  'guests',
  'gross',
  'discounts',
  'complimentary',
  'refunds',
  'tax',
  'vat',
  'tips',
] as const satisfies readonly (keyof FigureSums)[];

export const zeroSums = (): FigureSums => ({
  sales_count: 0,
  refund_count: 0,
  guests: 0,
  gross: 0,
  discounts: 0,
  complimentary: 0,
  refunds: 0,
  tax: 0,
  vat: 0,
  tips: 0,
});

/** Adds `more` into `into` (and returns it). Database sums may arrive as strings: read as numbers. */
export function addSums(
  into: FigureSums,
  more: Partial<Record<keyof FigureSums, unknown>>,
): FigureSums {
  for (const key of figureSumKeys) into[key] += Number(more[key] ?? 0);
  return into;
}

/** `sums` times -1 or 1: a void of a completed sale takes its share back out. */
export function scaleSums(sums: FigureSums, sign: 1 | -1): FigureSums {
  const out = zeroSums();
  for (const key of figureSumKeys) out[key] = sums[key] * sign;
  return out;
}

/** An invoice's own totals, in milli, as stored with it. */
export interface InvoiceTotals {
  /** Lines and modifiers at unit price x quantity, complimentary lines included. */
  gross: number;
  /** Discounts of the lines that are not complimentary. */
  discounts: number;
  /** The value of its complimentary lines. */
  complimentary: number;
  tax: number;
  vat: number;
  tips: number;
}

/**
 * What a completed invoice adds to the figures. A sale adds its lines; a refund adds what it paid
 * back to `refunds` and takes its tax and tips back out. Pending, preparing, ready and void invoices
 * add nothing: their caller does not ask.
 */
export function contributionOf(
  invoice: InvoiceTotals & { kind: 'sale' | 'refund'; guests: number | null },
): FigureSums {
  const sums = zeroSums();
  if (invoice.kind === 'sale') {
    sums.sales_count = 1;
    sums.guests = invoice.guests ?? 0;
    sums.gross = invoice.gross;
    sums.discounts = invoice.discounts;
    sums.complimentary = invoice.complimentary;
    sums.tax = invoice.tax;
    sums.vat = invoice.vat;
    sums.tips = invoice.tips;
  } else {
    sums.refund_count = 1;
    // Complimentary lines were never paid for, so nothing of theirs is paid back.
    sums.refunds = invoice.gross - invoice.complimentary - invoice.discounts;
    sums.tax = -invoice.tax;
    sums.vat = -invoice.vat;
    sums.tips = -invoice.tips;
  }
  return sums;
}

/**
 * Net sales: these sums, each added (1) or taken away (-1). A read of net sales alone sums this in
 * the database (`readNetSales`); `netSalesMilli` is the same, written out, and its test holds the two
 * together.
 */
export const netSalesTerms = {
  gross: 1,
  discounts: -1,
  complimentary: -1,
  refunds: -1,
} as const satisfies Partial<Record<keyof FigureSums, 1 | -1>>;

/** Net sales in milli: gross - discounts - complimentary - refunds. */
export const netSalesMilli = (s: Pick<FigureSums, keyof typeof netSalesTerms>): number =>
  s.gross - s.discounts - s.complimentary - s.refunds;

/** The figures users see, in the currency's units, from the sums of a period. */
export function figuresOf(sums: FigureSums): SalesFigures {
  const net = netSalesMilli(sums);
  return {
    gross_sales: fromMilli(sums.gross),
    discounts: fromMilli(sums.discounts),
    complimentary: fromMilli(sums.complimentary),
    refunds: fromMilli(sums.refunds),
    net_sales: fromMilli(net),
    tax: fromMilli(sums.tax),
    vat: fromMilli(sums.vat),
    tips: fromMilli(sums.tips),
    total_sales: fromMilli(net + sums.tax),
    transactions: sums.sales_count,
    // Rounded to the milli like every amount, so the figure is the same wherever it is computed.
    average_order_value: sums.sales_count === 0 ? 0 : fromMilli(Math.round(net / sums.sales_count)),
  };
}
