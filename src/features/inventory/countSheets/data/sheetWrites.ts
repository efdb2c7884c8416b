import type { CountSheetArea } from '@contract/resources/inventory';
import { resources } from '@contract/registry';
import { useMemo } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { useLocal } from '@/data/react';
import type { SheetRow } from './useSheets';

const sheetDef = resources.countSheets;

/**
 * Writes count sheets through the local writer, under the registry resource's own paths: queued
 * offline, and a stale version comes back as a conflict to resolve. Null until the local store is
 * open.
 */
export function useSheetWrites() {
  const local = useLocal();
  return useMemo(() => {
    if (!local) return null;
    const { writer } = local;
    return {
      /** A new active sheet of the location, placed after its other sheets. */
      create: (
        locationId: string | null,
        sheet: { name: string; areas: CountSheetArea[] },
        others: readonly SheetRow[],
      ) =>
        writer.create(
          sheetDef,
          {
            ...sheet,
            is_active: true,
            sort_order: Math.max(0, ...others.map((s) => s.sort_order)) + 1,
          },
          { locationId, id: uuidv7() },
        ),
      rename: (id: string, name: string) => writer.update(sheetDef, id, { name }),
      /** The sheet's areas and their materials, in their new order (an edit or an import). */
      setAreas: (id: string, areas: CountSheetArea[]) => writer.update(sheetDef, id, { areas }),
      remove: (id: string) => writer.remove(sheetDef, id),
    };
  }, [local]);
}

/** The count sheet writes once the local store is open. */
export type SheetWrites = NonNullable<ReturnType<typeof useSheetWrites>>;
