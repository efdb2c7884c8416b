import type { QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@contract/auth';
import { liveCalls } from '@contract/live';
import type { ApiClient } from './api';
import { LocalDb } from './db';
import { persistQueries } from './queryPersistence';
import { mirrorSettings, type SettingsMirror } from './settingsMirror';
import { createOutboxActions, type OutboxActions } from './sync/actions';
import { SyncEngine, type SyncEnvironment } from './sync/engine';
import type { LeaderLock } from './sync/leader';
import { LiveChannel } from './sync/live';
import { createLocalWriter, type LocalWriter } from './writes';

/** Everything that works on the signed-in user's local store. Exists only while someone is signed in. */
export interface LocalRuntime {
  userId: string;
  db: LocalDb;
  writer: LocalWriter;
  engine: SyncEngine;
  /** Tells the leader when to pull instead of waiting for the periodic pull (issue 26). */
  live: LiveChannel;
  actions: OutboxActions;
  /** The locations' settings, in memory and current: a screen reads them in its first render. */
  settings: SettingsMirror;
  /** Stops syncing and closes the store; the outbox stays for this user's next sign-in. */
  close(): Promise<void>;
}

export interface LocalRuntimeOptions {
  user: UserProfile;
  api: ApiClient;
  queryClient: QueryClient;
  locks: LeaderLock;
  env?: SyncEnvironment;
  /** The location new location-scoped rows go to. */
  locationId: () => string | null;
}

/**
 * Opens the user's store and starts syncing. Loaded with a dynamic import after sign-in, so the
 * sign-in page never downloads IndexedDB, sync or validation code.
 */
export async function openLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const { user, api } = options;
  const db = new LocalDb(user.id);
  await db.open();
  const engine = new SyncEngine({
    db,
    api,
    userId: user.id,
    locks: options.locks,
    env: options.env,
  });
  const [stopPersisting, settings] = await Promise.all([
    persistQueries(options.queryClient, db),
    mirrorSettings(db),
  ]);
  const live = new LiveChannel({
    open: (signal) => api.stream(liveCalls.events.path, { signal }),
    // As a queued change does: a round now, unless a failing server is being backed off.
    pull: () => engine.kick('change'),
    // Every server read (dashboard, reports, Today): those on screen refetch, the rest go stale.
    refreshReads: () => void options.queryClient.invalidateQueries({ queryKey: ['server-read'] }),
    env: options.env,
  });
  // Only the leading tab holds the channel, as only it pulls.
  const unfollow = engine.subscribe(() => (engine.getStatus().leader ? live.start() : live.stop()));
  engine.start();
  return {
    userId: user.id,
    db,
    engine,
    live,
    writer: createLocalWriter(db, {
      userId: user.id,
      customerId: user.customer_id,
      locationId: options.locationId,
    }),
    actions: createOutboxActions(db, () => engine.kick('manual')),
    settings,
    async close() {
      unfollow();
      settings.stop();
      live.stop();
      stopPersisting();
      await engine.stop();
      db.close();
    },
  };
}
