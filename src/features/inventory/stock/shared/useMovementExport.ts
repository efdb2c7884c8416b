import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadQuery } from '@/data/serverRead';
import { useBackhouse } from '@/data/react';
import { exportMovements } from './exportMovements';
import type { Materials } from './materials';
import { useUnitLabel } from './Quantity';
import { readAllMovements } from './readAll';

/**
 * The export of a movement list (the ledger, wastage): every movement the query matches, not only
 * the page on screen, as an .xlsx file named `<prefix>-…`.
 */
export function useMovementExport({
  prefix,
  sheetName,
  path,
  query,
  materials,
  currency,
}: {
  prefix: string;
  sheetName: string;
  path: string;
  query: ReadQuery;
  materials: Materials;
  currency: string | null;
}): () => Promise<string> {
  const { t } = useTranslation('stock');
  const { api } = useBackhouse();
  const unitLabel = useUnitLabel();
  return useCallback(
    async () =>
      exportMovements(prefix, sheetName, await readAllMovements(api, path, query), {
        t,
        materialName: materials.name,
        unitOf: (id) => unitLabel(materials.byId.get(id)?.unit ?? ''),
        currency,
      }),
    [prefix, sheetName, api, path, query, t, materials, unitLabel, currency],
  );
}
