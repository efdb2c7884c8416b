/** One entry of a bulk sort-order call (`POST /<resource>/bulk-update-sort-order`). */
export interface SortOrderItem {
  id: string;
  sort_order: number;
}

/** Moves the entry at `from` to `to`, as a drop does; returns a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * The sort orders that put `orderedIds` in that order, and only the ones that change. The positions
 * the rows already hold are reused in ascending order, so reordering a part of a list (one category's
 * products, the top-level categories) keeps its place among the rest, and moving one row changes only
 * the rows between its old and new place. Equal or missing positions (every new row starts at 0) are
 * spread out so the order is strict.
 */
export function sortOrderChanges(
  orderedIds: readonly string[],
  current: ReadonlyMap<string, number>,
): SortOrderItem[] {
  const slots = orderedIds.map((id) => current.get(id) ?? 0).sort((a, b) => a - b);
  for (let i = 1; i < slots.length; i += 1) {
    if (slots[i]! <= slots[i - 1]!) slots[i] = slots[i - 1]! + 1;
  }
  return orderedIds.flatMap((id, i) =>
    current.get(id) === slots[i] ? [] : [{ id, sort_order: slots[i]! }],
  );
}

/** The body of a bulk sort-order call. */
export const sortOrderBody = (items: readonly SortOrderItem[]) => ({
  items: items.map(({ id, sort_order }) => ({ id, sort_order })),
});
