import { IconBuildingStore, IconReceiptTax } from '@tabler/icons-react';
import type { BulkAction } from '@/components/entity/types';
import { materialWrites } from './data/materialWrites';

/** Cancelled by the user: the bulk bar shows nothing. */
export const CANCELLED = '';

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
      async perform({ rows, writer }) {
        const taxGroupId = await askTaxGroup(rows.length);
        if (taxGroupId === undefined) return CANCELLED;
        await materialWrites.taxGroup(writer, rows, taxGroupId);
        return 'materials:bulk.taxGroupDone';
      },
    },
    {
      id: 'allLocations',
      label: 'materials:bulk.allLocations',
      icon: IconBuildingStore,
      writes: true,
      async perform({ rows, writer }) {
        await materialWrites.allLocations(writer, rows, locationIds());
        return 'materials:bulk.allLocationsDone';
      },
    },
  ];
}
