import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { cellText, type ColumnContext, type ColumnSpec } from './columns';
import type { EntityTexts } from './useEntityTexts';

interface CellProps {
  column: ColumnSpec;
  row: Record<string, unknown>;
  ctx: ColumnContext;
  texts: EntityTexts;
  /** Formats `updated_at` and other instants in the screen's language. */
  dateTime: Intl.DateTimeFormat;
}

/** One list cell, shown by the kind of its column. */
export function Cell({ column, row, ctx, texts, dateTime }: CellProps) {
  const value = row[column.key];
  switch (column.kind) {
    case 'boolean':
      if (typeof value !== 'boolean') return null;
      return column.key === 'is_active' ? (
        <Badge variant="light" color={value ? 'green' : 'gray'} size="sm">
          {value ? texts.t('entity:list.active') : texts.t('entity:list.inactive')}
        </Badge>
      ) : (
        <Text size="sm">{value ? texts.t('entity:list.yes') : texts.t('entity:list.no')}</Text>
      );
    case 'color':
      return typeof value === 'string' && value ? (
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={value} size={16} aria-hidden />
          <Text size="xs" c="dimmed" ff="monospace" dir="ltr">
            {value}
          </Text>
        </Group>
      ) : null;
    case 'datetime': {
      const ms = typeof value === 'string' ? Date.parse(value) : NaN;
      return Number.isNaN(ms) ? null : (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {dateTime.format(ms)}
        </Text>
      );
    }
    case 'name': {
      const text = cellText(column, row, ctx);
      return (
        <Text size="sm" fw={500} lineClamp={2}>
          <bdi>{text}</bdi>
        </Text>
      );
    }
    case 'number':
      return (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {typeof value === 'number' ? value.toLocaleString(ctx.lang) : ''}
        </Text>
      );
    default: {
      const text = cellText(column, row, ctx);
      return (
        // <bdi>: a Latin name or a phone number keeps its own direction on a right-to-left page,
        // while the cell stays aligned with the page.
        <Text size="sm" lineClamp={2}>
          <bdi>{text}</bdi>
        </Text>
      );
    }
  }
}
