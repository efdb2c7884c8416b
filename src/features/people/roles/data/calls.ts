import type { Area } from '@contract/access';
import type { FieldsOf } from '@contract/registry';
import type { PermissionInfo } from '@contract/replies';
import type { RoleUsage } from '@contract/roleUsage';
import { ApiError, isErrorBody, type ApiClient } from '@/data/api';
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

/** A business's own till permissions: written online only, like roles, and for the same reasons. */
export const createPermission = (api: ApiClient, body: { key: string; description: string }) =>
  api.post<PermissionInfo>(PERMISSIONS_PATH, body);

export const updatePermission = (api: ApiClient, key: string, description: string) =>
  api.put<PermissionInfo>(`${PERMISSIONS_PATH}/${encodeURIComponent(key)}`, { description });

export const deletePermission = (api: ApiClient, key: string) =>
  api.delete<null>(`${PERMISSIONS_PATH}/${encodeURIComponent(key)}`);

/** Who still holds a permission whose delete was refused (409 IN_USE), as the server named them. */
export function holdersOf(error: unknown): { collection: string; id: string; name: string }[] {
  if (!(error instanceof ApiError) || error.code !== 'IN_USE' || !isErrorBody(error.data))
    return [];
  return error.data.error.used_by ?? [];
}

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
