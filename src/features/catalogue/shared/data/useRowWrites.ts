import type { ResourceDef } from '@contract/registry';
import type { LocalRow } from '@/data/db';
import { useLocal } from '@/data/react';
import { saveSortOrder, type SortOrderCall } from './sortOrderCall';

/**
 * The catalogue screens' writes on this device's local store, each queued for the server: a new
 * order of some rows (`saveSortOrder`) and a change of one row's fields. Null until the local store
 * is open.
 */
export function useRowWrites() {
  const local = useLocal();
  if (!local) return null;
  return {
    saveSortOrder: (
      def: ResourceDef,
      call: SortOrderCall,
      orderedIds: readonly string[],
      rows: ReadonlyArray<{ id: string; sort_order?: unknown }>,
    ) => saveSortOrder(local.writer, def, call, orderedIds, rows),
    update: (def: ResourceDef, id: string, fields: Record<string, unknown>): Promise<LocalRow> =>
      local.writer.update(def, id, fields),
  };
}

/** The catalogue's row writes once the local store is open. */
export type RowWrites = NonNullable<ReturnType<typeof useRowWrites>>;
