import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { registerForecastRoutes } from '../forecast/routes';
import { registerSupplierInvoiceRoutes } from '../supply/purchasing/invoicesRoutes';
import { registerSupplierOrderRoutes } from '../supply/purchasing/ordersRoutes';
import { registerOrderRequestRoutes } from '../supply/transfers/requestsRoutes';
import { registerTransferRoutes } from '../supply/transfers/routes';
import { registerWorkOrderRoutes } from '../supply/workOrders/routes';

/**
 * Supply (issue 10): supplier orders, their deliveries and supplier invoices; order requests and
 * transfers between locations; production's work orders; the forecast orders are suggested by
 * (issue 27).
 */
export function supplyArea(api: FastifyInstance, config: AppConfig): void {
  registerSupplierOrderRoutes(api, config);
  registerForecastRoutes(api, config);
  registerSupplierInvoiceRoutes(api);
  registerOrderRequestRoutes(api);
  registerTransferRoutes(api);
  registerWorkOrderRoutes(api, config);
}
