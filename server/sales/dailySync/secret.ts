import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { storedSecret } from '../../db/housekeeping';
import type { Database } from '../../db/tables';
import { openCredentials, sealCredentials } from '../../payments/credentials';

/**
 * The daily sync's webhook secret at rest (issue 25): sealed with the code and key that seal payment
 * credentials (`PAYMENT_CREDENTIALS_KEY`, AES-256-GCM, bound to the business). Without that key the
 * server seals with one it keeps in the database, like the session secret: the sync worked before
 * any key existed, so an upgrade must not stop every business's nightly deliveries. That key keeps
 * the secret out of a leaked table, an export or a log, not out of a stolen whole database: the
 * README says to set PAYMENT_CREDENTIALS_KEY for that.
 */

/** Which key seals a secret now, and every key a stored one may open with, in that order. */
export interface SecretKeys {
  seal: Buffer;
  open: readonly Buffer[];
}

/** The name of the database-kept key in `server_secrets`. */
const STORED_KEY = 'secrets_at_rest_key';
/** What the sealed value is bound to besides its business: a copy elsewhere does not open. */
const BOUND_TO = 'daily_sync_configs.secret';

export async function secretKeys(
  db: Kysely<Database>,
  configured: Buffer | null | undefined,
): Promise<SecretKeys> {
  // The stored value is 48 random bytes as text; AES-256 wants 32.
  const stored = createHash('sha256')
    .update(await storedSecret(db, STORED_KEY))
    .digest();
  return configured
    ? { seal: configured, open: [configured, stored] }
    : { seal: stored, open: [stored] };
}

export const sealWebhookSecret = (keys: SecretKeys, customerId: string, secret: string): string =>
  sealCredentials(keys.seal, customerId, BOUND_TO, { secret });

/** The secret, or null when no key opens it (the key was changed: the secret must be set again). */
export function openWebhookSecret(
  keys: SecretKeys,
  customerId: string,
  sealed: string,
): string | null {
  for (const key of keys.open) {
    try {
      return openCredentials(key, customerId, BOUND_TO, sealed).secret ?? null;
    } catch {
      // Sealed under another key: try the next.
    }
  }
  return null;
}

/**
 * Seals again with the key that seals now every secret that opens only with an older one: after
 * PAYMENT_CREDENTIALS_KEY is first set, no secret stays under the database-kept key. Run at start;
 * a copy starting at the same time does the same, and the one that writes second writes nothing.
 */
export async function resealWebhookSecrets(
  db: Kysely<Database>,
  keys: SecretKeys,
): Promise<number> {
  const rows = await db
    .selectFrom('daily_sync_configs')
    .select(['customer_id', 'secret'])
    .where('secret', 'is not', null)
    .execute();
  let resealed = 0;
  for (const { customer_id: customerId, secret: sealed } of rows) {
    const current = { seal: keys.seal, open: [keys.seal] };
    if (openWebhookSecret(current, customerId, sealed!) !== null) continue;
    const secret = openWebhookSecret(keys, customerId, sealed!);
    if (secret === null) continue;
    await db
      .updateTable('daily_sync_configs')
      .set({ secret: sealWebhookSecret(keys, customerId, secret) })
      .where('customer_id', '=', customerId)
      .where('secret', '=', sealed)
      .execute();
    resealed += 1;
  }
  return resealed;
}
