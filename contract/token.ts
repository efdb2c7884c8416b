// Kept apart from the zod schemas of auth.ts: the sign-in page needs this and not zod.

/**
 * Sign-in tokens are `bh1,<session id>,<user id>,<modules>,<signature>`: opaque to the client except for
 * the fourth part, the user's module numbers joined by `;` (SPEC section 3).
 */
export const TOKEN_PREFIX = 'bh1';

export function modulesFromToken(token: string): number[] {
  const part = token.split(',')[3];
  if (!part) return [];
  return part
    .split(';')
    .map((s) => Number.parseInt(s, 10))
    .filter((n) => Number.isInteger(n) && n > 0);
}
