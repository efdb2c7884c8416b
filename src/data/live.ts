import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { LocalRuntime } from './backhouse';
import { useBrowserOnline } from './browserOnline';
import { LOCAL_IMAGE_PREFIX, type LocalDb, type LocalRowOf, type OutboxEntry } from './db';
import { useLiveQueryInTransition } from './liveQuery';
import { useLocal } from './react';
import { sharedLiveRead } from './sharedLive';
import type { EngineStatus, SyncEngine } from './sync/engine';

/**
 * Hooks that read the local store live. They live apart from `react.tsx` so that screens shown before
 * sign-in do not load IndexedDB code.
 */

export { useBrowserOnline } from './browserOnline';

const idleEngine: EngineStatus = {
  leader: false,
  syncing: false,
  unreachable: false,
  retryAt: null,
  lastError: null,
};

/**
 * The engine's status, in React state that follows it in transitions. Read with
 * `useSyncExternalStore` it changed under the app's first render (the first pull starts as the app
 * opens): React then threw that render away and did it again in one piece (a store read that way
 * cannot change under a render that yields), the whole first screen twice. The header's icon is a
 * moment later instead.
 */
function useEngineStatus(engine: SyncEngine | undefined): EngineStatus {
  const [status, setStatus] = useState(() => engine?.getStatus() ?? idleEngine);
  useEffect(() => {
    if (!engine) {
      setStatus(idleEngine);
      return;
    }
    const follow = () => startTransition(() => setStatus(engine.getStatus()));
    // A change between the first render and this subscription is taken too.
    follow();
    return engine.subscribe(follow);
  }, [engine]);
  return status;
}

export interface SyncStatus extends EngineStatus {
  /** The browser is online and the server answered the last time we tried. */
  online: boolean;
  /** The browser is online but the last try got no reply (a lost reply, a server restarting):
   *  the changes are being sent again, within seconds. */
  noReply: boolean;
  pending: number;
  failed: number;
  conflicts: number;
  lastSyncedAt: string | null;
}

const NO_COUNTS = { pending: 0, failed: 0, conflicts: 0, lastSyncedAt: null };

/**
 * The outbox's counts and the last sync, in one transaction, read once for every reader (the header's
 * indicator and the sync panel): they are read again at every change of the outbox.
 */
const useOutboxCounts = sharedLiveRead(({ db }) =>
  db.transaction('r', db.outbox, db.sync_state, async () => {
    const [pending, failed, conflicts, last] = await Promise.all([
      db.outbox.where('status').equals('pending').count(),
      db.outbox.where('status').equals('failed').count(),
      db.outbox.where('status').equals('conflict').count(),
      db.sync_state.get('lastSyncedAt'),
    ]);
    return {
      pending,
      failed,
      conflicts,
      lastSyncedAt: (last?.value as string | undefined) ?? null,
    };
  }),
);

/** Everything the header indicator shows; counts come from the shared database, so every tab agrees. */
export function useSyncStatus(): SyncStatus {
  const local = useLocal();
  const browserOnline = useBrowserOnline();
  const engine = useEngineStatus(local?.engine);
  const counts = useOutboxCounts(NO_COUNTS);
  return {
    ...engine,
    ...counts,
    online: browserOnline && !engine.unreachable,
    noReply: browserOnline && engine.unreachable,
  };
}

/** Every queued change, oldest first. */
export function useOutbox(): OutboxEntry[] {
  const local = useLocal();
  return useLiveQuery(() => local?.db.outbox.orderBy('seq').toArray() ?? [], [local], []);
}

/** Ids of rows of a collection that have changes not yet on the server. */
export function usePendingIds(collection: string): Set<string> {
  const local = useLocal();
  return useLiveQuery(
    async () => {
      if (!local) return new Set<string>();
      const entries = await local.db.outbox
        .where('[collection+rowId]')
        .between([collection, Dexie.minKey], [collection, Dexie.maxKey])
        .toArray();
      return new Set(entries.flatMap((e) => [e.rowId, ...(e.rowIds ?? [])]));
    },
    [local, collection],
    new Set<string>(),
  );
}

/**
 * The newest queued change of each of `rowIds` of a collection that has one, its own or in a bulk
 * call's `rowIds`. Reads only those rows' changes, through the outbox's indexes: a counter offline
 * may have thousands waiting.
 */
