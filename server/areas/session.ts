import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { registerAuthRoutes } from '../auth/routes';
import { registerLiveRoutes } from '../live/routes';
import { registerPermissionRoutes } from '../people/permissions/routes';
import { registerResourceRoutes } from '../resources/routes';
import { registerSyncRoutes } from '../sync/routes';

/**
 * A device's session and its sync: signing in and out, what the user may do, the batch of queued
 * calls and the pull, the live channel that says when to pull (issue 26), and the generic calls of every registered collection (contract/registry.ts).
 */
export function sessionArea(api: FastifyInstance, config: AppConfig): void {
  registerAuthRoutes(api, config);
  registerPermissionRoutes(api);
  registerSyncRoutes(api);
  registerLiveRoutes(api);
  registerResourceRoutes(api);
}
