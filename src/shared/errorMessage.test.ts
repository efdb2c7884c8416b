import { describe, expect, it } from 'vitest';
import { ApiError } from '@/data/api';
import { errorMessage, retryAfterSeconds, type Translate } from './errorMessage';

/** Shows which key was asked for, and with what. */
const t: Translate = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);
const httpError = (status: number, code?: string, extra: Record<string, unknown> = {}) =>
  new ApiError(
    'http',
    status,
    'x',
    code ? { error: { code, message: 'English', ...extra } } : undefined,
  );

describe('errorMessage', () => {
  it('names the request-layer kinds', () => {
    expect(errorMessage(new ApiError('timeout', 'TIMEOUT', 'Request timeout'), t)).toBe(
      'errors:kinds.timeout',
    );
    expect(errorMessage(new ApiError('network', 0, 'Failed to fetch'), t)).toBe(
      'errors:kinds.network',
    );
    expect(errorMessage(new ApiError('unreadable', 200, 'not JSON'), t)).toBe(
      'errors:kinds.unreadable',
    );
  });

  it('translates the server code, never its English message', () => {
    expect(errorMessage(httpError(401, 'INVALID_CREDENTIALS'), t)).toBe(
      'errors:codes.INVALID_CREDENTIALS',
    );
    expect(errorMessage(httpError(403, 'REGISTRATION_CLOSED'), t)).toBe(
      'errors:codes.REGISTRATION_CLOSED',
    );
  });

  it('falls back to the status when there is no known code', () => {
    expect(errorMessage(httpError(502), t)).toBe('errors:kinds.http {"status":502}');
  });

  it('says how long to wait after a rate limit when the wait is known', () => {
    expect(errorMessage(httpError(429, 'RATE_LIMITED', { retryAfter: 30 }), t)).toBe(
      'errors:retryInSeconds {"count":30}',
    );
    expect(errorMessage(httpError(429, 'RATE_LIMITED', { retry_after: '600' }), t)).toBe(
      'errors:retryInMinutes {"count":10}',
    );
    expect(errorMessage(httpError(429, 'RATE_LIMITED'), t)).toBe('errors:codes.RATE_LIMITED');
  });

  it('reads a Retry-After the request layer put on the error', () => {
    const error = Object.assign(httpError(429, 'RATE_LIMITED'), { retryAfter: 12.2 });
    expect(retryAfterSeconds(error)).toBe(13);
  });

  it('has a plain message for anything else', () => {
    expect(errorMessage(new Error('boom'), t)).toBe('errors:kinds.unknown');
  });
});
