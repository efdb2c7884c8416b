import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The pay-and-order link of a table, which its QR card carries:
 * `<base>/<location id>/<table id>?sig=<signature>`, the ids in the order the card payment
 * service reads its configuration (`/v1/config/{restaurant_id}/{table_id}`).
 *
 * The signature is an HMAC of the two ids under a key derived from the server's session secret, so
 * a guest who edits the ids in the link gets a link no page accepts (`GET
 * /tables/paygetorder-link/check`). It never expires: a printed card stays valid for as long as the
 * table exists. Changing SESSION_SECRET makes every printed card invalid, so it is printed again.
 */
export interface PayLinkSettings {
  /** `PAYGETORDER_URL`; null: this server's own origin + `/order`. */
  baseUrl: string | null;
  secret: string;
}

const SIG_LENGTH = 22; // 128 bits of base64url

const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('backhouse:table-link:v1').digest();

export function tableSignature(secret: string, locationId: string, tableId: string): string {
  return createHmac('sha256', keyOf(secret))
    .update(`${locationId}:${tableId}`)
    .digest('base64url')
    .slice(0, SIG_LENGTH);
}

export function signatureMatches(
  secret: string,
  locationId: string,
  tableId: string,
  given: string,
): boolean {
  const expected = Buffer.from(tableSignature(secret, locationId, tableId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The base every link of a request starts with, without a trailing slash. */
export const linkBase = (settings: PayLinkSettings, origin: string): string =>
  (settings.baseUrl ?? `${origin}/order`).replace(/\/+$/, '');

export function payLink(base: string, secret: string, locationId: string, tableId: string) {
  const sig = tableSignature(secret, locationId, tableId);
  return `${base}/${locationId}/${tableId}?sig=${sig}`;
}

export const qrPng = async (link: string): Promise<Buffer> =>
  // Loaded on first use rather than at every start (issue 24).
  (await import('qrcode')).default.toBuffer(link, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 480,
  });
