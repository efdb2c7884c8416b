/**
 * The one local-storage key: only authentication and customer state are kept there (SPEC section
 * 4). A module of its own: the page's start reads it to choose between the sign-in page and the
 * app (src/app/auth/opensOnSignIn.ts) without the session store's code.
 */
export const PERSIST_KEY = 'backhouse.persist';
