import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { localCollections, type LocalDb, type LocalRow } from '@/data/db';
import { useLocal } from '@/data/react';

export type Lookups = ReadonlyMap<string, readonly LocalRow[]>;

const empty: Lookups = new Map();

/** The collections among `collections` that the browser keeps, each once, in a stable order. */
const keptCollections = (collections: readonly string[]): string[] =>
  [...new Set(collections)]
    .filter((c) => (localCollections as readonly string[]).includes(c))
    .sort();

/** The rows of each collection the browser keeps, as they are in the store now. */
export async function readLookups(db: LocalDb, collections: readonly string[]): Promise<Lookups> {
  const names = keptCollections(collections);
  const lists = await Promise.all(names.map((c) => db.rows(c).toArray()));
  return new Map(names.map((c, i) => [c, lists[i]!]));
}

/**
 * Live rows of the collections a screen refers to (a location's brand, a menu's categories), read
 * from the local store like the list itself. Collections the browser does not keep (yet) are left
 * out: their references are shown and imported as plain ids.
 */
export function useLookups(collections: readonly string[]): Lookups {
  const local = useLocal();
  const key = keptCollections(collections).join(',');
  const loaded = useLiveQuery(
    async () => (local && key ? readLookups(local.db, key.split(',')) : empty),
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
