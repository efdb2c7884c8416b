import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { OutboxEntry } from '@/data/db';
import { useLocal } from '@/data/react';
import { useNow } from '@/shared/useNow';
import { deviceToday, type DeviceToday, type EntryCount } from '../deviceToday';

interface DeviceOutbox {
  outbox: OutboxEntry[];
  /** The count of each refused count entry, by outbox entry id. */
  counts: Map<string, EntryCount>;
}

const EMPTY: DeviceOutbox = { outbox: [], counts: new Map() };

/**
 * This device's own items of Today, live from its outbox (they need no network): see `deviceToday`.
 * A refused count entry is placed by its row on the device (an undo's body names no count), else by
 * what it sent.
 */
export function useDeviceToday(): DeviceToday {
  const local = useLocal();
  const held = useLiveQuery(
    async (): Promise<DeviceOutbox> => {
      if (!local) return EMPTY;
      const outbox = await local.db.outbox.toArray();
      const refusedEntries = outbox.filter(
        (entry) => entry.collection === 'countEntries' && entry.status !== 'pending',
      );
      const rows = await local.db.rows('countEntries').bulkGet(refusedEntries.map((e) => e.rowId));
      const countIds = refusedEntries.map((entry, i) => {
        const countId = rows[i]?.count_id ?? entry.body?.count_id;
        return typeof countId === 'string' ? countId : null;
      });
      const known = [...new Set(countIds.filter((id): id is string => id !== null))];
      const countRows = await local.db.rows('inventoryCounts').bulkGet(known);
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
    },
    [local],
    EMPTY,
  );
  // Read again as time passes: a change still waiting starts to count after a minute.
  const now = useNow(20_000).getTime();
  return useMemo(
    () => deviceToday(held.outbox, (entry) => held.counts.get(entry.id) ?? null, now),
    [held, now],
  );
}
