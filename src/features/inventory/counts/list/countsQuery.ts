import type { CountStatus } from '@contract/counts';

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
): { rows: T[]; total: number; pages: number; page: number } {
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
  const sorted = [...matching].sort(by[q.sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / q.pageSize));
  const page = Math.min(Math.max(1, q.page), pages);
  return {
    rows: sorted.slice((page - 1) * q.pageSize, page * q.pageSize),
    total: sorted.length,
    pages,
    page,
  };
}
