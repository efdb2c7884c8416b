import { z } from 'zod';
import { id, isoDate } from './common';
import { salesFigures, salesPeriod, salesQuery } from './sales';

/**
 * The replies of the sales reads of SPEC section 7 that issue 8 answers: the dashboard's calls, the
 * sales analysis under /reports-v2/sales, the payment and invoice summaries, and the sales screens.
 * Every amount is in the currency units of the locations read (a read across locations of different
 * currencies adds them up as they are, and says which currencies it added in `currencies`).
 */

/** The time blocks of the dashboard (SPEC section 9), in local hours: `from` up to, not including, `to`. */
export const timeBlocks = [
  { key: 'morning', from: 5, to: 12 },
  { key: 'afternoon', from: 12, to: 17 },
  { key: 'evening', from: 17, to: 22 },
  { key: 'night', from: 22, to: 5 },
] as const;
export type TimeBlockKey = (typeof timeBlocks)[number]['key'];

/** The figures most charts need for one bucket (an hour, a day, a location). */
export const bucketFigures = z.object({
  net_sales: z.number(),
  gross_sales: z.number(),
  total_sales: z.number(),
  transactions: z.number(),
  average_order_value: z.number(),
});

const readMeta = {
  period: salesPeriod,
  locations: z.array(id),
  currencies: z.array(z.string()),
  as_of: z.string(),
};

/** `GET /reports-v2/sales/sales-trend?interval=day|week|month`. */
export const salesTrendQuery = salesQuery.extend({
  interval: z.enum(['day', 'week', 'month']).default('day'),
});
export const salesTrendReply = z.object({
  ...readMeta,
  interval: z.enum(['day', 'week', 'month']),
  /** One entry per day, week (starting Monday) or month of the period, empty ones included. */
  data: z.array(bucketFigures.extend({ period: isoDate })),
});

/** `GET /reports-v2/sales/sales-by-time?by=hour|block` and `GET /sales-hours-chart`. */
export const salesByTimeQuery = salesQuery.extend({
  by: z.enum(['hour', 'block']).default('hour'),
});
export const salesByTimeReply = z.object({
  ...readMeta,
  by: z.enum(['hour', 'block']),
  /** 24 hours (0 to 23 on each location's clock), or the four blocks with the hours each covers. */
  data: z.array(
    bucketFigures.extend({
      hour: z.number().int().nullable(),
      block: z.enum(['morning', 'afternoon', 'evening', 'night']).nullable(),
      from_hour: z.number().int(),
      to_hour: z.number().int(),
      /**
       * What refunds made in this hour or block paid back, tax excluded (`net_sales` is already
       * less it). A refund counts when it is made, so an hour after closing can have refunds and no
       * sales, and net sales below zero.
       */
      refunds: z.number(),
    }),
  ),
});

/** `GET /reports-v2/sales/week-over-week`: the week holding `to` against the week before, by day. */
export const weekOverWeekReply = z.object({
  ...readMeta,
  data: z.array(
    z.object({
      /** ISO weekday, 1 Monday to 7 Sunday. */
      weekday: z.number().int(),
      this_week: bucketFigures.extend({ date: isoDate }),
      last_week: bucketFigures.extend({ date: isoDate }),
    }),
  ),
  this_week: salesFigures,
  last_week: salesFigures,
});

/** `GET /reports-v2/sales/month-over-month?months=`: the months up to the one holding `to`. */
export const monthOverMonthQuery = salesQuery.extend({
  months: z.coerce.number().int().min(2).max(36).default(12),
});
export const monthOverMonthReply = z.object({
  ...readMeta,
  data: z.array(
    bucketFigures.extend({
      month: z.string(),
      /** Net sales against the month before, in percent; null for the first month or from zero. */
      change_pct: z.number().nullable(),
    }),
  ),
});

