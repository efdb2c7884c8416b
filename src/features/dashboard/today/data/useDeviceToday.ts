import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '@/data/db';
import { useLocal } from '@/data/react';
import { deviceToday, type DeviceToday, type EntryCount } from '../deviceToday';

const NOTHING: DeviceToday = { entries: [], counts: {} };

/**
 * This device's own items of Today, live from its outbox (they need no network): see `deviceToday`.
 * A refused count entry is placed by its row on the device (an undo's body names no count), else by
 * what it sent.
 */
export function useDeviceToday(): DeviceToday {
  const local = useLocal();
  return useLiveQuery(
    async () => {
      if (!local) return NOTHING;
      const outbox = await local.db.outbox.toArray();
      const refusedEntries = outbox.filter(
        (entry) => entry.collection === 'countEntries' && entry.status !== 'pending',
      );
      const rows = await local.db.rows('countEntries').bulkGet(refusedEntries.map((e) => e.rowId));
      const countIdOf = new Map<string, string>();
      refusedEntries.forEach((entry, i) => {
        const countId = rows[i]?.count_id ?? entry.body?.count_id;
        if (typeof countId === 'string') countIdOf.set(entry.id, countId);
      });
      const countIds = [...new Set(countIdOf.values())];
      const counts = await local.db.rows('inventoryCounts').bulkGet(countIds);
      const byId = new Map<string, EntryCount>(
        countIds.map((id, i) => {
          const count = counts[i];
          return [id, { id, name: count?.name ?? null, location_id: count?.location_id ?? null }];
        }),
      );
      const entryRows = new Map(refusedEntries.map((entry, i) => [entry.id, rows[i]]));
      return deviceToday(outbox, (entry: OutboxEntry) => {
        const countId = countIdOf.get(entry.id);
        if (!countId) return null;
        const count = byId.get(countId)!;
        // A count not on the device still has its location on the entry's own row.
        return count.location_id
          ? count
          : { ...count, location_id: entryRows.get(entry.id)?.location_id ?? null };
      });
    },
    [local],
    NOTHING,
  );
}
