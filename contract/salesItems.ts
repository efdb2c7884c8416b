/**
 * The figures of a sales items row (`GET /sales/items`), in the order screens and workbooks show
 * them. On its own, without zod, because the sales screens' search readers (loaded with the
 * sign-in page) sort by them.
 */
export const salesItemFigureKeys = [
  'quantity',
  'refunded_quantity',
  'average_price',
  'gross_sales',
  'discounts',
  'complimentary',
  'refunds',
  'net_sales',
  'tax',
] as const;
export type SalesItemFigureKey = (typeof salesItemFigureKeys)[number];
