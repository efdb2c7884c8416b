import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { orderRequestCalls, transferCalls } from '@contract/transfers';
import { callServer } from '@/data/calls';
import type { LocalRow, OutboxEntry } from '@/data/db';
import { useBackhouse, useLocal } from '@/data/react';

/**
 * Changes of a collection's documents the server refused (a 409: the other side moved the document
 * on meanwhile), by document id. The row still shows the change until it is discarded, so the
 * document itself must say so, not only the sync screen.
 */
export function useRefusedChanges(collection: string): Map<string, OutboxEntry> {
  const local = useLocal();
  return useLiveQuery(
    async () => {
      if (!local) return new Map<string, OutboxEntry>();
      const entries = await local.db.outbox
        .where('[collection+rowId]')
        .between([collection, Dexie.minKey], [collection, Dexie.maxKey])
        .toArray();
      return new Map(
        entries
          .filter((e) => e.status === 'failed' || e.status === 'conflict')
          .map((e) => [e.rowId, e]),
      );
    },
    [local, collection],
    new Map<string, OutboxEntry>(),
  );
}

/**
 * Drops a refused change as the sync screen does, then reads the document as the server has it now:
 * the pull passed over it while the change was queued, so without this the device would go on
 * showing it as it was before the change. Offline, the row stays as it was before the change.
 * `read` is the call that reads one document of the collection by id.
 */
export function useDiscardRefused(read: typeof orderRequestCalls.byId | typeof transferCalls.byId) {
  const local = useLocal();
  const { api } = useBackhouse();
  return async (entry: OutboxEntry) => {
    if (!local || entry.seq === undefined) return;
    await local.actions.discard(entry.seq);
    const row: LocalRow | null = await callServer(api, read, { params: { id: entry.rowId } }).catch(
      () => null,
    );
    if (!row) return;
    const table = local.db.rows(entry.collection);
    await local.db.transaction('rw', table, local.db.outbox, async () => {
      const queued = await local.db.outbox
        .where('[collection+rowId]')
        .equals([entry.collection, entry.rowId])
        .count();
      const current = await table.get(row.id);
      if (queued === 0 && (current?.version ?? 0) <= row.version) await table.put(row);
    });
  };
}
