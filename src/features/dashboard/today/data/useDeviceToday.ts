import { useMemo } from 'react';
import type { OutboxEntry } from '@/data/db';
import { sharedLiveRead } from '@/data/sharedLive';
import { useNow } from '@/shared/useNow';
import { deviceToday, type DeviceToday, type EntryCount } from '../deviceToday';

interface DeviceOutbox {
  outbox: OutboxEntry[];
  /** The count of each refused count entry, by outbox entry id. */
  counts: Map<string, EntryCount>;
}

const EMPTY: DeviceOutbox = { outbox: [], counts: new Map() };

/**
 * What this device's Today is made from: its whole outbox, and the count of each refused count
 * entry. One read in one transaction, shared by every reader (the menu's number, the app's icon,
 * the Today screen and card): it runs again at every change of the outbox, a count entry's included.
 * A refused count entry is placed by its row on the device (an undo's body names no count), else by
 * what it sent.
 */
const useDeviceOutbox = sharedLiveRead(({ db }): Promise<DeviceOutbox> =>
  db.transaction('r', db.outbox, db.rows('countEntries'), db.rows('inventoryCounts'), async () => {
    const outbox = await db.outbox.toArray();
    const refusedEntries = outbox.filter(
      (entry) => entry.collection === 'countEntries' && entry.status !== 'pending',
    );
    // Nearly always none: then the rows are not read at all.
    if (refusedEntries.length === 0) return { outbox, counts: EMPTY.counts };
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
    return { outbox, counts };
  }),
);

/** This device's own items of Today, live from its outbox (they need no network): see `deviceToday`. */
export function useDeviceToday(): DeviceToday {
  const held = useDeviceOutbox(EMPTY);
  // Read again as time passes: a change still waiting starts to count after a minute.
  const now = useNow(20_000).getTime();
  return useMemo(
    () => deviceToday(held.outbox, (entry) => held.counts.get(entry.id) ?? null, now),
    [held, now],
  );
}
