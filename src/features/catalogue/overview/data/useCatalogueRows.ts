import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalRow } from '@/data/db';
import { useLocal } from '@/data/react';

/** Collections the overview reads. */
export const overviewCollections = [
  'products',
  'categories',
  'modifiers',
  'modifierItems',
  'deals',
  'menus',
  'brands',
  'groups',
  'labels',
  'channels',
] as const;
export type OverviewCollection = (typeof overviewCollections)[number];

export type CatalogueRows = Record<OverviewCollection, LocalRow[]>;

/** Every catalogue row of the local store, live, read in one go; undefined while the first read runs. */
export function useCatalogueRows(): CatalogueRows | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return undefined;
    const lists = await Promise.all(overviewCollections.map((c) => local.db.rows(c).toArray()));
    return Object.fromEntries(overviewCollections.map((c, i) => [c, lists[i]!])) as CatalogueRows;
  }, [local]);
}
