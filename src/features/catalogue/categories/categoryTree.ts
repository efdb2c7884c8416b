/** What the tree needs of a category row. */
export interface CategoryNode {
  id: string;
  parent_id?: unknown;
  sort_order?: unknown;
}

const parentOf = (row: CategoryNode): string | null =>
  typeof row.parent_id === 'string' ? row.parent_id : null;

/** Every category under `id`, at any depth (not `id` itself). Safe against a loop in the data. */
export function descendantsOf(id: string, rows: readonly CategoryNode[]): Set<string> {
  const children = new Map<string, string[]>();
  for (const row of rows) {
    const parent = parentOf(row);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), row.id]);
  }
  const out = new Set<string>();
  const stack = [...(children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    if (next === id || out.has(next)) continue;
    out.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/** The chain of ancestors of a category, root first, itself last. Stops at a loop or a missing row. */
export function pathOf<T extends CategoryNode>(id: string, byId: ReadonlyMap<string, T>): T[] {
  const chain: T[] = [];
  const seen = new Set<string>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    chain.unshift(current);
    seen.add(current.id);
    const parent = parentOf(current);
    current = parent ? byId.get(parent) : undefined;
  }
  return chain;
}

/** Categories that may be the parent of `id`: not itself and not one of its own descendants. */
export function possibleParents<T extends CategoryNode>(
  id: string | null,
  rows: readonly T[],
): T[] {
  if (!id) return [...rows];
  const excluded = descendantsOf(id, rows);
  excluded.add(id);
  return rows.filter((r) => !excluded.has(r.id));
}

/** The children of a parent (null: the top level), in their order. */
export function childrenOf<T extends CategoryNode>(
  parentId: string | null,
  rows: readonly T[],
): T[] {
  return rows
    .filter((r) => parentOf(r) === parentId)
    .sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
}
