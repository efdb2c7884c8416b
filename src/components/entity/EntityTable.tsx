import { Table, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { LocalRow } from '@/data/db';
import { type ColumnContext, type ColumnSpec } from './columns';
import classes from './entity.module.css';
import { EntityRow } from './EntityRow';
import type { SortState } from './list-query';
import { RowCheckbox } from './RowCheckbox';
import type { EntityTexts } from './useEntityTexts';

interface EntityTableProps {
  /** The rows of the current page. */
  items: readonly LocalRow[];
  selected: ReadonlySet<string>;
  sort: SortState | null;
  columns: readonly ColumnSpec[];
  ctx: ColumnContext;
  texts: EntityTexts;
  /** Ids of rows with changes not yet on the server. */
  pending: ReadonlySet<string>;
  canWrite: boolean;
  /** Whether this row may be deleted (row access); every row when not given. */
  canDeleteRow?: (row: LocalRow) => boolean;
  onToggleSort: (key: string) => void;
  onToggleRow: (id: string) => void;
  onSelectRows: (ids: readonly string[], on: boolean) => void;
  onOpen: (row: LocalRow) => void;
  onDelete: (row: LocalRow) => void;
}

function SortIcon({ dir }: { dir: 'asc' | 'desc' | null }) {
  const Icon = dir === 'asc' ? IconChevronUp : dir === 'desc' ? IconChevronDown : IconSelector;
  return <Icon size={14} stroke={1.5} aria-hidden />;
}

interface TableHeadProps {
  columns: readonly ColumnSpec[];
  sort: SortState | null;
  texts: EntityTexts;
  phone: boolean;
  canWrite: boolean;
  /** How many rows of the page are selected, out of how many. */
  selectedOnPage: number;
  onPage: number;
  onSelectPage: (on: boolean) => void;
  onToggleSort: (key: string) => void;
}

/** The header row; memoized, so it stays as it is while the rows follow the search. */
const TableHead = memo(function TableHead({
  columns,
  sort,
  texts,
  phone,
  canWrite,
  selectedOnPage,
  onPage,
  onSelectPage,
  onToggleSort,
}: TableHeadProps) {
  const { t } = texts;
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={40}>
          <RowCheckbox
            label={t('entity:list.selectPage')}
            checked={onPage > 0 && selectedOnPage === onPage}
            indeterminate={selectedOnPage > 0 && selectedOnPage < onPage}
            onChange={onSelectPage}
          />
        </Table.Th>
        {columns.map((col) => {
          const dir = sort?.key === col.key ? sort.dir : null;
          const label = texts.field(col.key);
          return (
            <Table.Th
              key={col.key}
              w={phone ? undefined : col.width}
              miw={phone ? undefined : col.minWidth}
              className={col.hideOnPhone ? classes.hideOnPhone : undefined}
              aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
            >
              {col.sortable ? (
                <UnstyledButton
                  className={classes.sortButton}
                  onClick={() => onToggleSort(col.key)}
                  data-testid={`sort-${col.key}`}
                >
                  <Text size="sm" fw={600} span>
                    {label}
                  </Text>
                  <SortIcon dir={dir} />
                </UnstyledButton>
              ) : (
                label
              )}
            </Table.Th>
          );
        })}
        <Table.Th w={canWrite ? 48 : 0}>
          <span className={classes.visuallyHidden}>{t('entity:list.actions')}</span>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
});

/**
 * The rows of the current page, with sortable headers and selection; a row opens the form, its
 * bin asks to delete it. Memoized, like its header and each row: a keystroke re-renders the rows
 * whose content changed, and a click on a checkbox only that row.
 */
export const EntityTable = memo(function EntityTable({
  items,
  selected,
  sort,
  columns,
  ctx,
  texts,
  pending,
  canWrite,
  canDeleteRow,
  onToggleSort,
  onToggleRow,
  onSelectRows,
  onOpen,
  onDelete,
}: EntityTableProps) {
  const theme = useMantineTheme();
  // Phones get no fixed column widths and tighter cells: the columns left after `hideOnPhone`
  // share the screen, and the name keeps room beside a price with its currency.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const selectedOnPage = items.filter((r) => selected.has(r.id)).length;
  // The page's rows for the header's checkbox, read when it is clicked: the header needs no new
  // callback (and no re-render) each time the page changes.
  const page = useRef(items);
  useLayoutEffect(() => {
    page.current = items;
  }, [items]);
  const selectPage = useCallback(
    (on: boolean) =>
      onSelectRows(
        page.current.map((r) => r.id),
        on,
      ),
    [onSelectRows],
  );

  return (
    <Table.ScrollContainer minWidth={phone ? 320 : 640} type="native">
      <Table
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing={phone ? 6 : 'xs'}
        className={classes.table}
        data-testid="entity-table"
      >
        <TableHead
          columns={columns}
          sort={sort}
          texts={texts}
          phone={phone}
          canWrite={canWrite}
          selectedOnPage={selectedOnPage}
          onPage={items.length}
          onSelectPage={selectPage}
          onToggleSort={onToggleSort}
        />
        <Table.Tbody>
          {items.map((row) => (
            <EntityRow
              key={row.id}
              row={row}
              columns={columns}
              ctx={ctx}
              texts={texts}
              selected={selected.has(row.id)}
              pending={pending.has(row.id)}
              canWrite={canWrite}
              deletable={canWrite && (canDeleteRow?.(row) ?? true)}
              onToggleRow={onToggleRow}
              onOpen={onOpen}
              onDelete={onDelete}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
