import type { FieldSpec } from './fields';
import type { RowFilter } from './list-query';

/** The filter choice "has none" of an optional reference or enum. */
export const NONE = '__none__';

/** Filter choices as the selects hold them (text, or null for "all"), as row filters. */
export function toRowFilters(
  values: Readonly<Record<string, string | null>>,
  specs: ReadonlyMap<string, FieldSpec>,
): RowFilter[] {
  const out: RowFilter[] = [];
  for (const [key, value] of Object.entries(values)) {
    const spec = specs.get(key);
    if (value === null || !spec) continue;
    if (spec.kind === 'boolean') out.push({ key, value: value === 'true' });
    else out.push({ key, value: value === NONE ? null : value });
  }
  return out;
}
