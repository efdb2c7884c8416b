import type { CallBody, CallQuery } from '@contract/call';
import { permissionCalls } from '@contract/permissions';
import { userCalls } from '@contract/users';
import { validationMessages, type ValidationCode } from '@contract/validation';
import { useMemo } from 'react';
import { useCallRead } from '@/components/reports/useServerRead';
import { ApiError } from '@/data/api';
import { callServer, callUpload } from '@/data/calls';
import { useBackhouse } from '@/data/react';

/**
 * Users are written straight to the server, never queued: who may do what must not wait in a
 * browser's outbox and land later over someone else's decision. Reading works offline (kept server
 * reads).
 */

/** The list's filters and page, as the call takes them. */
export type UsersFilter = CallQuery<typeof userCalls.list>;

/** A page of the business's users as the list filters them. */
export const useUsers = (query: UsersFilter) => useCallRead(userCalls.list, { query });

/** One user; none while a new one is being made (`userId` null). */
export const useUser = (userId: string | null) =>
  useCallRead(userCalls.byId, { params: { id: userId ?? 'none' } }, { enabled: userId !== null });

/** What the user may do, and why: each effective permission and module with where it comes from. */
export const useEffectivePermissions = (userId: string) =>
  useCallRead(userCalls.effectivePermissions, { params: { id: userId } });

/** Every permission a user can be given: the built-in ones and the business's own. */
export const usePermissionList = () => useCallRead(permissionCalls.list, {});

/** The writes of the user screens, straight to the server (they fail at once offline). */
export function useUserWrites() {
  const { api } = useBackhouse();
  return useMemo(
    () => ({
      create: (body: CallBody<typeof userCalls.create>) =>
        callServer(api, userCalls.create, { body }),
      update: (id: string, body: CallBody<typeof userCalls.update>) =>
        callServer(api, userCalls.update, { params: { id }, body }),
      remove: (id: string) => callServer(api, userCalls.remove, { params: { id } }),
      assignRole: (userId: string, roleId: string | null) =>
        callServer(api, userCalls.assignRole, { body: { user_id: userId, role_id: roleId } }),
      uploadImage: (userId: string, file: File) =>
        callUpload(api, userCalls.setImage, { params: { id: userId } }, file),
    }),
    [api],
  );
}

/** The call could not reach the server: the device is offline or the server is down. */
export const unreachable = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

const codeOfMessage = new Map<string, ValidationCode>(
  Object.entries(validationMessages).map(([code, text]) => [text, code as ValidationCode]),
);

/**
 * A server's field messages in the user's language: validation messages by their code, and the
 * rules' refusals (403, 422) by the field they name, as `people-users:refused.<field>`.
 */
export function serverFieldErrors(
  error: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const rule = error.status === 403 || error.status === 422;
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => {
      const code = codeOfMessage.get(message);
      if (code) return [field, t(`validation:${code}`)];
      const top = field.split('.')[0] ?? field;
      return [field, rule ? t(`people-users:refused.${top}`) : t('errors:codes.VALIDATION')];
    }),
  );
}
