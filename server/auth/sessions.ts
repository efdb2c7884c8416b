import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/rows';
import type { Database } from '../db/tables';

/** Sessions are stored by a hash of their id: a leaked copy of the table cannot be turned into tokens. */
const storedId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

export async function createSession(
  db: Kysely<Database>,
  session: { sessionId: string; userId: string; customerId: string; ttlHours: number },
): Promise<void> {
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      id: storedId(session.sessionId),
      user_id: session.userId,
      customer_id: session.customerId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + session.ttlHours * 3_600_000).toISOString(),
      revoked_at: null,
    })
    .execute();
}

/** Whether a session is live: it exists for this user, is not revoked and has not expired. */
export async function isLiveSession(
  db: Kysely<Database>,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const found = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', storedId(sessionId))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return found !== undefined;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('id', '=', storedId(sessionId))
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session of a user at once (their password, role, locations or active flag changed, or
 * they were deleted): their next call gets 401. The caller's own session may be kept when the user
 * changes their own password.
 */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', storedId(keepSessionId));
  await query.execute();
}
