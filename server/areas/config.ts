import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { registerAdminSyncRoutes } from '../admin/routes';
import { registerWebDiscountRoutes } from '../discounts/routes';
import { registerLocationHoursRoutes } from '../hours/routes';
import { registerLocationRoutes } from '../locations/routes';
import { registerPaymentRoutes } from '../payments/routes';
import { registerRestaurantConfigRoutes } from '../restaurant/routes';
import { registerClientConfigRoutes, registerSettingsRoutes } from '../settings/routes';
import { registerTableRoutes } from '../tables/routes';
import { registerTableWriteRoutes } from '../tables/writeRoutes';
import { registerVerifyRoutes } from '../verify/routes';

/**
 * Configuration (issue 12): locations, the client's own set-up, settings and business information,
 * opening days and hours, publishing to the tills and the self-audit of its precomputed figures
 * (issue 25), floors and tables, online discounts, payments and the restaurant (till) configuration.
 */
export async function configArea(api: FastifyInstance, config: AppConfig): Promise<void> {
  registerLocationRoutes(api);
  registerClientConfigRoutes(api, config);
  await registerSettingsRoutes(api);
  registerLocationHoursRoutes(api);
  registerAdminSyncRoutes(api);
  registerVerifyRoutes(api);
  registerTableRoutes(api, config);
  registerTableWriteRoutes(api);
  registerWebDiscountRoutes(api);
  registerPaymentRoutes(api, config);
  await registerRestaurantConfigRoutes(api);
}
