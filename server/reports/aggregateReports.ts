import { aggregateReportCalls } from '@contract/frameReportCalls';
import type { FastifyInstance } from 'fastify';
import { serveReport } from './frame';
import { categoryReport, productsReport } from './aggregateReportsItems';
import { cashFlow, paymentReport } from './aggregateReportsPayments';
import { discountsReport, salesSummary, usersReport } from './aggregateReportsSales';

/**
 * The reports of issue 11 whose items are few (days, cashiers, categories, products, payment
 * methods): each is computed whole from the sales aggregates and paged in memory, so "all time"
 * reads as fast as a week. See /work/briefs/reporting-design.md.
 */
export function registerAggregateReports(api: FastifyInstance): void {
  serveReport(api, aggregateReportCalls.salesSummary, salesSummary);
  serveReport(api, aggregateReportCalls.users, usersReport);
  serveReport(api, aggregateReportCalls.discounts, discountsReport);
  serveReport(api, aggregateReportCalls.categories, categoryReport);
  serveReport(api, aggregateReportCalls.products, productsReport);
  serveReport(api, aggregateReportCalls.payments, paymentReport);
  serveReport(api, aggregateReportCalls.cashFlow, cashFlow);
}
