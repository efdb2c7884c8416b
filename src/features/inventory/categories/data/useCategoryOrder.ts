import { resources, type ResourceDef } from '@contract/registry';
import { useMemo } from 'react';
import { sortOrderChanges } from '@/components/entity/sort-order';
import { usePendingIds, useRows } from '@/data/live';
import { useLocal } from '@/data/react';

const def = resources.materialCategories as unknown as ResourceDef;

/**
 * The material categories and materials on this device, which categories wait in the outbox, and
 * how a new order is written: the moved rows' sort order through the local writer in one
 * transaction, so it is queued offline like any edit. `reorder` is null until the store is open.
 */
export function useCategoryOrder() {
  const local = useLocal();
  const rows = useRows('materialCategories');
  const materials = useRows('materials');
  const pending = usePendingIds('materialCategories');
  const reorder = useMemo(
    () =>
      local
        ? (ids: string[], current: Map<string, number>) =>
            local.writer.all(def, async () => {
              for (const change of sortOrderChanges(ids, current))
                await local.writer.update(def, change.id, { sort_order: change.sort_order });
            })
        : null,
    [local],
  );
  return { rows, materials, pending, reorder };
}
