import {
  cashFlowReply,
  categoryReply,
  discountsQuery,
  discountsReply,
  paymentReportReply,
  productReply,
  reportQuery,
  salesSummaryQuery,
  salesSummaryReply,
  usersReportReply,
} from '@contract/reports';
import type { FastifyInstance } from 'fastify';
import { registerReport } from './frame';
import { categoryReport, productsReport } from './aggregateReportsItems';
import { cashFlow, paymentReport } from './aggregateReportsPayments';
import { discountsReport, salesSummary, usersReport } from './aggregateReportsSales';

/**
 * The reports of issue 11 whose items are few (days, cashiers, categories, products, payment
 * methods): each is computed whole from the sales aggregates and paged in memory, so "all time"
 * reads as fast as a week. See /work/briefs/reporting-design.md.
 */
export function registerAggregateReports(api: FastifyInstance): void {
  registerReport(
    api,
    '/sales-summary',
    {
      summary: 'Sales figures per day, week, month or location, against the period before',
      description:
        'Days, weeks (keyed by their Monday) and months are listed only where something sold; ' +
        'every location read is listed. `figures` are the whole period; `compare` the period of ' +
        'the same length just before (for one day: the day before, up to the same time today).',
      query: salesSummaryQuery,
      reply: salesSummaryReply,
    },
    salesSummary,
  );
  registerReport(
    api,
    '/invoices-users-report',
    {
      summary: "Each cashier's sales, refunds, voids and discounts",
      description: 'Filter: `cashier_id`. `discount_rate` is discounts as a percentage of gross.',
      query: reportQuery,
      reply: usersReportReply,
    },
    usersReport,
  );
  registerReport(
    api,
    '/discounts-report',
    {
      summary: 'Discounts and free lines per product, category, cashier, day or location',
      description:
        '`discount_rate` is discounts as a percentage of gross sales. Grouped by product, ' +
        "modifiers are left out (they carry no discount); by category they count in their product's.",
      query: discountsQuery,
      reply: discountsReply,
    },
    discountsReport,
  );
  registerReport(
    api,
    '/categoryReports',
    {
      summary: "Each category's items and sales, with its share of net sales",
      description:
        "Modifiers add their sales to their product's category; quantities are the products'.",
      query: reportQuery,
      reply: categoryReply,
    },
    categoryReport,
  );
  registerReport(
    api,
    '/products-sales-report',
    {
      summary: "Each product's sales, recipe cost, margin and menu engineering class",
      description:
        "Filter: `category_id`. The unit cost is the recipe at the materials' costs today " +
        '(null without a recipe, or without `inventory.costs`); margin = average price - unit ' +
        'cost. Classes (Kasavana and Smith) per category: popular at or above 70% of an even ' +
        'share of the items sold, profitable at or above the average margin weighted by ' +
        'quantity. Modifiers are listed but not classified.',
      query: reportQuery,
      reply: productReply,
    },
    productsReport,
  );
  registerReport(
    api,
    '/payment-report',
    {
      summary: 'What each payment method took in and paid back',
      description: 'Filter: `payment_method_id`. `share` is of the net every method took in.',
      query: reportQuery,
      reply: paymentReportReply,
    },
    paymentReport,
  );
  registerReport(
    api,
    '/payment-report/v2',
    {
      summary: 'Daily sales and cash flow: sales, money in per payment method, money paid back',
      description: 'One row per business date with sales or payments.',
      query: reportQuery,
      reply: cashFlowReply,
    },
    cashFlow,
  );
}
