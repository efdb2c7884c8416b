import { useEffect, useState } from 'react';
import { localCollections } from '@/data/db';
import { useLocal } from '@/data/react';
import { countUsages, referringFields, type Usage } from './usages';

const none: Usage[] = [];

/**
 * Entries of other collections that still refer to the given rows, read once from the local store
 * when asked (when a delete is being confirmed), not kept live: it may read large collections.
 */
export function useUsages(collection: string, ids: readonly string[] | null): Usage[] {
  const local = useLocal();
  const key = ids?.join(',') ?? '';
  const [found, setFound] = useState<{ key: string; usages: Usage[] } | null>(null);
  useEffect(() => {
    if (!local || !key) return;
    let live = true;
    const fields = referringFields(collection).filter((f) =>
      (localCollections as readonly string[]).includes(f.collection),
    );
    const collections = [...new Set(fields.map((f) => f.collection))];
    void Promise.all(collections.map((c) => local.db.rows(c).toArray())).then((lists) => {
      if (!live) return;
      const rows = new Map(collections.map((c, i) => [c, lists[i]!]));
      setFound({ key, usages: countUsages(fields, rows, new Set(key.split(','))) });
    });
    return () => {
      live = false;
    };
  }, [local, collection, key]);
  return found?.key === key && key ? found.usages : none;
}
