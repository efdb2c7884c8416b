import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { localCollections, type LocalRow } from '@/data/db';
import { useLocal } from '@/data/react';

export type Lookups = ReadonlyMap<string, readonly LocalRow[]>;

const empty: Lookups = new Map();

/**
 * Live rows of the collections a screen refers to (a location's brand, a menu's categories), read
 * from the local store like the list itself. Collections the browser does not keep (yet) are left
 * out: their references are shown and imported as plain ids.
 */
export function useLookups(collections: readonly string[]): Lookups {
  const local = useLocal();
  const key = [...new Set(collections)]
    .filter((c) => (localCollections as readonly string[]).includes(c))
    .sort()
    .join(',');
  const loaded = useLiveQuery(
    async () => {
      if (!local || !key) return empty;
      const names = key.split(',');
      const lists = await Promise.all(names.map((c) => local.db.rows(c).toArray()));
      return new Map(names.map((c, i) => [c, lists[i]!]));
    },
    [local, key],
    empty,
  );
  return loaded;
}

/** Rows of each looked-up collection by id. */
export function useLookupIndex(
  lookups: Lookups,
): ReadonlyMap<string, ReadonlyMap<string, LocalRow>> {
  return useMemo(
    () => new Map([...lookups].map(([c, rows]) => [c, new Map(rows.map((r) => [r.id, r]))])),
    [lookups],
  );
}
