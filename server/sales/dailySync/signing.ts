import { createHmac, timingSafeEqual } from 'node:crypto';
import { dailySyncHeaders } from '@contract/dailySync';

/**
 * The signature of a delivery (see contract/dailySync.ts): HMAC-SHA256 keyed with the webhook
 * secret over `${timestamp}.${body}`. Signing the timestamp with the body lets a receiver refuse an
 * old request replayed as it was: changing its timestamp breaks the signature.
 */

const PREFIX = 'sha256=';

/** How old a signed request a receiver should still accept (what `verifyDelivery` allows). */
export const SIGNATURE_TOLERANCE_S = 5 * 60;

export function signDelivery(secret: string, timestamp: number, body: string): string {
  return PREFIX + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The headers that carry a delivery's id and its signature. */
export function signedHeaders(
  secret: string,
  deliveryId: string,
  body: string,
  now: number,
): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    [dailySyncHeaders.delivery]: deliveryId,
    [dailySyncHeaders.timestamp]: String(timestamp),
    [dailySyncHeaders.signature]: signDelivery(secret, timestamp, body),
  };
}

export type Verdict = 'valid' | 'bad_signature' | 'stale' | 'missing';

/**
 * What a receiver does with a delivery, written once here as the reference (the tests use it as
 * their receiver does): recompute the signature over the raw body, compare in constant time, and
 * refuse a timestamp further than the tolerance from its own clock.
 */
export function verifyDelivery(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now = Date.now(),
): Verdict {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const timestamp = header(dailySyncHeaders.timestamp);
  const signature = header(dailySyncHeaders.signature);
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return 'missing';
  const expected = Buffer.from(signDelivery(secret, Number(timestamp), rawBody));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return 'bad_signature';
  }
  return Math.abs(now / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_S ? 'stale' : 'valid';
}
