import { useQuery } from '@tanstack/react-query';
import { useObservable } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { can } from '@contract/access';
import { countCalls, type CountEntryRow } from '@contract/counts';
import { useGrant } from '@/shared/access';
import { useKept } from '@/shared/useKept';
import type { OutboxEntry } from '@/data/db';
import { followRows } from '@/data/followRows';
import { useQueuedChanges, useRefusedRows } from '@/data/live';
import { useBackhouse, useLocal } from '@/data/react';
import { callReadOptions } from '@/data/serverRead';
import { useLocationSheets } from '../../countSheets/data/useSheets';
import { useCount, type LocalCount } from './countData';
import { useMaterials, type MaterialRow } from '../../stock/data/materials';
import { areasOf, tally, type CountArea, type Tally, type TallyEntry } from '../../counting/tally';

export interface Counting {
  /** undefined while the local store is read; null when the count is not on this device. */
  count: LocalCount | null | undefined;
  areas: CountArea[];
  /** Every material row on the device, undone and inactive ones included, by id. */
  materials: Map<string, MaterialRow>;
  materialName: (id: string) => string;
  entries: TallyEntry[];
  tally: Tally;
  /** Shows an entry this device just committed at once, before the follower reads it back. */
  saved: (row: CountEntryRow) => void;
  /** Expected quantity at the cut-off, only for a user who may see stock, only when the review was
   *  read before on this device (never fetched from here: counting stays blind by default). */
  expected: Map<string, number> | null;
}

/** Signed out, or no count chosen: no entries, at once. */
const noEntries = {
  subscribe(next: (rows: CountEntryRow[]) => void) {
    next([]);
    return { unsubscribe() {} };
  },
};

/** Everything the counting screen shows, read live from the local store (works fully offline). */
export function useCounting(countId: string | null): Counting {
  const local = useLocal();
  const { api } = useBackhouse();
  const grant = useGrant();
  const count = useCount(countId);
  const sheets = useLocationSheets(count?.location_id ?? null);
  const { byId, name } = useMaterials();
  // Followed change by change: an entry reads back its own row, not the whole count (`followRows`).
  const entries = useObservable<CountEntryRow[] | undefined>(
    () =>
      local && countId ? followRows(local.db, 'countEntries', 'count_id', countId) : noEntries,
    [local, countId],
  );
  const costs = grant !== null && can(grant, 'inventory.costs');
  const review = useQuery({
    ...callReadOptions(api, countCalls.review, { query: { id: countId ?? '' } }),
    enabled: false,
  });
  const lines = costs ? review.data?.data.lines : undefined;
  const expected = useMemo(
    () => (lines ? new Map(lines.map((l) => [l.material_id, l.expected])) : null),
    [lines],
  );
  const sheetIds = count?.sheet_ids;
  const areas = useMemo(
    () => (sheetIds && sheets ? areasOf(sheetIds, sheets) : []),
    [sheetIds, sheets],
  );
  const { live, saved } = useSavedEntries(entries, countId);
  // The entries the server refused: read through the outbox's status index, not every entry waiting
  // (a counter offline may have thousands).
  const refused = useRefusedRows('countEntries');
  return {
    count,
    areas,
    materials: byId,
    materialName: name,
    entries: live,
    tally: useMemo(() => tally(live, refused), [live, refused]),
    saved,
    expected,
  };
}

/**
 * The count's entries as read, with the rows this device committed that the read has not brought
 * yet, and `saved` to add one. An entry is on the device when its transaction commits; the follower
 * then reads its row back before it would show, so a committed row is merged in until it does.
 * When the read brings rows that say what was shown already (the entry just saved, read back), the
 * entries shown stay the same array: the screen, and a long area's list, are not drawn again for it.
 */
export function useSavedEntries(
  entries: CountEntryRow[] | undefined,
  countId: string | null,
): { live: CountEntryRow[]; saved: (row: CountEntryRow) => void } {
  const [recent, setRecent] = useState<CountEntryRow[]>([]);
  // Once a read has a committed row, the read speaks for it: a row taken away later (a refused
  // entry discarded in the sync panel) must not come back from here.
  const [lastRead, setLastRead] = useState(entries);
  if (entries !== lastRead) {
    setLastRead(entries);
    const read = new Set((entries ?? []).map((e) => e.id));
    if (recent.some((r) => read.has(r.id))) setRecent(recent.filter((r) => !read.has(r.id)));
  }
  const merged = useMemo(() => {
    const read = entries ?? [];
    if (recent.length === 0) return read;
    const ids = new Set(read.map((e) => e.id));
    const missing = recent.filter((r) => r.count_id === countId && !ids.has(r.id));
    return missing.length === 0 ? read : [...read, ...missing];
  }, [entries, recent, countId]);
  const saved = useCallback((row: CountEntryRow) => setRecent((rs) => [...rs, row]), []);
  return { live: useKept(merged, sameRows), saved };
}

/** The same rows in the same order, none changed since: a row's version and time move with each change. */
function sameRows(kept: readonly CountEntryRow[], next: readonly CountEntryRow[]): boolean {
  return (
    kept.length === next.length &&
    kept.every((row, i) => {
      const other = next[i]!;
      return (
        row === other ||
        (row.id === other.id &&
          row.version === other.version &&
          row.updated_at === other.updated_at &&
          row.deleted_at === other.deleted_at)
      );
    })
  );
}

/**
 * The queued change of each of these entries that has one, waiting or refused and why: only the
 * entries a material's list shows are read, not every entry waiting on the device.
 */
export function useQueuedEntries(entryIds: readonly string[]): Map<string, OutboxEntry> {
  return useQueuedChanges('countEntries', entryIds);
}
