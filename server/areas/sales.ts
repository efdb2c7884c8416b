import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { registerSalesAnalysisRoutes } from '../sales/analysis/routes';
import { registerDailySyncRoutes } from '../sales/dailySync/routes';
import { registerInvoiceRoutes } from '../sales/invoices/routes';

/**
 * Sales (issue 8): invoices from the tills, every figure the dashboard and the sales screens read
 * from them, and the daily sync to an accounting system.
 */
export function salesArea(api: FastifyInstance, config: AppConfig): void {
  registerInvoiceRoutes(api, config);
  registerSalesAnalysisRoutes(api);
  registerDailySyncRoutes(api, config);
}
