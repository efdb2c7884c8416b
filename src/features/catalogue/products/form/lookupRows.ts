import { displayName } from '@/components/entity/columns';
import type { LocalRow } from '@/data/db';
import type { Lookups } from '@/components/entity/useLookups';

/** Rows of a looked-up collection in the order a picker shows them: sort order, then name. */
export function orderedRows(lookups: Lookups, collection: string, lang: string): LocalRow[] {
  const rows = [...(lookups.get(collection) ?? [])];
  const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });
  return rows.sort((a, b) => {
    const sa = typeof a.sort_order === 'number' ? a.sort_order : 0;
    const sb = typeof b.sort_order === 'number' ? b.sort_order : 0;
    return sa - sb || collator.compare(displayName(a, lang), displayName(b, lang));
  });
}

/** Options of a select: each row's id and its name in the screen's language. */
export const optionsOf = (rows: readonly LocalRow[], lang: string) =>
  rows.map((r) => ({ value: r.id, label: displayName(r, lang) }));
