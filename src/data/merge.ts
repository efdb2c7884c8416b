import { sameValue } from '@contract/sameValue';

export { sameValue };

export type MergeResult =
  { kind: 'merged'; changes: Record<string, unknown> } | { kind: 'conflict'; fields: string[] };

/**
 * Three-way merge of one change against the row the server holds now. `base` is the row as the user
 * saw it, `mine` the fields the user changed. A field conflicts only when the server changed it too,
 * to a different value; everything else the server changed is kept, and my fields go on top.
 */
export function mergeChange(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  server: Record<string, unknown>,
): MergeResult {
  const conflicts: string[] = [];
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(mine)) {
    if (field === 'version') continue;
    const serverChanged = !sameValue(base[field], server[field]);
    if (serverChanged && !sameValue(server[field], value)) conflicts.push(field);
    else if (!sameValue(server[field], value)) changes[field] = value;
  }
  return conflicts.length ? { kind: 'conflict', fields: conflicts } : { kind: 'merged', changes };
}

/** The fields of `next` that differ from `prev`: what an edit actually changed. */
export function changedFields(
  prev: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next)) if (!sameValue(prev[k], v)) out[k] = v;
  return out;
}
