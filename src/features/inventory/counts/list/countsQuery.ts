import type { CountStatus } from '@contract/counts';
import { sliceOf, type ListSlice } from '@/components/list/listSlice';

export const countSorts = ['cutoff_desc', 'cutoff_asc', 'name', 'status'] as const;
export type CountSort = (typeof countSorts)[number];

export interface CountsQuery {
  search: string;
  status: CountStatus | null;
  sort: CountSort;
  page: number;
  pageSize: number;
}

interface CountLike {
  name: string;
  status: CountStatus;
  cutoff_at: string;
}

const statusOrder: Record<CountStatus, number> = {
  submitted: 0,
  sent_back: 1,
  counting: 2,
  approved: 3,
};

/** The counts one page of the list shows, and how many match in all. */
export function queryCounts<T extends CountLike>(
  rows: readonly T[],
  q: CountsQuery,
  nameOf: (row: T) => string = (r) => r.name,
): ListSlice<T> {
  const needle = q.search.trim().toLocaleLowerCase();
  const matching = rows.filter(
    (r) =>
      (q.status === null || r.status === q.status) &&
      (!needle || nameOf(r).toLocaleLowerCase().includes(needle)),
  );
  const by: Record<CountSort, (a: T, b: T) => number> = {
    cutoff_desc: (a, b) => b.cutoff_at.localeCompare(a.cutoff_at),
    cutoff_asc: (a, b) => a.cutoff_at.localeCompare(b.cutoff_at),
    name: (a, b) => nameOf(a).localeCompare(nameOf(b)),
    status: (a, b) =>
      statusOrder[a.status] - statusOrder[b.status] || b.cutoff_at.localeCompare(a.cutoff_at),
  };
  return sliceOf([...matching].sort(by[q.sort]), q.page, q.pageSize);
}
