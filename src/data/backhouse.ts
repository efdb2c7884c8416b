import type { QueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginReply, RegisterBody, UserProfile } from '@contract/auth';
import { createApiClient, type ApiClient } from './api';
import { callServer } from './calls';
import type { LocalRuntime } from './local';
import { loadAuthCalls, requestSignIn } from './signInCall';
import {
  createSessionStore,
  PERSIST_KEY,
  type KeyValueStorage,
  type SessionStore,
} from './session';
import type { SyncEnvironment } from './sync/engine';
import type { LeaderLock } from './sync/leader';

export type { LocalRuntime } from './local';

export interface BackhouseOptions {
  storage: KeyValueStorage | null;
  queryClient: QueryClient;
  locks: LeaderLock;
  env?: SyncEnvironment;
  fetch?: typeof fetch;
  /** Called after a 401 signed the user out (the app sends them to the index route). */
  onUnauthorized?: () => void;
  /** Called after any sign-out, to clear caches the data layer does not own (the API cache). */
  onSignedOut?: () => Promise<void> | void;
}

export type Backhouse = ReturnType<typeof createBackhouse>;

/**
 * The app's data layer in one object: session, API client and the per-user local store and sync
 * engine. Screens reach it through `useBackhouse()`; nothing else talks to fetch or IndexedDB.
 */
export function createBackhouse(options: BackhouseOptions) {
  const session: SessionStore = createSessionStore(options.storage);
  let local: LocalRuntime | null = null;
  let opening: Promise<void> | null = null;
  let activeLocation: string | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  const api: ApiClient = createApiClient({
    getToken: () => session.getState().token,
    fetch: options.fetch,
    onUnauthorized: () => {
      // The outbox stays in this user's database and resumes when they sign in again.
      void closeLocal();
      session.signOut();
      options.queryClient.clear();
      void options.onSignedOut?.();
      options.onUnauthorized?.();
    },
  });

  async function openLocal(user: UserProfile): Promise<void> {
    if (local?.userId === user.id) return;
    // Sign-in and a session restored from another tab may both ask; open the store once.
    opening ??= (async () => {
      await closeLocal();
      const { openLocalRuntime } = await import('./local');
      local = await openLocalRuntime({
        user,
        api,
        queryClient: options.queryClient,
        locks: options.locks,
        env: options.env,
        locationId: () => activeLocation ?? session.getState().user?.location_id ?? null,
      });
      notify();
    })().finally(() => {
      opening = null;
    });
    await opening;
  }

  async function closeLocal(): Promise<void> {
    const closing = local;
    if (!closing) return;
    local = null;
    notify();
    await closing.close();
  }

  // Another tab signed out or in as someone else: follow it, so no tab keeps working (and queueing
  // changes) under a session that no longer exists.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', async (event) => {
      if (event.key !== PERSIST_KEY && event.key !== null) return;
      const before = session.getState().user?.id ?? null;
      await session.reload();
      const after = session.getState().user;
      if ((after?.id ?? null) === before) return;
      if (after) void openLocal(after);
      else {
        void closeLocal();
        options.queryClient.clear();
        options.onUnauthorized?.();
      }
    });
  }

  async function afterSignIn(reply: LoginReply): Promise<void> {
    session.signIn(reply.token, reply.user);
    await openLocal(reply.user);
    // Ask the browser not to evict the store: it may hold changes made offline.
    void navigator.storage?.persist?.().catch(() => undefined);
  }

  return {
    session,
    api,
    getLocal: () => local,
    subscribeLocal(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The location the screens work on (from the `loc` query parameter). */
    setActiveLocation(locationId: string | null) {
      activeLocation = locationId;
    },

    /** Loads the saved session and, when signed in, opens that user's local store. */
    async start(): Promise<void> {
      await session.hydrate();
      const { user } = session.getState();
      if (user) {
        await openLocal(user);
        // Refresh the profile quietly; offline it stays as saved.
        loadAuthCalls()
          .then((calls) => callServer(api, calls.current, {}))
          .then((fresh) => session.setUser(fresh))
          .catch(() => undefined);
      }
    },

    async signIn(credentials: LoginBody): Promise<void> {
      await afterSignIn(await requestSignIn(api, credentials));
    },

    /**
     * Keeps a sign-in the server has already answered (the sign-in page that opens before the app
     * asked it) and opens the user's local store, as `signIn` does after asking.
     */
    signedIn: afterSignIn,

    async register(body: RegisterBody): Promise<void> {
      const { register } = await loadAuthCalls();
      await afterSignIn(await callServer(api, register, { body }, { anonymous: true }));
    },

    /** Number of changes not yet on the server: the app warns before signing out when above zero. */
    async unsyncedCount(): Promise<number> {
      return local ? local.db.outbox.count() : 0;
    },

    async signOut(): Promise<void> {
      // Revoking the session is a courtesy to the server: on a bad network it must not hold the user.
      await loadAuthCalls()
        .then((calls) => callServer(api, calls.logout, {}, { timeoutMs: 4000 }))
        .catch(() => undefined);
      await closeLocal();
      session.signOut();
      options.queryClient.clear();
      await options.onSignedOut?.();
    },
  };
}
