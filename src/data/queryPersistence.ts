import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import type { LocalDb } from './db';
import type { KeyValueStorage } from './session';

/** Server-computed reads stay readable offline this long. */
export const PERSISTED_QUERY_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
const PREFIX = 'query:';

/**
 * A synchronous storage over the user's IndexedDB `kv` table. Local storage holds only the session
 * (SPEC section 4), so query replies live in IndexedDB; the persister wants a synchronous store, so
 * reads come from a copy loaded at sign-in and writes go through to IndexedDB in the background.
 */
export async function createIdbSyncStorage(db: LocalDb): Promise<KeyValueStorage> {
  const copy = new Map<string, string>();
  for (const { key, value } of await db.kv.where('key').startsWith(PREFIX).toArray()) {
    copy.set(key.slice(PREFIX.length), value);
  }
  const log = (error: unknown) => console.warn('[query cache] could not save', error);
  return {
    getItem: (key) => copy.get(key) ?? null,
    setItem(key, value) {
      copy.set(key, value);
      db.kv.put({ key: PREFIX + key, value }).catch(log);
    },
    removeItem(key) {
      copy.delete(key);
      db.kv.delete(PREFIX + key).catch(log);
    },
  };
}

/**
 * Restores and then keeps saving the queries marked `meta: { persist: true }` (reports, dashboard,
 * settings reads), so their last replies open offline with their "as of" time. Returns a stop function.
 */
export async function persistQueries(queryClient: QueryClient, db: LocalDb): Promise<() => void> {
  const persister = createSyncStoragePersister({
    storage: await createIdbSyncStorage(db),
    key: 'backhouse',
    throttleTime: 1000,
  });
  const options = {
    queryClient,
    persister,
    maxAge: PERSISTED_QUERY_MAX_AGE_MS,
    buster: 'v1',
    dehydrateOptions: {
      shouldDehydrateQuery: (q: { state: { status: string }; meta?: Record<string, unknown> }) =>
        q.state.status === 'success' && q.meta?.persist === true,
    },
  };
  await persistQueryClientRestore(options).catch((error: unknown) =>
    console.warn('[query cache] could not restore', error),
  );
  return persistQueryClientSubscribe(options);
}
