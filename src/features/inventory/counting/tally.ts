import type { CountEntryRow } from '@contract/counts';
import type { CountSheetArea } from '@contract/resources/inventory';
import { roundQuantity } from '@/lib/quantity';

/** What the counting screen needs of an entry. */
export type TallyEntry = Pick<
  CountEntryRow,
  | 'id'
  | 'material_id'
  | 'area_id'
  | 'counted_by'
  | 'counted_by_name'
  | 'counted_at'
  | 'mode'
  | 'quantity'
  | 'parts'
  | 'deleted_at'
>;

/** One area of the count, in walking order, with the sheet it comes from. */
export interface CountArea extends CountSheetArea {
  sheetId: string;
  sheetName: string;
}

/** The areas of the count's sheets, sheet by sheet in the sheets' order, each in shelf order. */
export function areasOf(
  sheetIds: readonly string[],
  sheets: ReadonlyArray<{ id: string; name: string; areas: readonly CountSheetArea[] }>,
): CountArea[] {
  return sheets
    .filter((s) => sheetIds.includes(s.id))
    .flatMap((s) => s.areas.map((a) => ({ ...a, sheetId: s.id, sheetName: s.name })));
}

const key = (materialId: string, areaId: string) => `${materialId}\u0000${areaId}`;

export interface Tally {
  /** Folded quantity per material and area: each counter's entries in order (add adds, replace
   *  sets), counters added up. The review settles overlaps; here the sum is what was entered.
   *  An entry the server refused does not count: the server will never have it. */
  total(materialId: string, areaId: string): number | null;
  /** Live entries of a material in an area that count, oldest first. */
  entries(materialId: string, areaId: string): TallyEntry[];
  /** Entries of a material in an area the server refused (a count closed meanwhile), oldest first:
   *  shown marked, never added up. */
  refused(materialId: string, areaId: string): TallyEntry[];
  /** Materials with a live entry that counts in an area. */
  counted(areaId: string): Set<string>;
}

/**
 * Folds live entries as the review does, per (material, area, counter), counters summed. Entries
 * whose change the server refused (`refused`, ids from the device's outbox) are set apart: they stay
 * on screen, marked, until the counter discards or retries them, but add nothing.
 */
export function tally(
  entries: readonly TallyEntry[],
  refused: ReadonlySet<string> = new Set(),
): Tally {
  const live = entries
    .filter((e) => e.deleted_at === null)
    .sort((a, b) => a.counted_at.localeCompare(b.counted_at) || a.id.localeCompare(b.id));
  const byCell = new Map<string, TallyEntry[]>();
  const refusedByCell = new Map<string, TallyEntry[]>();
  const counted = new Map<string, Set<string>>();
  for (const e of live) {
    const k = key(e.material_id, e.area_id);
    if (refused.has(e.id)) {
      refusedByCell.set(k, [...(refusedByCell.get(k) ?? []), e]);
      continue;
    }
    byCell.set(k, [...(byCell.get(k) ?? []), e]);
    counted.set(e.area_id, (counted.get(e.area_id) ?? new Set()).add(e.material_id));
  }
  const totals = new Map<string, number>();
  for (const [k, cell] of byCell) {
    const perCounter = new Map<string, number>();
    for (const e of cell) {
      const before = perCounter.get(e.counted_by) ?? 0;
      perCounter.set(e.counted_by, e.mode === 'replace' ? e.quantity : before + e.quantity);
    }
    totals.set(k, roundQuantity([...perCounter.values()].reduce((a, b) => a + b, 0)));
  }
  return {
    total: (m, a) => totals.get(key(m, a)) ?? null,
    entries: (m, a) => byCell.get(key(m, a)) ?? [],
    refused: (m, a) => refusedByCell.get(key(m, a)) ?? [],
    counted: (a) => counted.get(a) ?? new Set(),
  };
}

export interface Progress {
  counted: number;
  total: number;
}

/** Counted out of to-count, per area and overall (a material in two areas counts once overall). */
export function progressOf(
  areas: readonly CountArea[],
  t: Tally,
): { byArea: Map<string, Progress>; overall: Progress } {
  const byArea = new Map<string, Progress>();
  const all = new Set<string>();
  const done = new Set<string>();
  for (const area of areas) {
    const counted = t.counted(area.id);
    const ids = new Set(area.material_ids);
    byArea.set(area.id, {
      counted: [...ids].filter((id) => counted.has(id)).length,
      total: ids.size,
    });
    for (const id of ids) {
      all.add(id);
      if (counted.has(id)) done.add(id);
    }
  }
  return { byArea, overall: { counted: done.size, total: all.size } };
}

/** Whether two progress figures say the same (for `useKept`). */
export const sameProgress = (a: Progress, b: Progress): boolean =>
  a.counted === b.counted && a.total === b.total;

/** Whether two areas' progress figures say the same, area by area (for `useKept`). */
export function sameAreaProgress(a: Map<string, Progress>, b: Map<string, Progress>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, p] of a) {
    const q = b.get(id);
    if (!q || !sameProgress(p, q)) return false;
  }
  return true;
}

/** Whether two lists of entries say the same of who counted when: all `othersCounting` reads. */
export function sameCounters(a: readonly TallyEntry[], b: readonly TallyEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((e, i) => {
      const f = b[i]!;
      return (
        e.id === f.id &&
        e.counted_by === f.counted_by &&
        e.counted_by_name === f.counted_by_name &&
        e.counted_at === f.counted_at
      );
    })
  );
}

/** Materials of the count's areas with no live entry in any area, in walking order, once each. */
export function uncountedOf(
  areas: readonly CountArea[],
  t: Tally,
): Array<{ materialId: string; area: CountArea }> {
  const countedAnywhere = new Set(areas.flatMap((a) => [...t.counted(a.id)]));
  const seen = new Set<string>();
  const out: Array<{ materialId: string; area: CountArea }> = [];
  for (const area of areas) {
    for (const id of area.material_ids) {
      if (countedAnywhere.has(id) || seen.has(id)) continue;
      seen.add(id);
      out.push({ materialId: id, area });
    }
  }
  return out;
}

/** How long after their last entry someone still shows as counting. */
export const COUNTING_NOW_MS = 15 * 60 * 1000;

/** Other people with an entry in the last 15 minutes, most recent first. */
export function othersCounting(
  entries: readonly TallyEntry[],
  me: string,
  now: Date,
): Array<{ id: string; name: string; last: string }> {
  const since = now.getTime() - COUNTING_NOW_MS;
  const last = new Map<string, { id: string; name: string; last: string }>();
  for (const e of entries) {
    if (e.counted_by === me || Date.parse(e.counted_at) < since) continue;
    const seen = last.get(e.counted_by);
    if (!seen || Date.parse(seen.last) < Date.parse(e.counted_at))
      last.set(e.counted_by, { id: e.counted_by, name: e.counted_by_name, last: e.counted_at });
  }
  return [...last.values()].sort((a, b) => Date.parse(b.last) - Date.parse(a.last));
}
