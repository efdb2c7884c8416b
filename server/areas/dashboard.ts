import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { registerTodayRoutes } from '../today/routes';

/** The dashboard's own calls: Today, what waits for the signed-in user (issue 26). */
export function dashboardArea(api: FastifyInstance, config: AppConfig): void {
  registerTodayRoutes(api, config);
}
