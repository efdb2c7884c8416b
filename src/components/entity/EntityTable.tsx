import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconChevronDown,
  IconChevronUp,
  IconCloudUpload,
  IconSelector,
  IconTrash,
} from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import type { LocalRow } from '@/data/db';
import { Cell } from './Cell';
import { displayName, type ColumnContext, type ColumnSpec } from './columns';
import classes from './entity.module.css';
import type { SortState } from './list-query';
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

/**
 * The rows of the current page, with sortable headers and selection; a row opens the form, its
 * bin asks to delete it. Memoized: typing in the search box does not re-render the rows until the
 * search applies.
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
  const { t } = texts;
  const pageIds = items.map((r) => r.id);
  const onPage = pageIds.filter((id) => selected.has(id)).length;
  const theme = useMantineTheme();
  // Phones get no fixed column widths: the columns left after `hideOnPhone` share the screen.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(ctx.lang, { dateStyle: 'medium', timeStyle: 'short' }),
    [ctx.lang],
  );

  return (
    <Table.ScrollContainer minWidth={phone ? 320 : 640} type="native">
      <Table
        highlightOnHover
        verticalSpacing="xs"
        className={classes.table}
        data-testid="entity-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('entity:list.selectPage')}
                checked={items.length > 0 && onPage === items.length}
                indeterminate={onPage > 0 && onPage < items.length}
                onChange={(e) => onSelectRows(pageIds, e.currentTarget.checked)}
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
                  aria-sort={
                    dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined
                  }
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
        <Table.Tbody>
          {items.map((row) => {
            const name = displayName(row, ctx.lang);
            const isSelected = selected.has(row.id);
            return (
              <Table.Tr
                key={row.id}
                className={classes.row}
                data-selected={isSelected || undefined}
                onClick={() => onOpen(row)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && e.target === e.currentTarget) onOpen(row);
                }}
                tabIndex={0}
                aria-label={canWrite ? t('entity:list.editRow', { name }) : name}
                data-testid="entity-row"
              >
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Checkbox
                    aria-label={t('entity:list.selectRow', { name })}
                    checked={isSelected}
                    onChange={() => onToggleRow(row.id)}
                  />
                </Table.Td>
                {columns.map((col, i) => (
                  <Table.Td
                    key={col.key}
                    className={col.hideOnPhone ? classes.hideOnPhone : undefined}
                  >
                    {i === 0 && pending.has(row.id) ? (
                      <Group gap={6} wrap="nowrap">
                        <Cell column={col} row={row} ctx={ctx} texts={texts} dateTime={dateTime} />
                        <Tooltip label={t('entity:list.pendingHint')}>
                          <Badge
                            size="xs"
                            variant="light"
                            color="orange"
                            leftSection={<IconCloudUpload size={10} />}
                            data-testid="pending-badge"
                          >
                            {t('entity:list.pending')}
                          </Badge>
                        </Tooltip>
                      </Group>
                    ) : (
                      <Cell column={col} row={row} ctx={ctx} texts={texts} dateTime={dateTime} />
                    )}
                  </Table.Td>
                ))}
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  {canWrite && (canDeleteRow?.(row) ?? true) ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('entity:list.deleteRow', { name })}
                      onClick={() => onDelete(row)}
                      data-testid="row-delete"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
