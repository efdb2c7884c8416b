import { materialCalls } from '@contract/materialCalls';
import { resources } from '@contract/registry';
import { queuedCall } from '@/data/calls';
import type { LocalRow } from '@/data/db';
import type { LocalWriter } from '@/data/writes';

interface MaterialLocationEntry {
  location_id: string;
  par: number;
  minimum: number;
  storage_area: string;
}

/** Each material's locations with every location it lacks added (no par, no minimum, no area). */
export function withAllLocations(rows: readonly LocalRow[], locationIds: readonly string[]) {
  return rows.flatMap((row) => {
    const current = (Array.isArray(row.locations) ? row.locations : []) as MaterialLocationEntry[];
    const have = new Set(current.map((l) => l.location_id));
    const missing = locationIds.filter((id) => !have.has(id));
    if (missing.length === 0) return [];
    const locations = [
      ...current,
      ...missing.map((location_id) => ({ location_id, par: 0, minimum: 0, storage_area: '' })),
    ];
    return [{ id: row.id, fields: { locations } }];
  });
}

/**
 * The materials list's bulk writes: one queued call each, applied to the local rows at once, so
 * they work offline. A material that already has what the call gives is left out of it.
 */
export const materialWrites = {
  /** Gives the rows one tax group (null: none). */
  taxGroup: async (writer: LocalWriter, rows: readonly LocalRow[], taxGroupId: string | null) => {
    const changes = rows
      .filter((r) => r.tax_group_id !== taxGroupId)
      .map((r) => ({ id: r.id, fields: { tax_group_id: taxGroupId } }));
    await writer.call(resources.materials, {
      ...queuedCall(materialCalls.bulkTax, {
        body: { material_ids: changes.map((c) => c.id), tax_group_id: taxGroupId },
      }),
      changes,
    });
  },
  /** Gives the rows an entry at each of these locations they lack. */
  allLocations: async (
    writer: LocalWriter,
    rows: readonly LocalRow[],
    locationIds: readonly string[],
  ) => {
    const changes = withAllLocations(rows, locationIds);
    await writer.call(resources.materials, {
      ...queuedCall(materialCalls.assignToAllLocations, {
        body: { material_ids: changes.map((c) => c.id) },
      }),
      changes,
    });
  },
};
