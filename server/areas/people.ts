import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { registerAttendanceRoutes } from '../attendance/routes';
import { registerAuditRoutes } from '../audit/routes';
import { registerCrmRoutes } from '../crm/routes';
import { registerRoleRoutes } from '../people/roles/routes';
import { registerUserRoutes } from '../people/users/routes';

/** People (issue 13): CRM customers, attendance, the audit log, users and their roles. */
export async function peopleArea(api: FastifyInstance, config: AppConfig): Promise<void> {
  registerCrmRoutes(api);
  registerAttendanceRoutes(api, config);
  registerAuditRoutes(api);
  await registerUserRoutes(api);
  registerRoleRoutes(api);
}
