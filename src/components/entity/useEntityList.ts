import type { ResourceDef } from '@contract/registry';
import { useCallback, useMemo, useState } from 'react';
import type { LocalRow } from '@/data/db';
import { sortValue, type ColumnContext, type ColumnSpec } from './columns';
import { fieldMap } from './fields';
import { toRowFilters } from './filters';
import {
  buildSearchIndex,
  filterRows,
  pageOf,
  sortRows,
  type SortState,
  type SortValue,
} from './list-query';

export const PAGE_SIZES = [25, 50, 100, 200] as const;

/**
 * The state of a list (search, filters, sort, page, selection) and the rows it shows. Each step is
 * memoized on its own inputs, so a keystroke re-runs the search but not the default ordering, and
 * turning a page re-runs nothing but the slice.
 */
export function useEntityList(
  def: ResourceDef,
  rows: readonly LocalRow[],
  columns: readonly ColumnSpec[],
  ctx: ColumnContext,
) {
  // The rows follow the typed text in the same render, not in a deferred one: filtering tens of
  // thousands of rows takes a few milliseconds, cheaper than rendering the screen a second time.
  const [search, setSearchText] = useState('');
  const [filters, setFilterValues] = useState<Record<string, string | null>>({});
  const [sort, setSortState] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  const collator = useMemo(
    () => new Intl.Collator(ctx.lang, { numeric: true, sensitivity: 'base' }),
    [ctx.lang],
  );
  const specs = useMemo(() => fieldMap(def), [def]);

  // The resource's own order (e.g. sort_order), then name: what the list shows before any click.
  const ordered = useMemo(() => {
    const byName = sortRows(rows, (r) => (r.name as SortValue) ?? null, 'asc', collator);
    const key = def.sort;
    return key === 'name'
      ? byName
      : sortRows(byName, (r) => (r[key] as SortValue) ?? null, 'asc', collator);
  }, [rows, def.sort, collator]);
  const index = useMemo(() => buildSearchIndex(ordered, def.search), [ordered, def.search]);
  const rowFilters = useMemo(() => toRowFilters(filters, specs), [filters, specs]);
  const matching = useMemo(
    () => filterRows(ordered, index, search, rowFilters),
    [ordered, index, search, rowFilters],
  );
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column) return matching;
    return sortRows(matching, (r) => sortValue(column, r, ctx), sort.dir, collator);
  }, [matching, sort, columns, ctx, collator]);
  const current = useMemo(() => pageOf(sorted, page, pageSize), [sorted, page, pageSize]);

  const selectedRows = useMemo(
    () => (selected.size ? ordered.filter((r) => selected.has(r.id)) : []),
    [ordered, selected],
  );

  const setSearch = useCallback((value: string) => {
    setSearchText(value);
    setPage(1);
  }, []);
  const setFilter = useCallback((key: string, value: string | null) => {
    setFilterValues((f) => ({ ...f, [key]: value }));
    setPage(1);
  }, []);
  /** Ascending, then descending, then back to the default order. */
  const toggleSort = useCallback((key: string) => {
    setSortState((s) =>
      s?.key !== key ? { key, dir: 'asc' } : s.dir === 'asc' ? { key, dir: 'desc' } : null,
    );
  }, []);
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPage(1);
  }, []);
  const toggleRow = useCallback((id: string) => {
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const setRowsSelected = useCallback((ids: readonly string[], on: boolean) => {
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  }, []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);

  return {
    search,
    setSearch,
    filters,
    setFilter,
    filtered: search.trim() !== '' || rowFilters.length > 0,
    sort,
    toggleSort,
    page: current,
    setPage,
    pageSize,
    setPageSize,
    /** Every row matching the search and filters, in the order shown. */
    matching: sorted,
    total: ordered.length,
    selected,
    selectedRows,
    toggleRow,
    setRowsSelected,
    clearSelection,
  };
}

export type EntityListState = ReturnType<typeof useEntityList>;
