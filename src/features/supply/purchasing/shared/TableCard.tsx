import { Card, Table } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyList } from './EmptyList';

/**
 * The card a purchasing list sits in: its table, scrolling sideways on a narrow phone, or what the
 * list says when nothing is in it.
 */
export function TableCard({
  empty,
  emptyIcon,
  emptyText,
  children,
}: {
  empty: boolean;
  emptyIcon: Icon;
  emptyText: string;
  /** The table. */
  children: ReactNode;
}) {
  return (
    <Card withBorder padding={0} radius="md">
      {empty ? (
        <EmptyList icon={emptyIcon} text={emptyText} />
      ) : (
        <Table.ScrollContainer minWidth={320}>{children}</Table.ScrollContainer>
      )}
    </Card>
  );
}
