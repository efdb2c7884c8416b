import { IconBuildingStore, IconReceiptTax } from '@tabler/icons-react';
import type { BulkAction } from '@/components/entity/types';
import type { LocalRow } from '@/data/db';

/** SPEC section 7's bulk calls on materials. */
export const materialCalls = {
  bulkTax: '/materials/bulk-update-tax',
  allLocations: '/materials/assign-to-all-locations',
} as const;

/** Cancelled by the user: the bulk bar shows nothing. */
export const CANCELLED = '';

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
 * The materials list's own bulk actions: one queued call each, applied to the local rows at once, so
 * they work offline. `askTaxGroup` asks which tax group (undefined: cancelled, null: none).
 */
export function materialBulkActions(
  askTaxGroup: (count: number) => Promise<string | null | undefined>,
  locationIds: () => string[],
): BulkAction[] {
  return [
    {
      id: 'taxGroup',
      label: 'materials:bulk.taxGroup',
      icon: IconReceiptTax,
      writes: true,
      async perform({ def, rows, writer }) {
        const taxGroupId = await askTaxGroup(rows.length);
        if (taxGroupId === undefined) return CANCELLED;
        const changes = rows
          .filter((r) => r.tax_group_id !== taxGroupId)
          .map((r) => ({ id: r.id, fields: { tax_group_id: taxGroupId } }));
        await writer.call(def, {
          method: 'POST',
          path: materialCalls.bulkTax,
          body: { material_ids: changes.map((c) => c.id), tax_group_id: taxGroupId },
          changes,
        });
        return 'materials:bulk.taxGroupDone';
      },
    },
    {
      id: 'allLocations',
      label: 'materials:bulk.allLocations',
      icon: IconBuildingStore,
      writes: true,
      async perform({ def, rows, writer }) {
        const changes = withAllLocations(rows, locationIds());
        await writer.call(def, {
          method: 'POST',
          path: materialCalls.allLocations,
          body: { material_ids: changes.map((c) => c.id) },
          changes,
        });
        return 'materials:bulk.allLocationsDone';
      },
    },
  ];
}
