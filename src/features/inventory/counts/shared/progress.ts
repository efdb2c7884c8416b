import type { CountSheetArea } from '@contract/resources/inventory';

interface EntryLike {
  material_id: string;
  count_id: string;
  deleted_at: string | null;
}

export interface CountProgress {
  /** Materials on the count's sheets with at least one entry not undone. */
  counted: number;
  /** Materials on the count's sheets (once each, however many areas hold them). */
  total: number;
}

/**
 * How far a count is: materials counted out of those on its sheets. An entry for a material that is
 * not (or no longer) on the sheets does not count towards it.
 */
export function countProgress(
  count: { id: string; sheet_ids: readonly string[] },
  sheets: ReadonlyArray<{ id: string; areas: readonly CountSheetArea[] }>,
  entries: readonly EntryLike[],
): CountProgress {
  const onSheets = new Set(
    sheets
      .filter((s) => count.sheet_ids.includes(s.id))
      .flatMap((s) => s.areas.flatMap((a) => a.material_ids)),
  );
  const counted = new Set(
    entries
      .filter(
        (e) => e.count_id === count.id && e.deleted_at === null && onSheets.has(e.material_id),
      )
      .map((e) => e.material_id),
  );
  return { counted: counted.size, total: onSheets.size };
}
