import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TOKEN_PREFIX } from '@contract/auth';

export interface TokenClaims {
  sessionId: string;
  userId: string;
  modules: readonly number[];
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

/** A random session id: 24 bytes of base64url, which never contains the `,` separator. */
export const newSessionId = (): string => randomBytes(24).toString('base64url');

/**
 * `bh1,<session id>,<user id>,<modules joined by ;>,<HMAC-SHA256 of the first four parts>`. The fourth
 * part is for the client (SPEC section 3); the server decides access from the database, never from it.
 */
export function signToken(secret: string, claims: TokenClaims): string {
  const body = [TOKEN_PREFIX, claims.sessionId, claims.userId, claims.modules.join(';')].join(',');
  return `${body},${sign(secret, body)}`;
}

/** The claims of a token whose signature holds, else null. The session still has to be looked up. */
export function readToken(secret: string, token: string): TokenClaims | null {
  const parts = token.split(',');
  if (parts.length !== 5 || parts[0] !== TOKEN_PREFIX) return null;
  const [, sessionId, userId, modules, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(sign(secret, parts.slice(0, 4).join(',')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return {
    sessionId,
    userId,
    modules: modules
      .split(';')
      .filter(Boolean)
      .map((m) => Number(m)),
  };
}
