import type { FastifyInstance } from 'fastify';
import { registerReportEmailRoutes } from '../reports/email/routes';
import { registerReportRoutes } from '../reports/routes';

/** Reporting (issue 11): the reports on the sales aggregates and the stock ledger, and their emails. */
export function reportingArea(api: FastifyInstance): void {
  registerReportRoutes(api);
  registerReportEmailRoutes(api);
}
