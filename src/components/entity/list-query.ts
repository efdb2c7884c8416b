/**
 * Search, filter, sort and paging of a list, in memory. Lists read every row of their collection
 * from the local store (that is what lets them work offline), so these run over up to tens of
 * thousands of rows on each keystroke: each step is one linear pass or one sort over precomputed
 * values, and the screen memoizes each step separately.
 */

export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: string;
  dir: SortDir;
}
export type SortValue = string | number | boolean | null;

/** A filter: rows whose field equals the value (or, for list fields, contains it). */
export interface RowFilter {
  key: string;
  value: string | number | boolean | null;
}

/** Case- and accent-insensitive form of text for matching ("Café" finds "cafe"). */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

const textOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object')
    return Object.values(value as object)
      .map(textOf)
      .join(' ');
  return String(value);
};

/**
 * What a row is found by: the resource's search fields plus its names in every language, so a
 * German name finds the row whatever language the screen is in.
 */
export function searchText(row: Record<string, unknown>, fields: readonly string[]): string {
  const parts = fields.map((f) => textOf(row[f]));
  if (row.name_localized) parts.push(textOf(row.name_localized));
  return normalizeText(parts.join('\n'));
}

/** One normalized haystack per row, aligned with `rows`. */
export function buildSearchIndex(
  rows: readonly Record<string, unknown>[],
  fields: readonly string[],
): string[] {
  return rows.map((row) => searchText(row, fields));
}

export function searchTerms(search: string): string[] {
  return normalizeText(search).split(/\s+/).filter(Boolean);
}

function matchesFilter(row: Record<string, unknown>, filter: RowFilter): boolean {
  const value = row[filter.key];
  if (Array.isArray(value)) return value.includes(filter.value);
  if (filter.value === null) return value === null || value === undefined || value === '';
  return value === filter.value;
}

/** Rows having every search term somewhere in their haystack and passing every filter. */
export function filterRows<T extends Record<string, unknown>>(
  rows: readonly T[],
  index: readonly string[],
  search: string,
  filters: readonly RowFilter[] = [],
): T[] {
  const terms = searchTerms(search);
  if (terms.length === 0 && filters.length === 0) return rows.slice();
  const out: T[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const hay = index[i] ?? '';
    if (terms.every((t) => hay.includes(t)) && filters.every((f) => matchesFilter(row, f)))
      out.push(row);
  }
  return out;
}

const isMissing = (v: SortValue) => v === null || v === '';

/**
 * Sorts by one value per row; stable, so rows with equal values keep their order (the caller passes
 * rows already in the default order). Empty values go last in both directions.
 */
export function sortRows<T>(
  rows: readonly T[],
  valueOf: (row: T) => SortValue,
  dir: SortDir,
  collator: Intl.Collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }),
): T[] {
  const values = rows.map(valueOf);
  const order = rows.map((_, i) => i);
  const sign = dir === 'asc' ? 1 : -1;
  order.sort((a, b) => {
    const va = values[a]!;
    const vb = values[b]!;
    const ma = isMissing(va);
    const mb = isMissing(vb);
    if (ma || mb) return ma === mb ? 0 : ma ? 1 : -1;
    if (typeof va === 'string' && typeof vb === 'string') return sign * collator.compare(va, vb);
    if (va === vb) return 0;
    return sign * (va! < vb! ? -1 : 1);
  });
  return order.map((i) => rows[i]!);
}

export interface Page<T> {
  items: T[];
  /** The page shown, 1-based, moved back inside the range when rows went away. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last row shown, 0 when there are none. */
  from: number;
  to: number;
}

export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): Page<T> {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * pageSize;
  const items = rows.slice(start, start + pageSize);
  return {
    items,
    page: current,
    pages,
    from: items.length ? start + 1 : 0,
    to: start + items.length,
  };
}
