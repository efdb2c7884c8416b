import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ApiError } from '../plugins/errors';

/**
 * Payment providers' credentials sealed with AES-256-GCM under PAYMENT_CREDENTIALS_KEY. The row's id
 * and business are bound in as associated data, so a sealed value copied onto another row (or
 * another business) does not open.
 */

const VERSION = 'v1';

export const noCredentialsKey = () =>
  new ApiError(
    503,
    'NOT_CONFIGURED',
    'Credentials cannot be saved: this server has no PAYMENT_CREDENTIALS_KEY',
  );

const unreadable = () =>
  new ApiError(
    503,
    'NOT_CONFIGURED',
    'The saved credentials do not open with this PAYMENT_CREDENTIALS_KEY (was the key changed?)',
  );

const boundTo = (customerId: string, rowId: string) => Buffer.from(`${customerId}/${rowId}`);

export function sealCredentials(
  key: Buffer,
  customerId: string,
  rowId: string,
  values: Record<string, string>,
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(boundTo(customerId, rowId));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** Opens what `sealCredentials` made; a wrong key or a tampered value is a clear 503, not a 500. */
export function openCredentials(
  key: Buffer,
  customerId: string,
  rowId: string,
  sealed: string,
): Record<string, string> {
  if (sealed === '') return {};
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw unreadable();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(boundTo(customerId, rowId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as Record<string, string>;
  } catch {
    throw unreadable();
  }
}
