import { useMemo } from 'react';
import { can } from '@contract/access';
import type { CountSheetFields } from '@contract/resources/inventory';
import { useGrant } from '@/shared/access';
import type { LocalRow } from '@/data/db';
import { useRows } from '@/data/live';
import type { SheetMaterial } from '../sheetOps';

export type SheetRow = LocalRow & CountSheetFields;

declare module '@/data/db' {
  interface LocalCollections {
    countSheets: SheetRow;
  }
}

/** The location's count sheets in their order, live from the local store (works offline). */
export function useLocationSheets(locationId: string | null): SheetRow[] | undefined {
  const rows = useRows('countSheets');
  return useMemo(
    () =>
      rows
        ?.filter((r) => r.location_id === locationId && r.deleted_at === null)
        .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name)),
    [rows, locationId],
  );
}

/** Active materials as a sheet places them, with where each is kept at `locationId`. */
export function useSheetMaterials(locationId: string | null): SheetMaterial[] | undefined {
  const rows = useRows('materials');
  return useMemo(
    () =>
      rows
        ?.filter((m) => m.deleted_at === null && m.is_active)
        .map((m) => ({
          id: m.id,
          name: m.name,
          sku: m.sku,
          storageArea: m.locations.find((l) => l.location_id === locationId)?.storage_area ?? '',
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [rows, locationId],
  );
}

/** Sheets are changed with `inventory.write` (counters only read them). */
export function useMayEditSheets(): boolean {
  const grant = useGrant();
  return grant !== null && can(grant, 'inventory.write');
}
