import { useMemo } from 'react';
import type { LocalDb, OutboxEntry } from '@/data/db';
import { sharedLiveRead } from '@/data/sharedLive';
import { useNow } from '@/shared/useNow';
import {
  deviceToday,
  RECENT_MS,
  type DeviceToday,
  type EntryCount,
  type WaitingChanges,
} from '../deviceToday';

interface DeviceOutbox {
  /** The changes the server refused, failed or conflicting, in the order they were made. */
  refused: OutboxEntry[];
  waiting: WaitingChanges;
  /** The count of each refused count entry, by outbox entry id. */
  counts: Map<string, EntryCount>;
}

const EMPTY: DeviceOutbox = {
  refused: [],
  waiting: { count: 0, oldest: null, recent: [] },
  counts: new Map(),
};

/**
 * What this device's Today is made from, in one read shared by every reader (the menu's number, the
 * app's icon, the Today screen and card): it runs again at every change of the outbox, a count
 * entry's included. It reads through the outbox's indexes what Today needs, not the whole outbox (a
 * counter offline may have thousands of entries waiting): the refused changes, nearly always none;
 * the keys of those waiting and when the oldest was made; and when each change of the last moments
 * was made, found by halving the queue, each change's time read once and kept (`madeAtOf`).
 * A refused count entry is placed by its row on the device (an undo's body names no count), else by
 * what it sent.
 */
const useDeviceOutbox = sharedLiveRead(({ db }): Promise<DeviceOutbox> =>
  db.transaction('r', db.outbox, db.rows('countEntries'), db.rows('inventoryCounts'), async () => {
    const readAt = Date.now();
    const pending = db.outbox.where('status').equals('pending');
    const [refused, queue] = await Promise.all([
      db.outbox.where('status').anyOf('failed', 'conflict').sortBy('seq'),
      // Their keys only, oldest first: no change itself is read.
      pending.primaryKeys(),
    ]);
    const madeAt = madeAtOf(db, queue);
    // Changes are queued in the order they are made: the first made within `RECENT_MS`, halving.
    let first = 0;
    for (let last = queue.length; first < last;) {
      const middle = (first + last) >> 1;
      if (readAt - Date.parse(await madeAt.of(queue[middle]!)) >= RECENT_MS) first = middle + 1;
      else last = middle;
    }
    const waiting: WaitingChanges = {
      count: queue.length,
      oldest: queue.length > 0 ? await madeAt.of(queue[0]!) : null,
      recent: await madeAt.all(queue.slice(first)),
    };
    const refusedEntries = refused.filter((entry) => entry.collection === 'countEntries');
    // Nearly always none: then the rows are not read at all.
    if (refusedEntries.length === 0) return { refused, waiting, counts: EMPTY.counts };
    const rows = await db.rows('countEntries').bulkGet(refusedEntries.map((e) => e.rowId));
    const countIds = refusedEntries.map((entry, i) => {
      const countId = rows[i]?.count_id ?? entry.body?.count_id;
      return typeof countId === 'string' ? countId : null;
    });
    const known = [...new Set(countIds.filter((id): id is string => id !== null))];
    const countRows = await db.rows('inventoryCounts').bulkGet(known);
    const byId = new Map(known.map((id, i) => [id, countRows[i]]));
    const counts = new Map<string, EntryCount>();
    refusedEntries.forEach((entry, i) => {
      const id = countIds[i];
      if (!id) return;
      const count = byId.get(id);
      counts.set(entry.id, {
        id,
        name: count?.name ?? null,
        // A count not on the device still has its location on the entry's own row.
        location_id: count?.location_id ?? rows[i]?.location_id ?? null,
      });
    });
    return { refused, waiting, counts };
  }),
);

/** When each waiting change was made, by its key, per store: kept from one read to the next. */
const madeAtByStore = new WeakMap<LocalDb, Map<number, string>>();

/**
 * When the changes of `queue` (the keys of those waiting) were made. A change's time never changes
 * and its key is never given again, so each is read once: the read that runs again at every count
 * entry reads the new entry's change, not the hundreds made in the last moments (a counter with a
 * scanner). Times of changes no longer waiting are dropped once they outnumber those waiting.
 */
function madeAtOf(db: LocalDb, queue: readonly number[]) {
  let known = madeAtByStore.get(db);
  if (!known || known.size > queue.length * 2 + 100) {
    const kept = new Map<number, string>();
    for (const seq of queue) {
      const at = known?.get(seq);
      if (at !== undefined) kept.set(seq, at);
    }
    madeAtByStore.set(db, (known = kept));
  }
  const held = known;
  return {
    /** When one change was made, read if not known yet. */
    async of(seq: number): Promise<string> {
      const at = held.get(seq);
      if (at !== undefined) return at;
      const change = (await db.outbox.get(seq))!;
      held.set(seq, change.createdAt);
      return change.createdAt;
    },
    /** When each of `seqs` was made, those not known yet read in one request. */
    async all(seqs: readonly number[]): Promise<string[]> {
      const missing = seqs.filter((seq) => !held.has(seq));
      if (missing.length > 0) {
        const changes = await db.outbox.bulkGet(missing);
        missing.forEach((seq, i) => held.set(seq, changes[i]!.createdAt));
      }
      return seqs.map((seq) => held.get(seq)!);
    },
  };
}

/** This device's own items of Today, live from its outbox (they need no network): see `deviceToday`. */
export function useDeviceToday(): DeviceToday {
  const held = useDeviceOutbox(EMPTY);
  // Read again as time passes: a change still waiting starts to count after a minute.
  const now = useNow(20_000).getTime();
  return useMemo(
    () =>
      deviceToday(held.refused, held.waiting, (entry) => held.counts.get(entry.id) ?? null, now),
    [held, now],
  );
}
