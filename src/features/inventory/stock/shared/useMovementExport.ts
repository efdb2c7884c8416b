import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { exportMovements } from './exportMovements';
import type { Materials } from '../data/materials';
import { useUnitLabel } from './Quantity';
import { useReadAllMovements, type MovementFilters, type MovementList } from '../data/readAll';

/**
 * The export of a movement list (the ledger, wastage): every movement the query matches, not only
 * the page on screen, as an .xlsx file named `<prefix>-…`.
 */
export function useMovementExport({
  prefix,
  sheetName,
  list,
  query,
  materials,
  currency,
}: {
  prefix: string;
  sheetName: string;
  list: MovementList;
  query: MovementFilters;
  materials: Materials;
  currency: string | null;
}): () => Promise<string> {
  const { t } = useTranslation('stock');
  const readAll = useReadAllMovements();
  const unitLabel = useUnitLabel();
  return useCallback(
    async () =>
      exportMovements(prefix, sheetName, await readAll(list, query), {
        t,
        materialName: materials.name,
        unitOf: (id) => unitLabel(materials.byId.get(id)?.unit ?? ''),
        currency,
      }),
    [prefix, sheetName, readAll, list, query, t, materials, unitLabel, currency],
  );
}