async function newestQueued(
  db: LocalDb,
  collection: string,
  rowIds: readonly string[],
): Promise<Map<string, OutboxEntry>> {
  const byRow = new Map<string, OutboxEntry>();
  if (rowIds.length === 0) return byRow;
  const [own, bulk] = await Promise.all([
    db.outbox
      .where('[collection+rowId]')
      .anyOf(rowIds.map((id) => [collection, id]))
      .toArray(),
    db.outbox.where('rowIds').anyOf(rowIds).toArray(),
  ]);
  const wanted = new Set(rowIds);
  const entries = [...own, ...bulk.filter((e) => e.collection === collection)];
  entries.sort((a, b) => a.seq! - b.seq!);
  for (const e of entries)
    for (const id of [e.rowId, ...(e.rowIds ?? [])]) if (wanted.has(id)) byRow.set(id, e);
  return byRow;
}

/**
 * The queued change of each of `rowIds` that has one (the newest when there are several): rows
 * with a change waiting or refused show it. Empty until read.
 */
export function useQueuedChanges(
  collection: string,
  rowIds: readonly string[],
): Map<string, OutboxEntry> {
  const local = useLocal();
  const key = rowIds.join(',');
  return useLiveQuery(
    () =>
      local && key
        ? local.db.transaction('r', local.db.outbox, () =>
            newestQueued(local.db, collection, key.split(',')),
          )
        : EMPTY_QUEUE,
    [local, collection, key],
    EMPTY_QUEUE,
  );
}
const EMPTY_QUEUE: Map<string, OutboxEntry> = new Map();

/**
 * Rows of a collection whose newest queued change the server refused (`failed`). Read through the
 * outbox's status index, so it costs the refusals, nearly always none, not the changes waiting.
 */
export function useRefusedRows(collection: string): ReadonlySet<string> {
  const local = useLocal();
  return useLiveQuery(
    () =>
      local
        ? local.db.transaction('r', local.db.outbox, async () => {
            const failed = await local.db.outbox
              .where('status')
              .equals('failed')
              .filter((e) => e.collection === collection)
              .toArray();
            if (failed.length === 0) return NONE_REFUSED;
            const newest = await newestQueued(
              local.db,
              collection,
              failed.flatMap((e) => [e.rowId, ...(e.rowIds ?? [])]),
            );
            return new Set([...newest].filter(([, e]) => e.status === 'failed').map(([id]) => id));
          })
        : NONE_REFUSED,
    [local, collection],
    NONE_REFUSED,
  );
}
const NONE_REFUSED: ReadonlySet<string> = new Set();

/**
 * All rows of a local collection, live, typed by its name (`LocalCollections`). `undefined` while the
 * first read is under way.
 */
export function useRows<C extends string>(collection: C): LocalRowOf<C>[] | undefined {
  const local = useLocal();
  return useLiveQuery(() => allRows(local, collection), [local, collection]);
}

/**
 * `useRows`, its changes drawn in a transition (`useLiveQueryInTransition`): for a collection that
 * the shell and many parts of every screen read (the locations), not a screen's own list.
 */
export function useRowsInTransition<C extends string>(collection: C): LocalRowOf<C>[] | undefined {
  const local = useLocal();
  return useLiveQueryInTransition(() => allRows(local, collection), [local, collection]);
}

const allRows = <C extends string>(local: LocalRuntime | null, collection: C) =>
  local ? local.db.rows(collection).toArray() : Promise.resolve<LocalRowOf<C>[]>([]);

/**
 * A displayable URL for an image field: the server's URL as it is, or, for an image chosen offline
 * and not yet uploaded (`local:<entry id>`), an object URL of the file waiting in the outbox.
 */
export function useImageUrl(url: string | null | undefined): string | null {
  const local = useLocal();
  const entryId = url?.startsWith(LOCAL_IMAGE_PREFIX) ? url.slice(LOCAL_IMAGE_PREFIX.length) : null;
  const blob = useLiveQuery(
    async () =>
      entryId && local ? ((await local.db.outbox.get({ id: entryId }))?.file?.blob ?? null) : null,
    [local, entryId],
    null,
  );
  const objectUrl = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  if (!url) return null;
  return entryId ? objectUrl : url;
}

/**
 * Whether this device has pulled all the server's rows at least once (a sync round has ended, not
 * only a first page of the first pull): until then a setting missing from the local store is not
 * known to be missing, only not yet here. Undefined while the store is read.
 */
export function usePulledOnce(): boolean | undefined {
  const local = useLocal();
  return useLiveQuery(
    async () => (local ? (await local.db.sync_state.get('lastSyncedAt')) !== undefined : false),
    [local],
  );
}
