import { pageOf } from '@/components/entity/list-query';

/** One page of a list searched and sorted on the device, and where it stands among the others. */
export interface ListSlice<T> {
  rows: T[];
  /** How many rows match, over all pages. */
  total: number;
  pages: number;
  /** The page shown, moved back inside the range when rows went away. */
  page: number;
  /** Rows per page. */
  limit: number;
}

/** The page of already sorted rows the user asked for. */
export function sliceOf<T>(sorted: readonly T[], page: number, pageSize: number): ListSlice<T> {
  const { items, pages, page: shown } = pageOf(sorted, page, pageSize);
  return { rows: items, total: sorted.length, pages, page: shown, limit: pageSize };
}
