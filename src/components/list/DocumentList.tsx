import { Group, Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchInput } from '@/components/entity/SearchInput';
import { Pager } from './Pager';
import type { ListSlice } from './listSlice';

interface ListFiltersProps<S extends string> {
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder: string;
  /** How narrow the search box may get before the row wraps. */
  searchBasis?: string;
  searchTestId: string;
  /** Filters before the search box (a segmented control, say). */
  leading?: ReactNode;
  /** Filters between the search box and the sort. */
  children?: ReactNode;
  sort: SortChoice<S>;
}

interface SortChoice<S extends string> {
  label: string;
  value: S;
  options: readonly S[];
  labelOf: (value: S) => string;
  onChange: (value: S) => void;
  width: number;
}

/**
 * The row over a list of documents: search, the list's own filters, and its sort. The row wraps so
 * a phone gets one control a line; the search box takes what is left on wider screens.
 */
export function ListFilters<S extends string>({
  search,
  onSearch,
  searchPlaceholder,
  searchBasis = '14rem',
  searchTestId,
  leading,
  children,
  sort,
}: ListFiltersProps<S>) {
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      {leading}
      <SearchInput
        value={search}
        onChange={onSearch}
        placeholder={searchPlaceholder}
        style={{ flex: `1 1 ${searchBasis}` }}
        data-testid={searchTestId}
      />
      {children}
      <Select
        aria-label={sort.label}
        data={sort.options.map((s) => ({ value: s, label: sort.labelOf(s) }))}
        value={sort.value}
        onChange={(v) => sort.onChange((v as S | null) ?? sort.value)}
        allowDeselect={false}
        w={sort.width}
      />
    </Group>
  );
}

interface FilterSelectProps<V extends string> {
  label: string;
  /** The choice that filters nothing out, first in the list. */
  allLabel: string;
  options: readonly V[];
  labelOf: (value: V) => string;
  value: V | 'all';
  onChange: (value: V | 'all') => void;
  width: number;
  'data-testid'?: string;
}

/** A filter of a list by one field, with "all" as its own choice (never empty). */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  options,
  labelOf,
  value,
  onChange,
  width,
  ...rest
}: FilterSelectProps<V>) {
  return (
    <Select
      aria-label={label}
      data={[
        { value: 'all', label: allLabel },
        ...options.map((v) => ({ value: v, label: labelOf(v) })),
      ]}
      value={value}
      onChange={(v) => onChange((v as V | 'all' | null) ?? 'all')}
      allowDeselect={false}
      w={width}
      data-testid={rest['data-testid']}
    />
  );
}

interface ListPageProps {
  /** False while the rows are still being read: no "empty" note flashes before them. */
  loaded: boolean;
  /** Where the page shown stands: how many rows match, and the pages they fill. */
  slice: Omit<ListSlice<unknown>, 'rows'>;
  empty: ReactNode;
  onPage: (page: number) => void;
  testId: string;
  emptyTestId: string;
  /** The rows of this page. */
  children: ReactNode;
}

/** One page of a list of documents: its cards, a note when nothing matches, and the pager. */
export function ListPage({
  loaded,
  slice,
  empty,
  onPage,
  testId,
  emptyTestId,
  children,
}: ListPageProps) {
  return (
    <>
      <Stack gap="sm" data-testid={testId}>
        {loaded && slice.total === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid={emptyTestId}>
            {empty}
          </Text>
        ) : null}
        {children}
      </Stack>
      <Pager
        page={slice.page}
        limit={slice.limit}
        total={slice.total}
        onPage={onPage}
        hideWhenEmpty
      />
    </>
  );
}
