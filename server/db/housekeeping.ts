import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from './errors';
import { nowIso } from './rows';
import type { Database } from './tables';

/**
 * A secret kept in the database, made once on first start. Lets a server without SESSION_SECRET keep
 * its sign-ins valid across restarts. Two processes starting at once both end up with the first one.
 */
export async function storedSecret(db: Kysely<Database>, name: string): Promise<string> {
  const read = () =>
    db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  const found = await read();
  if (found) return found.value;
  try {
    const value = randomBytes(48).toString('base64url');
    await db.insertInto('server_secrets').values({ name, value, created_at: nowIso() }).execute();
    return value;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await read())!.value;
  }
}

/**
 * Forgets what only matters for a while: idempotency keys older than `keepDays` (an outbox retries
 * within minutes or days, not months), sessions that have expired or were revoked, and request
 * limits' windows that are over.
 */
export async function housekeeping(db: Kysely<Database>, keepDays = 30): Promise<void> {
  const cutoff = new Date(Date.now() - keepDays * 86_400_000).toISOString();
  await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', nowIso()), eb('revoked_at', '<', cutoff)]))
    .execute();
  await db.deleteFrom('rate_limits').where('resets_at', '<=', Date.now()).execute();
}
