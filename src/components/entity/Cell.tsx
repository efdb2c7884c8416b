import { Badge, ColorSwatch } from '@mantine/core';
import { cellText, type ColumnContext, type ColumnSpec } from './columns';
import classes from './entity.module.css';
import { dateTimeFormat } from '@/lib/formats';
import type { EntityTexts } from './useEntityTexts';

interface CellProps {
  column: ColumnSpec;
  row: Record<string, unknown>;
  ctx: ColumnContext;
  texts: EntityTexts;
}

const dateTimeStyle = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * One list cell, shown by the kind of its column. Plain elements with CSS classes rather than
 * Mantine components: a page of rows has a few hundred cells, re-rendered on every keystroke.
 */
export function Cell({ column, row, ctx, texts }: CellProps) {
  const value = row[column.key];
  switch (column.kind) {
    case 'boolean':
      if (typeof value !== 'boolean') return null;
      return column.key === 'is_active' ? (
        // Mantine's badge look (light, small) without a component per row.
        <span
          className={`${Badge.classes.root} ${classes.status}`}
          data-active={value || undefined}
        >
          {value ? texts.t('entity:list.active') : texts.t('entity:list.inactive')}
        </span>
      ) : value ? (
        texts.t('entity:list.yes')
      ) : (
        texts.t('entity:list.no')
      );
    case 'color':
      return typeof value === 'string' && value ? (
        <span className={classes.color}>
          <ColorSwatch color={value} size={16} aria-hidden />
          <span className={classes.code} dir="ltr">
            {value}
          </span>
        </span>
      ) : null;
    case 'datetime': {
      const ms = typeof value === 'string' ? Date.parse(value) : NaN;
      // <bdi>: an Arabic date carries right-to-left marks between its parts, which a left-to-right
      // page would otherwise reorder ("06/2026/12/").
      return Number.isNaN(ms) ? null : (
        <div className={classes.dimmed}>
          <bdi>{dateTimeFormat(ctx.lang, dateTimeStyle).format(ms)}</bdi>
        </div>
      );
    }
    case 'number':
    case 'money':
      return <div className={classes.number}>{cellText(column, row, ctx)}</div>;
    default:
      return (
        // <bdi>: a Latin name or a phone number keeps its own direction on a right-to-left page,
        // while the cell stays aligned with the page.
        <div className={column.kind === 'name' ? classes.name : classes.text}>
          <bdi>{cellText(column, row, ctx)}</bdi>
        </div>
      );
  }
}
