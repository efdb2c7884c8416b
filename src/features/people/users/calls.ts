import type { UserCreateBody, UserRecord, UserUpdateBody } from '@contract/users';
import { validationMessages, type ValidationCode } from '@contract/validation';
import { ApiError, type ApiClient } from '@/data/api';

/**
 * Users are written straight to the server, never queued: who may do what must not wait in a
 * browser's outbox and land later over someone else's decision. Reading works offline (kept server
 * reads).
 */

export const USERS_PATH = '/users';
export const PERMISSIONS_PATH = '/permissions';
export const userPath = (id: string) => `${USERS_PATH}/${id}`;
export const effectivePath = (id: string) => `${USERS_PATH}/permissions/${id}`;

export const createUser = (api: ApiClient, body: UserCreateBody) =>
  api.post<UserRecord>(USERS_PATH, body);

export const updateUser = (api: ApiClient, id: string, body: UserUpdateBody) =>
  api.put<UserRecord>(userPath(id), body);

export const deleteUser = (api: ApiClient, id: string) => api.delete<null>(userPath(id));

export const assignRole = (api: ApiClient, userId: string, roleId: string | null) =>
  api.post<UserRecord>(`${USERS_PATH}/assign-role`, { user_id: userId, role_id: roleId });

export function uploadUserImage(api: ApiClient, userId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<UserRecord>(`/uploads-user-image/${userId}`, form);
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
