import { useMemo } from 'react';
import type { QuantityUnit } from '@contract/resources/products';
import { useEntityFormEnv } from '@/components/entity/form-context';
import type { CostedMaterial } from '../recipeCost';

/** Materials of the local store by id, with the unit they are costed in and the cost of one unit. */
export function useCostedMaterials(): ReadonlyMap<string, CostedMaterial> {
  const { lookups } = useEntityFormEnv();
  const rows = lookups.get('materials');
  return useMemo(
    () =>
      new Map(
        (rows ?? []).map((m) => [
          m.id,
          {
            unit: (m.unit as QuantityUnit | undefined) ?? 'g',
            cost: typeof m.cost === 'number' ? m.cost : 0,
          },
        ]),
      ),
    [rows],
  );
}
