import Dexie, { cmp, RangeSet, type IndexableType, type ObservabilitySet } from 'dexie';
import type { LocalDb, LocalRowOf } from './db';

/** More rows than this in one change, and they are read again with the rest rather than one by one. */
const FOLLOW_KEYS_MAX = 200;

export interface RowsFollower<T> {
  subscribe(next: (rows: T[]) => void, error?: (failure: unknown) => void): { unsubscribe(): void };
}

/**
 * The rows of `collection` whose `index` equals `value`, live, as Dexie's `liveQuery` gives them, but
 * a change is followed by reading only the rows it touched. A live query reads all its rows again
 * after every write in an explicit transaction (Dexie's cache takes in only writes outside one, and
 * each of ours also queues its change in the outbox): a count entry read back the whole count, a
 * thousand rows and more, before it was drawn.
 *
 * Writes are known from Dexie's `storagemutated` event, raised once a transaction commits, in this tab
 * or another (Dexie relays it): the primary keys each change wrote or deleted. Those rows are read
 * again by key; one that no longer has `value` (or is gone) leaves. A change that names a range
 * rather than keys (a clear, a bulk write of 50 rows or more, as a pull's page) reads everything
 * again, as does one of more than `FOLLOW_KEYS_MAX` keys. Changes that come while a read runs are
 * read after it, in order; the rows are given once everything known is read.
 */
export function followRows<C extends string>(
  db: LocalDb,
  collection: C,
  index: string,
  value: IndexableType,
): RowsFollower<LocalRowOf<C>> {
  type Row = LocalRowOf<C>;
  const table = db.rows(collection);
  const ownParts = [`idb://${db.name}/${collection}/`, `idb://${db.name}/${collection}/:dels`];
  return {
    subscribe(next, error) {
      let stopped = false;
      const rows = new Map<string, Row>();
      /** What is still to read: 'all' before the first read and after a wide change. */
      let due: Set<string> | 'all' | null = 'all';
      let reading = false;

      const readAll = async () => {
        const list = await table.where(index).equals(value).toArray();
        rows.clear();
        for (const row of list) rows.set(row.id, row);
      };
      const readSome = async (ids: string[]) => {
        const found = await table.bulkGet(ids);
        ids.forEach((id, i) => {
          const row = found[i];
          if (row && Dexie.getByKeyPath(row, index) === value) rows.set(id, row);
          else rows.delete(id);
        });
      };
      const drain = async () => {
        if (reading) return;
        reading = true;
        try {
          while (due !== null && !stopped) {
            const now = due;
            due = null;
            if (now === 'all') await readAll();
            else await readSome([...now]);
          }
          if (!stopped) next([...rows.values()]);
        } catch (failure) {
          // Read everything again at the next change.
          due = 'all';
          if (!stopped) error?.(failure);
        } finally {
          reading = false;
        }
      };

      const onMutated = (parts: ObservabilitySet) => {
        if (due !== 'all') {
          if ('all' in parts) due = 'all';
          else
            for (const part of ownParts) {
              const tree = parts[part];
              if (!tree || due === 'all') continue;
              const keys = keysOf(tree);
              const known: Set<string> = due ?? new Set();
              if (keys === null || known.size + keys.length > FOLLOW_KEYS_MAX) due = 'all';
              else {
                for (const key of keys) known.add(key);
                due = known;
              }
            }
        }
        if (due !== null) void drain();
      };

      Dexie.on.storagemutated.subscribe(onMutated);
      void drain();
      return {
        unsubscribe() {
          stopped = true;
          Dexie.on.storagemutated.unsubscribe(onMutated);
        },
      };
    },
  };
}

/** The string keys a changed range names one by one; null when it spans a range (or is not ours). */
function keysOf(tree: ObservabilitySet[string]): string[] | null {
  const keys: string[] = [];
  for (const node of RangeSet(tree)) {
    if (typeof node.from !== 'string' || cmp(node.from, node.to) !== 0) return null;
    keys.push(node.from);
    if (keys.length > FOLLOW_KEYS_MAX) return null;
  }
  return keys;
}
