import type { Area } from '@contract/access';
import type { CallBody } from '@contract/call';
import { permissionCalls, roleCalls } from '@contract/permissions';
import type { FieldsOf } from '@contract/registry';
import type { PermissionInfo } from '@contract/replies';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCallRead } from '@/components/reports/useServerRead';
import { callServer } from '@/data/calls';
import type { LocalRow } from '@/data/db';
import { useBackhouse, useLocal } from '@/data/react';
import { callReadKey } from '@/data/serverRead';

/**
 * Roles are written straight to the server, never queued. A role decides what everyone holding it
 * may do: a change waiting in a browser's outbox would land later over someone else's decision, and
 * a refusal (a permission the editor does not hold) must be told now, on the screen that made it,
 * not found later in the outbox. Reading works offline: the roles are synced rows.
 */

export type RoleFields = FieldsOf<'roles'>;
export type RoleRow = LocalRow & RoleFields;

declare module '@/data/db' {
  interface LocalCollections {
    roles: RoleRow;
  }
}

export type { PermissionInfo };

/** How many users hold each role, and which roles are built in: users are not on the device. */
export const useRoleUsage = () => useCallRead(roleCalls.usage, {});

/**
 * The role screens' writes, straight to the server (they fail at once offline); once one is done,
 * the sync engine is asked for the changed row at once, so the device's roles show it.
 */
export function useRoleWrites() {
  const { api } = useBackhouse();
  const local = useLocal();
  return useMemo(() => {
    const synced = async <T>(write: Promise<T>): Promise<T> => {
      const saved = await write;
      local?.engine.kick('manual');
      return saved;
    };
    return {
      create: (body: RoleFields) => synced(callServer(api, roleCalls.create, { query: {}, body })),
      update: (id: string, version: number, body: RoleFields) =>
        synced(callServer(api, roleCalls.update, { params: { id }, body: { ...body, version } })),
      remove: (id: string) =>
        synced(callServer(api, roleCalls.remove, { params: { id }, query: {} })),
    };
  }, [api, local]);
}

/** Every permission a role can allow: the built-in ones and the business's own (kept, so offline too). */
export const usePermissionList = () => useCallRead(permissionCalls.list, {});

/**
 * A business's own till permissions' writes: online only, like roles, and for the same reasons.
 * `refresh` renews every kept permission list, so the role form shows a change at once.
 */
export function usePermissionWrites() {
  const { api } = useBackhouse();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      create: (body: CallBody<typeof permissionCalls.create>) =>
        callServer(api, permissionCalls.create, { body }),
      update: (key: string, description: string) =>
        callServer(api, permissionCalls.update, { params: { key }, body: { description } }),
      remove: (key: string) => callServer(api, permissionCalls.remove, { params: { key } }),
      refresh: () => queryClient.invalidateQueries({ queryKey: callReadKey(permissionCalls.list) }),
    }),
    [api, queryClient],
  );
}

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
