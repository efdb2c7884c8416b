import type { QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@contract/auth';
import type { ApiClient } from './api';
import { LocalDb } from './db';
import { persistQueries } from './queryPersistence';
import { createOutboxActions, type OutboxActions } from './sync/actions';
import { SyncEngine, type SyncEnvironment } from './sync/engine';
import type { LeaderLock } from './sync/leader';
import { createLocalWriter, type LocalWriter } from './writes';

/** Everything that works on the signed-in user's local store. Exists only while someone is signed in. */
export interface LocalRuntime {
  userId: string;
  db: LocalDb;
  writer: LocalWriter;
  engine: SyncEngine;
  actions: OutboxActions;
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
  const stopPersisting = await persistQueries(options.queryClient, db);
  engine.start();
  return {
    userId: user.id,
    db,
    engine,
    writer: createLocalWriter(db, {
      userId: user.id,
      customerId: user.customer_id,
      locationId: options.locationId,
    }),
    actions: createOutboxActions(db, () => engine.kick('manual')),
    async close() {
      stopPersisting();
      await engine.stop();
      db.close();
    },
  };
}
