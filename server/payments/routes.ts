import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { registerPayOrderRoutes } from './payOrder';
import { registerPaymentProviderRoutes } from './providers';
import { registerTakingsRoutes } from './takings';

/** Payments (issue 12): providers and their credentials, takings by provider, pay-and-order. */
export function registerPaymentRoutes(api: FastifyInstance, config: AppConfig): void {
  registerPaymentProviderRoutes(api, config);
  registerTakingsRoutes(api);
  registerPayOrderRoutes(api, config);
}
