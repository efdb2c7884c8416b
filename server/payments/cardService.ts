import { apiError } from '@contract/errors';
import type { CardServiceLink } from '../config';
import { ApiError } from '../plugins/errors';

/** How long the back office waits for the card payment service before saying it is down. */
const TIMEOUT_MS = 5000;

const notConfigured = () =>
  new ApiError(
    503,
    'NOT_CONFIGURED',
    'The card payment service is not set up on this server (CARD_SERVICE_URL, CARD_SERVICE_KEY)',
  );

const unavailable = (why: string) =>
  new ApiError(502, 'SERVICE_UNAVAILABLE', `The card payment service ${why}`);

/**
 * Calls the card payment service with the shared key. Its own refusals (400 with fields, 404, 409
 * with the current row) reach the caller as they are; its being down, slow, refusing the key or
 * failing is a 502 SERVICE_UNAVAILABLE that says which, and no link configured a 503 NOT_CONFIGURED.
 */
export async function callCardService(
  link: CardServiceLink | null | undefined,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<unknown> {
  if (!link) throw notConfigured();
  let response: Response;
  try {
    await link.ready;
    response = await fetch(`${link.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${link.key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw unavailable(timedOut ? `did not answer within ${TIMEOUT_MS} ms` : 'cannot be reached');
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return json;
  if (response.status === 401) throw unavailable('refused the key (CARD_SERVICE_KEY differs)');
  const parsed = apiError.safeParse(json);
  if (response.status < 500 && parsed.success) {
    const { code, message, ...extra } = parsed.data.error;
    throw new ApiError(response.status, code, message, extra);
  }
  throw unavailable(`failed (HTTP ${response.status})`);
}
