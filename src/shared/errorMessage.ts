import { errorCodes, type ErrorCode } from '@contract/errorCodes';
import { ApiError } from '@/data/api';

/** Any `t` will do: the function only asks for keys of the `errors` namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (errorCodes as readonly string[]).includes(code);

/**
 * Seconds to wait before trying again after a 429: from the error's `retryAfter` (the Retry-After
 * header, when the request layer passes it on) or from the reply body. Null when nobody said.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const candidates: unknown[] = [];
  if ('retryAfter' in error) candidates.push(error.retryAfter);
  const body = error.data as { error?: Record<string, unknown> } | null | undefined;
  if (body && typeof body === 'object' && body.error && typeof body.error === 'object') {
    candidates.push(body.error.retryAfter, body.error.retry_after);
  }
  for (const value of candidates) {
    const seconds = typeof value === 'string' ? Number(value) : value;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) {
      return Math.ceil(seconds);
    }
  }
  return null;
}

/**
 * A failed call in the user's words: the request-layer kind (network, unreadable, timeout) or the
 * server's error code, translated. Server messages are English and never shown as they are.
 */
export function errorMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('errors:kinds.unknown');
  switch (error.kind) {
    case 'timeout':
      return t('errors:kinds.timeout');
    case 'network':
      return t('errors:kinds.network');
    case 'unreadable':
      return t('errors:kinds.unreadable');
    case 'http': {
      if (error.code === 'RATE_LIMITED' || error.status === 429) {
        const seconds = retryAfterSeconds(error);
        if (seconds === null) return t('errors:codes.RATE_LIMITED');
        return seconds < 120
          ? t('errors:retryInSeconds', { count: seconds })
          : t('errors:retryInMinutes', { count: Math.ceil(seconds / 60) });
      }
      if (isErrorCode(error.code)) return t(`errors:codes.${error.code}`);
      return t('errors:kinds.http', { status: error.status });
    }
  }
}
