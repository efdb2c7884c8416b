import type { CountResolution, ReviewLine } from '@contract/counts';

type Counter = ReviewLine['counters'][number];

/** Lines needing a resolution first, then the largest variance value (either sign) first. */
export function orderLines(lines: readonly ReviewLine[]): ReviewLine[] {
  return [...lines].sort(
    (a, b) =>
      Number(b.needs_resolution) - Number(a.needs_resolution) ||
      Math.abs(b.variance_value) - Math.abs(a.variance_value) ||
      a.name.localeCompare(b.name),
  );
}

/** A line's counters per area, in the order the areas first appear. */
export function countersByArea(line: ReviewLine): { areaId: string; counters: Counter[] }[] {
  const byArea = new Map<string, Counter[]>();
  for (const c of line.counters) byArea.set(c.area_id, [...(byArea.get(c.area_id) ?? []), c]);
  return [...byArea].map(([areaId, counters]) => ({ areaId, counters }));
}

/** Areas of a line counted by more than one counter: each needs "add both" or "keep one". */
export function contestedAreas(line: ReviewLine): { areaId: string; counters: Counter[] }[] {
  return countersByArea(line).filter((a) => new Set(a.counters.map((c) => c.user_id)).size > 1);
}

/** The choice stored for a (material, area), or null while none is. */
export function chosen(
  resolutions: readonly CountResolution[],
  materialId: string,
  areaId: string,
): CountResolution['keep'] | null {
  return (
    resolutions.find((r) => r.material_id === materialId && r.area_id === areaId)?.keep ?? null
  );
}

/** The resolutions with one choice set (replacing the earlier choice for the same material and area). */
export function withResolution(
  resolutions: readonly CountResolution[],
  next: CountResolution,
): CountResolution[] {
  return [
    ...resolutions.filter(
      (r) => !(r.material_id === next.material_id && r.area_id === next.area_id),
    ),
    next,
  ];
}
