import { ActionIcon, Badge, Group, Table, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconTrash } from '@tabler/icons-react';
import { memo, type MouseEvent } from 'react';
import type { LocalRow } from '@/data/db';
import { Cell } from './Cell';
import { displayName, type ColumnContext, type ColumnSpec } from './columns';
import classes from './entity.module.css';
import { RowCheckbox } from './RowCheckbox';
import type { EntityTexts } from './useEntityTexts';

interface EntityRowProps {
  row: LocalRow;
  columns: readonly ColumnSpec[];
  ctx: ColumnContext;
  texts: EntityTexts;
  selected: boolean;
  /** The row has changes not yet on the server. */
  pending: boolean;
  canWrite: boolean;
  /** The user may delete this row. */
  deletable: boolean;
  onToggleRow: (id: string) => void;
  onOpen: (row: LocalRow) => void;
  onDelete: (row: LocalRow) => void;
}

const stop = (e: MouseEvent) => e.stopPropagation();
// Mantine's table styling (row borders, hover, cell padding) by its classes, on plain elements:
// a page has a few hundred cells, rendered again on each keystroke of a search.
const td = Table.classes.td;
const tdHiddenOnPhone = `${td} ${classes.hideOnPhone}`;

function PendingBadge({ texts }: { texts: EntityTexts }) {
  return (
    <Tooltip label={texts.t('entity:list.pendingHint')}>
      <Badge
        size="xs"
        variant="light"
        color="orange"
        leftSection={<IconCloudUpload size={10} />}
        data-testid="pending-badge"
      >
        {texts.t('entity:list.pending')}
      </Badge>
    </Tooltip>
  );
}

/** One row of the list: a click (or Enter) opens it, its checkbox selects it, its bin deletes it. */
export const EntityRow = memo(function EntityRow({
  row,
  columns,
  ctx,
  texts,
  selected,
  pending,
  canWrite,
  deletable,
  onToggleRow,
  onOpen,
  onDelete,
}: EntityRowProps) {
  const { t } = texts;
  const name = displayName(row, ctx.lang);
  return (
    <tr
      className={`${Table.classes.tr} ${classes.row}`}
      data-with-row-border
      data-hover
      data-selected={selected || undefined}
      onClick={() => onOpen(row)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target === e.currentTarget) onOpen(row);
      }}
      tabIndex={0}
      aria-label={canWrite ? t('entity:list.editRow', { name }) : name}
      data-testid="entity-row"
    >
      <td className={td} onClick={stop}>
        <RowCheckbox
          label={t('entity:list.selectRow', { name })}
          checked={selected}
          onChange={() => onToggleRow(row.id)}
        />
      </td>
      {columns.map((col, i) => (
        <td key={col.key} className={col.hideOnPhone ? tdHiddenOnPhone : td}>
          {i === 0 && pending ? (
            <Group gap={6} wrap="nowrap">
              <Cell column={col} row={row} ctx={ctx} texts={texts} />
              <PendingBadge texts={texts} />
            </Group>
          ) : (
            <Cell column={col} row={row} ctx={ctx} texts={texts} />
          )}
        </td>
      ))}
      <td className={td} onClick={stop}>
        {deletable ? (
          <button
            type="button"
            className={`${ActionIcon.classes.root} ${classes.rowDelete} mantine-focus-auto`}
            aria-label={t('entity:list.deleteRow', { name })}
            onClick={() => onDelete(row)}
            data-testid="row-delete"
          >
            <IconTrash size={16} />
          </button>
        ) : null}
      </td>
    </tr>
  );
});
