import { pendingRequestStatuses, type OrderRequestStatus } from '@contract/transfers';
import { sliceOf, type ListSlice } from '@/components/list/listSlice';

export const listSorts = ['newest', 'oldest', 'number', 'place'] as const;
export type ListSort = (typeof listSorts)[number];

export interface ListQuery<S extends string> {
  search: string;
  /** A status filter: `all`, or one the `matches` function knows. */
  filter: S | 'all';
  sort: ListSort;
  page: number;
  pageSize: number;
}

interface DocumentLike {
  number: string;
  note: string;
  created_at: string;
}

/**
 * One page of a document list: searched on its number, the other place's name and the note,
 * filtered, sorted, paged. `place` names the other side of a document.
 */
export function queryDocuments<T extends DocumentLike, S extends string>(
  rows: readonly T[],
  q: ListQuery<S>,
  place: (row: T) => string,
  matches: (row: T, filter: S) => boolean,
): ListSlice<T> {
  const needle = q.search.trim().toLocaleLowerCase();
  const found = rows.filter(
    (r) =>
      (q.filter === 'all' || matches(r, q.filter)) &&
      (!needle ||
        [r.number, place(r), r.note].some((text) => text.toLocaleLowerCase().includes(needle))),
  );
  const by: Record<ListSort, (a: T, b: T) => number> = {
    newest: (a, b) => b.created_at.localeCompare(a.created_at),
    oldest: (a, b) => a.created_at.localeCompare(b.created_at),
    // A document made offline has no number yet: it goes last, the newest of them first.
    number: (a, b) =>
      (a.number || '\uffff').localeCompare(b.number || '\uffff') ||
      b.created_at.localeCompare(a.created_at),
    place: (a, b) => place(a).localeCompare(place(b)) || b.created_at.localeCompare(a.created_at),
  };
  return sliceOf([...found].sort(by[q.sort]), q.page, q.pageSize);
}

/** The order requests list's filter (SPEC section 2): Completed, or Pending (not yet received). */
export function requestMatches(
  row: { status: OrderRequestStatus },
  filter: 'completed' | 'pending',
): boolean {
  return filter === 'completed'
    ? row.status === 'completed'
    : pendingRequestStatuses.includes(row.status);
}