/** `GET /reports-v2/sales/sales-by-category`. */
export const salesByCategoryReply = z.object({
  ...readMeta,
  data: z.array(
    z.object({
      category_id: id.nullable(),
      name: z.string().nullable(),
      quantity: z.number(),
      gross_sales: z.number(),
      net_sales: z.number(),
      /** Share of the period's net sales of products, in percent. */
      share_pct: z.number(),
    }),
  ),
});

const named = z.object({ id, name: z.string() });
/** `GET /reports-v2/sales/filter-options`: what the sales screens can filter by. */
export const filterOptionsReply = z.object({
  locations: z.array(named),
  channels: z.array(named),
  payment_methods: z.array(named.extend({ kind: z.string() })),
  cashiers: z.array(named),
  categories: z.array(named),
  order_types: z.array(named),
});

/** `GET /reports-v2/payments/sale-chart`: net sales and transactions per business date. */
export const saleChartReply = z.object({
  ...readMeta,
  data: z.array(bucketFigures.extend({ date: isoDate })),
});

/** `GET /reports-v2/payments/top-ten-chart?by=net_sales|quantity`. */
export const topTenQuery = salesQuery.extend({
  by: z.enum(['net_sales', 'quantity']).default('net_sales'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const topTenReply = z.object({
  ...readMeta,
  by: z.enum(['net_sales', 'quantity']),
  data: z.array(
    z.object({
      product_id: id,
      name: z.string(),
      category_id: id.nullable(),
      quantity: z.number(),
      net_sales: z.number(),
      gross_sales: z.number(),
    }),
  ),
});

/** `GET /payments-chart`: takings by payment method. */
export const paymentsChartReply = z.object({
  ...readMeta,
  data: z.array(
    z.object({
      payment_method_id: id,
      name: z.string(),
      kind: z.string().nullable(),
      payments: z.number(),
      amount: z.number(),
      refunded: z.number(),
      tips: z.number(),
      /** amount - refunded. */
      net: z.number(),
      share_pct: z.number(),
    }),
  ),
  total: z.number(),
});

const statusCounts = z.object({
  count: z.number(),
  amount: z.number(),
});
/** `GET /reports-v2/invoices/invoice-and-payment-summary`. */
export const invoiceAndPaymentSummaryReply = z.object({
  ...readMeta,
  figures: salesFigures,
  sales: statusCounts,
  refunds: statusCounts,
  voids: statusCounts,
  open: statusCounts,
  payments: paymentsChartReply.shape.data,
  /** What the payment methods took less what they paid back (tips not included). */
  takings: z.number(),
});

/** `GET /reports-v2/invoices/complimentary`: what was given free, by item. */
export const complimentaryReply = z.object({
  ...readMeta,
  total: z.number(),
  data: z.array(
    z.object({
      item_kind: z.enum(['product', 'modifier']),
      item_id: id,
      name: z.string(),
      quantity: z.number(),
      value: z.number(),
    }),
  ),
});

/** The insight a store's figures earn against the period before (translated by the app). */
export const insightKinds = [
  'strong_growth',
  'positive_trend',
  'stable',
  'challenges',
  'no_sales',
] as const;
export type InsightKind = (typeof insightKinds)[number];

/** `GET /dashboard/store-performance`: each location against its own comparison period. */
export const storePerformanceReply = z.object({
  ...readMeta,
  data: z.array(
    z.object({
      location_id: id,
      name: z.string(),
      currency: z.string().nullable(),
      figures: salesFigures,
      compare: salesFigures,
      /** Net sales against the comparison, in percent; null when the comparison had none. */
      change_pct: z.number().nullable(),
      insight: z.enum(insightKinds),
      /** Net sales per day of the period, for a small trend line. */
      trend: z.array(z.object({ date: isoDate, net_sales: z.number() })),
    }),
  ),
});

/** `GET /invoices-total-location/{id}`. */
export const locationTotalReply = salesFigures.extend({
  location_id: id,
  period: salesPeriod,
  currency: z.string().nullable(),
  open_orders: z.number(),
  open_amount: z.number(),
  as_of: z.string(),
});

/** `GET /dashboard/latest-transactions` and `/dashboard/open-orders` share this row. */
export const dashboardInvoiceRow = z.object({
  id,
  number: z.string(),
  location_id: id,
  created_at: z.string(),
  status: z.string(),
  kind: z.enum(['sale', 'refund']),
  total: z.number(),
  currency: z.string().nullable(),
  channel: z.string().nullable(),
  payment_methods: z.array(z.string()),
});
export const latestTransactionsQuery = salesQuery.extend({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const latestTransactionsReply = z.object({
  data: z.array(dashboardInvoiceRow),
  as_of: z.string(),
});
/** Order fulfilment: orders still pending, being prepared or ready, and what they add up to. */
export const openOrdersReply = z.object({
  data: z.array(dashboardInvoiceRow),
  count: z.number(),
  total: z.number(),
  by_status: z.object({ pending: z.number(), preparing: z.number(), ready: z.number() }),
  as_of: z.string(),
});

/**
 * `GET /sales/items?group=product|category|day|channel|location`: item-level sales. Quantities count
 * products (a modifier's units ride on its product's); a product's modifiers are rows of their own
 * with `group=product`.
 */
export const salesItemsQuery = salesQuery.extend({
  group: z.enum(['product', 'category', 'day', 'channel', 'location']).default('product'),
  /** Only the items of this category (not with `group=channel`, which has no items). */
  category_id: id.optional(),
  search: z.string().max(100).optional(),
});
export const salesItemsReply = z.object({
  ...readMeta,
  group: z.enum(['product', 'category', 'day', 'channel', 'location']),
  data: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      item_kind: z.enum(['product', 'modifier']).nullable(),
      category: z.string().nullable(),
      quantity: z.number(),
      refunded_quantity: z.number(),
      /** Gross sales over quantity: what one sold for on average, before discounts. */
      average_price: z.number(),
      gross_sales: z.number(),
      discounts: z.number(),
      complimentary: z.number(),
      refunds: z.number(),
      net_sales: z.number(),
      tax: z.number(),
    }),
  ),
  totals: z.object({
    quantity: z.number(),
    gross_sales: z.number(),
    discounts: z.number(),
    complimentary: z.number(),
    refunds: z.number(),
    net_sales: z.number(),
    tax: z.number(),
  }),
});

/** `GET /sales/payment-account`: takings per business date and payment method. */
export const paymentAccountReply = z.object({
  ...readMeta,
  methods: z.array(named.extend({ kind: z.string().nullable(), cash: z.boolean() })),
  data: z.array(
    z.object({
      date: isoDate,
      location_id: id,
      by_method: z.array(
        z.object({
          payment_method_id: id,
          amount: z.number(),
          refunded: z.number(),
          tips: z.number(),
          net: z.number(),
        }),
      ),
      takings: z.number(),
      refunded: z.number(),
      tips: z.number(),
      /** Cash kept in the drawer: cash methods' net takings and their tips. */
      cash: z.number(),
      /** What goes to the bank: every other method's net takings and tips. */
      to_bank: z.number(),
    }),
  ),
});

/** `GET /sales/inventory-account`: the cost of materials the sales used, per day and category. */
export const inventoryAccountReply = z.object({
  ...readMeta,
  /** Material categories with costs in the period; id '' holds materials without a category. */
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  data: z.array(
    z.object({
      date: isoDate,
      by_category: z.array(z.object({ category_id: z.string(), cost: z.number() })),
      cost: z.number(),
      net_sales: z.number(),
      /** Cost over net sales, in percent; null without sales. */
      food_cost_pct: z.number().nullable(),
    }),
  ),
  /** Products sold that have no recipe: their cost is unknown and not counted. */
  without_recipe: z.array(z.object({ product_id: id, name: z.string(), quantity: z.number() })),
});
