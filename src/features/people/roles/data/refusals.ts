import { ApiError, isErrorBody } from '@/data/api';

/** The call could not reach the server: the device is offline or the server is down. */
export const unreachable = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/** The server refused to delete what someone still holds (409 IN_USE). */
export const refusedInUse = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'IN_USE';

/** Who still holds a permission whose delete was refused (409 IN_USE), as the server named them. */
export function holdersOf(error: unknown): { collection: string; id: string; name: string }[] {
  if (!(error instanceof ApiError) || error.code !== 'IN_USE' || !isErrorBody(error.data))
    return [];
  return error.data.error.used_by ?? [];
}

/** Why the server refused a role, in the user's language where the refusal is one the screen knows. */
export function roleRefusal(error: unknown, t: (key: string) => string): string {
  if (unreachable(error)) return t('offline');
  if (error instanceof ApiError) {
    if (error.status === 403) return t('refused.forbidden');
    if (error.status === 409 && error.code === 'VERSION_CONFLICT') return t('refused.conflict');
    if (error.status === 409) return t('refused.duplicate');
    if (error.status === 400) return t('refused.invalid');
  }
  return t('refused.other');
}

/** Why a till permission's write was refused, in the user's language where the screen knows it. */
export function tillRefusal(error: unknown, t: (key: string) => string): string {
  if (unreachable(error)) return t('till.offline');
  if (error instanceof ApiError) {
    if (error.status === 403) return t('till.refused.forbidden');
    if (error.status === 404) return t('till.refused.missing');
    if (error.code === 'DUPLICATE') return t('till.refused.duplicate');
    if (error.status === 400) return t('till.refused.invalid');
  }
  return t('till.refused.other');
}
