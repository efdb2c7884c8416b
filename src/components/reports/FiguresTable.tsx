import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FiguresColumn<Row> {
  key: string;
  label: ReactNode;
  /** The cell: text or a formatted number. */
  value: (row: Row) => ReactNode;
  /** Numbers line up at the end side. */
  numeric?: boolean;
}

interface FiguresTableProps<Row> {
  /** Says what the table holds, for screen readers (a chart's title). */
  caption: string;
  columns: readonly FiguresColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  'data-testid'?: string;
}

/**
 * The figures behind a chart as a plain table: every number a chart draws is also readable as text,
 * by screen readers and by anyone who prefers numbers to bars.
 */
export function FiguresTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  ...rest
}: FiguresTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={320} data-testid={rest['data-testid']}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.numeric ? 'end' : 'start'}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Td
                  key={c.key}
                  ta={c.numeric ? 'end' : 'start'}
                  style={c.numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}
                >
                  {c.value(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
