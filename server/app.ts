import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler, validatorCompiler } from './plugins/errors';
import { registerPermissions } from './plugins/permissions';
import { registerCrmRoutes } from './crm/routes';
import { registerPaymentRoutes } from './payments/routes';
import { registerRestaurantConfigRoutes } from './restaurant/routes';
import { reportEmails } from './reports/email/service';
import { registerReportEmailRoutes } from './reports/email/routes';
import { registerSecurityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import { registerResourceRoutes } from './resources/routes';
import { registerAdminSyncRoutes } from './admin/routes';
import { registerAttendanceRoutes } from './attendance/routes';
import { registerAuditRoutes } from './audit/routes';
import { registerProductRoutes } from './catalogue/products/routes';
import { registerAuditContext } from './audit/context';
import { registerAuthRoutes } from './auth/routes';
import { registerClientConfigRoutes, registerSettingsRoutes } from './settings/routes';
import { registerLocationHoursRoutes } from './hours/routes';
import { registerCountSheetRoutes } from './inventory/sheets/routes';
import { registerCountRoutes } from './inventory/counts/routes';
import { registerDailySyncRoutes } from './sales/dailySync/routes';
import { registerInvoiceRoutes } from './sales/invoices/routes';
import { registerLocationRoutes } from './locations/routes';
import { registerMatchByNameRoutes } from './catalogue/matchByName/routes';
import { registerMaterialRoutes } from './inventory/materials/routes';
import { registerOrderRequestRoutes } from './supply/transfers/requestsRoutes';
import { registerTransferRoutes } from './supply/transfers/routes';
import { registerPermissionRoutes } from './people/permissions/routes';
import { registerRecipeRoutes } from './inventory/recipes/routes';
import { registerReportRoutes } from './routes/reports';
import { registerSalesAnalysisRoutes } from './sales/analysis/routes';
import { registerStockRoutes } from './inventory/stock/routes';
import { registerSupplierInvoiceRoutes } from './supply/purchasing/invoicesRoutes';
import { registerSupplierOrderRoutes } from './supply/purchasing/ordersRoutes';
import { registerSyncRoutes } from './routes/sync';
import { registerTableRoutes } from './tables/routes';
import { registerWebDiscountRoutes } from './discounts/routes';
import { registerTableWriteRoutes } from './tables/writeRoutes';
import { registerUploadRoutes } from './uploads/routes';
import { registerUserRoutes } from './people/users/routes';
import { registerRoleRoutes } from './people/roleRoutes';
import { registerWorkOrderRoutes } from './supply/workOrders/routes';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface BuildAppOptions {
  database: DatabaseHandle;
  config: AppConfig;
}

/** 1 MiB: far above any single row, far below what could hurt. `/api/batch` allows more. */
const BODY_LIMIT = 1024 * 1024;

/**
 * Builds the server without listening: external plugins, then app plugins, then routes, always in
 * this order. The database must be migrated already (see main.ts and testing/harness.ts).
 */
export async function buildApp({ database, config }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Error replies name the field paths; fastify's own request-id header is of no use to clients.
    requestIdHeader: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON is the only body the API reads; anything else is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.decorate('database', database);
  registerErrorHandler(app);
  // Report emails (issue 11): sent from the app's first moment ready until it closes.
  const emails = reportEmails(database, config, app.log);
  app.decorate('reportEmails', emails);
  app.addHook('onReady', async () => emails.start());
  app.addHook('onClose', () => emails.stop());

  // External plugins.
  await registerSecurityHeaders(app, config.client);
  await app.register(rateLimit, { global: false });
  await registerDocs(app);

  // App plugins and routes. Everything under /api shares authentication, permission checks and a
  // JSON not-found reply; the built PWA is served outside it.
  await registerStatic(app, config.staticDir);
  await app.register(
    async (api) => {
      registerAuth(api, config);
      registerPermissions(api);
      // Audit log (issue 13): every write knows its user and device.
      registerAuditContext(api);
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({
          error: { code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${request.url}` },
        }),
      );
      registerAuthRoutes(api, config);
      registerPermissionRoutes(api);
      registerLocationRoutes(api);
      registerClientConfigRoutes(api, config);
      // Configuration (issue 12): settings, business information, and opening days and hours.
      await registerSettingsRoutes(api);
      registerLocationHoursRoutes(api);
      registerSyncRoutes(api);
      registerResourceRoutes(api);
      registerCrmRoutes(api);
      // Inventory (issue 9): materials beyond the generic calls, and recipes.
      registerMaterialRoutes(api);
      registerRecipeRoutes(api);
      // The catalogue's calls beyond the generic ones (SPEC section 7).
      await registerProductRoutes(api);
      registerMatchByNameRoutes(api);
      await registerUploadRoutes(api);
      // Sales (issue 8): invoices from the tills and every figure read from them.
      registerInvoiceRoutes(api, config);
      registerSalesAnalysisRoutes(api);
      registerDailySyncRoutes(api, config);
      // Admin sync (issue 12): publishing the catalogue to the tills, update-main-tables.
      registerAdminSyncRoutes(api);
      // Inventory (issue 9): the stock ledger's calls.
      registerStockRoutes(api);
      // Inventory counts (issue 9): counting on several devices, review and approve.
      registerCountRoutes(api);
      registerCountSheetRoutes(api);
      // Purchasing (issue 10): supplier orders, their deliveries and supplier invoices.
      registerSupplierOrderRoutes(api);
      registerSupplierInvoiceRoutes(api);
      // Between locations (issue 10): order requests and transfers.
      registerOrderRequestRoutes(api);
      registerTransferRoutes(api);
      registerWorkOrderRoutes(api, config);
      // Reporting (issue 11): the sixteen reports.
      registerReportRoutes(api);
      registerReportEmailRoutes(api);
      // Configuration (issue 12): floors and tables beyond the generic calls.
      registerTableRoutes(api, config);
      registerTableWriteRoutes(api);
      // People (issue 13): attendance from the tills' clock events.
      registerAttendanceRoutes(api, config);
      registerWebDiscountRoutes(api);
      // Payments (issue 12): providers, takings by provider, pay-and-order at the table.
      registerPaymentRoutes(api, config);
      // Restaurant (till) configuration (issue 12): receipts, printers, kitchen screens, live status.
      await registerRestaurantConfigRoutes(api);
      registerAuditRoutes(api);
      // People (issue 13): users, their permissions and pictures.
      await registerUserRoutes(api);
      registerRoleRoutes(api);
    },
    { prefix: '/api' },
  );
  return app;
}
