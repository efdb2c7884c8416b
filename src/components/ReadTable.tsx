import { Alert, Card, Loader, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/errorMessage';
import type { ServerRead } from './reports/useServerRead';

/** What stands in for a server read that has nothing to show yet: why it failed, or a loader. */
export function ReadFallback({ error }: { error: Error | null }) {
  const { t } = useTranslation('errors');
  return error ? (
    <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
      {errorMessage(error, t)}
    </Alert>
  ) : (
    <Loader size="sm" />
  );
}

/**
 * A server-read list shown as a table in a card: the fallback until rows arrive, a line when there
 * are none, else the table (scrolling sideways below `minWidth`).
 */
export function ReadTable<R>({
  read,
  empty,
  minWidth,
  children,
}: {
  read: ServerRead<{ data: R[] }>;
  empty: string;
  minWidth: number;
  /** The `Table` of the rows. */
  children: (rows: R[]) => ReactNode;
}) {
  if (!read.data) return <ReadFallback error={read.error} />;
  if (read.data.data.length === 0) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Text c="dimmed">{empty}</Text>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding={0}>
      <Table.ScrollContainer minWidth={minWidth}>{children(read.data.data)}</Table.ScrollContainer>
    </Card>
  );
}
