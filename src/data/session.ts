import type { UserProfile } from '@contract/auth';
import { modulesFromToken } from '@contract/token';
import { sameValue } from '@contract/sameValue';
import { PERSIST_KEY } from './persistKey';

/** The one local-storage key (kept in a module of its own for the page's start). */
export { PERSIST_KEY };

/** How long start-up waits for persisted state before going on signed out (SPEC section 4). */
export const PERSIST_WAIT_MS = 5000;

export interface AuthState {
  isSignedIn: boolean;
  token: string | null;
  /** The token as sent in the Authorization header. */
  authToken: string | null;
  /** Module numbers from the fourth part of the token (SPEC section 3). */
  modules: number[];
  permissions: string[];
  /** The inventory count being worked on, if any. */
  countId: string | null;
}

export interface SessionState extends AuthState {
  user: UserProfile | null;
  /** Persisted state has been read (or the wait ran out): the splash can go. */
  hydrated: boolean;
}

export const signedOut: SessionState = {
  isSignedIn: false,
  token: null,
  authToken: null,
  modules: [],
  permissions: [],
  countId: null,
  user: null,
  hydrated: true,
};

/** What a storage needs to offer; `localStorage` does, and tests pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where a saved session may be read from: a synchronous storage, or one that answers later. */
export interface SessionStorageLike extends Omit<KeyValueStorage, 'getItem'> {
  getItem(key: string): string | null | Promise<string | null>;
}

interface Persisted {
  auth: AuthState;
  customer: { user: UserProfile | null };
}

const log = (what: string, error: unknown) => console.warn(`[session] ${what}`, error);

/** The signed-in state of a fresh sign-in with this token and profile. */
function signedInState(token: string, user: UserProfile): SessionState {
  return {
    isSignedIn: true,
    token,
    authToken: `Bearer ${token}`,
    modules: modulesFromToken(token),
    permissions: user.permissions,
    countId: null,
    user,
    hydrated: true,
  };
}

/** What is kept under `PERSIST_KEY` for a signed-in state. */
function persistedRecord(state: SessionState): string {
  const { user, hydrated: _h, ...auth } = state;
  return JSON.stringify({ auth, customer: { user } } satisfies Persisted);
}

/**
 * The stored form of a fresh sign-in: what a browser holds under `PERSIST_KEY` after signing in with
 * this reply. End-to-end tests start signed in by putting it in place.
 */
export const persistedSignIn = (token: string, user: UserProfile): string =>
  persistedRecord(signedInState(token, user));

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * The signed-in user and token. Persisted under one key; storage failures are only logged (SPEC
 * section 8), so a full or blocked storage never stops anyone from working.
 */
export function createSessionStore(storage: SessionStorageLike | null) {
  let state: SessionState = { ...signedOut, hydrated: false };
  const listeners = new Set<() => void>();

  const set = (next: SessionState) => {
    state = next;
    listeners.forEach((l) => l());
  };

  const persist = () => {
    if (!storage) return;
    try {
      if (!state.isSignedIn) {
        storage.removeItem(PERSIST_KEY);
        return;
      }
      storage.setItem(PERSIST_KEY, persistedRecord(state));
    } catch (error) {
      log('could not save the session', error);
    }
  };

  const parse = (raw: string | null | undefined): SessionState => {
    try {
      if (!raw) return signedOut;
      const saved = JSON.parse(raw) as Partial<Persisted>;
      if (!saved.auth?.isSignedIn || !saved.auth.token || !saved.customer?.user) return signedOut;
      return { ...signedOut, ...saved.auth, user: saved.customer.user };
    } catch (error) {
      log('could not read the saved session', error);
      return signedOut;
    }
  };
  const read = async (): Promise<SessionState> => {
    try {
      return parse(await storage?.getItem(PERSIST_KEY));
    } catch (error) {
      log('could not read the saved session', error);
      return signedOut;
    }
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Loads the saved session. Reading is wrapped in the 5000 ms wait of SPEC section 4 so that a
     * storage that hangs (some embedded browsers block it) still lets the app open.
     */
    async hydrate(waitMs = PERSIST_WAIT_MS): Promise<void> {
      if (state.hydrated) return;
      const timeout = new Promise<SessionState>((resolve) =>
        setTimeout(() => resolve(signedOut), waitMs),
      );
      const loaded = read();
      set({ ...(await Promise.race([loaded, timeout])), hydrated: true });
    },
    /** Takes the state another tab saved (a sign-in or sign-out there), without saving it again. */
    async reload() {
      set({ ...(await read()), hydrated: true });
    },
    signIn(token: string, user: UserProfile) {
      set(signedInState(token, user));
      persist();
    },
    /**
     * Replaces the profile after it was read again from the server. The same profile changes
     * nothing: a new state made every reader of the session render again, and at each start the
     * profile's reply lands during the first screen's render, which React then threw away and did
     * again in one piece (its check that no store changed under a render).
     */
    setUser(user: UserProfile) {
      if (!state.isSignedIn || sameValue(user, state.user)) return;
      set({ ...state, user, permissions: user.permissions });
      persist();
    },
    setCountId(countId: string | null) {
      set({ ...state, countId });
      persist();
    },
    /** Back to the initial signed-out state (SPEC section 4). */
    signOut() {
      set({ ...signedOut });
      persist();
    },
  };
}
