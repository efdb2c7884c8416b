import { MAX_REPORT_PAGE } from '@contract/reports';
import type { ReadQuery } from '@/data/serverRead';

const pagingKeys: readonly string[] = ['page', 'limit', 'sort', 'dir'];
/** A report's query without its order and page: what a call that answers everything at once takes. */
export const withoutPaging = (query: ReadQuery): ReadQuery =>
  Object.fromEntries(Object.entries(query).filter(([key]) => !pagingKeys.includes(key)));

/**
 * A report's query for every row of its period in one page, largest first by `sort`: what a chart
 * beside the table reads (a menu's products, a business's channels: far under one page of 5000).
 */
export const everyRow = (query: ReadQuery, sort: string) => ({
  ...withoutPaging(query),
  sort,
  dir: 'desc' as const,
  page: 1,
  limit: MAX_REPORT_PAGE,
});

/**
 * Sorting and paging in the browser, for reports whose call answers the whole period at once
 * (issue 8's): the same order the server frame gives (server/reports/frame.ts `pageItems`), so a
 * report reads the same whichever side pages it. Rows without a value go last either way; ties keep
 * the order they came in.
 */
export function pageInMemory<Row>(
  items: readonly Row[],
  options: { sort: { key: string; dir: 'asc' | 'desc' }; page: number; limit: number },
): { items: Row[]; total: number; page: number; limit: number } {
  const { key, dir } = options.sort;
  const sign = dir === 'asc' ? 1 : -1;
  const valueOf = (row: Row) => (row as Record<string, unknown>)[key];
  const sorted = items
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined;
      const bEmpty = b.value === null || b.value === undefined;
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value));
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map((entry) => entry.row);
  const pages = Math.max(1, Math.ceil(sorted.length / options.limit));
  const page = Math.min(Math.max(1, options.page), pages);
  const start = (page - 1) * options.limit;
  return {
    items: sorted.slice(start, start + options.limit),
    total: sorted.length,
    page,
    limit: options.limit,
  };
}
