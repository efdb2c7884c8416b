import type { LoginReply } from '@contract/auth';
import { PERSIST_KEY } from '@/data/persistKey';
import type { KeyValueStorage } from '@/data/session';

/** The sign-in page's address (SPEC section 2); the app's index leads there when signed out. */
export const SIGN_IN_PATH = '/auth/jwt/login';

/** Starts the app's code in the page, once downloaded: signed in with `signedIn` when given. */
export type AppLoader = () => Promise<(signedIn?: LoginReply) => void>;

/**
 * Whether this start shows the sign-in page before the app: nobody's session is kept, and the
 * address is the app's index or its sign-in page. Without storage a sign-in could not outlive the
 * page, so the app signs in itself, as before.
 */
export function opensOnSignIn(
  storage: KeyValueStorage | null,
  location: Pick<Location, 'pathname'>,
): boolean {
  if (storage === null || storage.getItem(PERSIST_KEY) !== null) return false;
  return location.pathname === '/' || location.pathname === SIGN_IN_PATH;
}
