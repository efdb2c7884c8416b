import type { Area } from '@contract/access';
import type { FieldsOf } from '@contract/registry';
import type { PermissionInfo } from '@contract/replies';
import type { RoleUsage } from '@contract/roleUsage';
import { ApiError, type ApiClient } from '@/data/api';
import type { LocalRow } from '@/data/db';

/**
 * Roles are written straight to the server, never queued. A role decides what everyone holding it
 * may do: a change waiting in a browser's outbox would land later over someone else's decision, and
 * a refusal (a permission the editor does not hold) must be told now, on the screen that made it,
 * not found later in the outbox. Reading works offline: the roles are synced rows.
 */

export type RoleFields = FieldsOf<'roles'>;
export type RoleRow = LocalRow & RoleFields;

export const ROLES_PATH = '/roles';
export const ROLE_USAGE_PATH = '/roles-usage';
export const PERMISSIONS_PATH = '/permissions';

export const createRole = (api: ApiClient, body: RoleFields) => api.post<RoleRow>(ROLES_PATH, body);

export const updateRole = (api: ApiClient, id: string, version: number, body: RoleFields) =>
  api.put<RoleRow>(`${ROLES_PATH}/${id}`, { ...body, version });

export const deleteRole = (api: ApiClient, id: string) =>
  api.delete<RoleRow>(`${ROLES_PATH}/${id}`);

export type { PermissionInfo, RoleUsage };

/** The call could not reach the server: the device is offline or the server is down. */
export const unreachable = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/** Permissions by area in the product's order, the business's own (`till.*`) in a group of their own. */
export function permissionGroups(
  permissions: readonly PermissionInfo[],
): { group: Area | 'custom'; permissions: PermissionInfo[] }[] {
  const groups = new Map<Area | 'custom', PermissionInfo[]>();
  for (const p of permissions) {
    const group = p.built_in ? p.area : 'custom';
    groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  return [...groups].map(([group, list]) => ({ group, permissions: list }));
}
