import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '@/data/db';
import { useLocal } from '@/data/react';
import { useAmount } from '@/features/inventory/counts/shared/amount';
import { referencesOf, refKey, rowLabel, type RowRefs } from './describe';

const NONE: RowRefs = new Map();

/**
 * `rowLabel` of a queued change, with the rows it points at read from the device's store and a
 * count entry's amount in the screen's words ("+ 3 cases"), as the counting screen writes it.
 */
export function useRowLabel(entry: OutboxEntry): string {
  const local = useLocal();
  const amount = useAmount();
  const refs = useLiveQuery(
    async () => {
      const wanted = referencesOf(entry);
      if (!local || wanted.length === 0) return NONE;
      const rows = await Promise.all(wanted.map(([c, id]) => local.db.rows(c).get(id)));
      return new Map(
        wanted.flatMap(([c, id], i) => {
          const row = rows[i];
          return row ? [[refKey(c, id), row as Record<string, unknown>] as const] : [];
        }),
      );
    },
    [local, entry],
    NONE,
  );
  return rowLabel(entry, refs, amount);
}
