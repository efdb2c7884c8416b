import { Alert, Button, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/errorMessage';
import { ApiError } from '@/data/api';
import type { ReadBody } from './useServerRead';

interface ReadStateProps<T> {
  read: ReadBody<T>;
  /** Height of the placeholder while nothing has arrived. */
  height: number;
  children: (data: T) => ReactNode;
}

/**
 * The body of a server read: a placeholder until figures arrive, a way to try again when none could
 * be read, else the figures (the last ones the device had when offline).
 */
export function ReadState<T>({ read, height, children }: ReadStateProps<T>) {
  const { t } = useTranslation('reports');
  if (read.data !== undefined) return <>{children(read.data)}</>;
  if (read.error && !read.loading) {
    // Offline with nothing saved for this choice: say so, rather than that something failed.
    const offline = read.error instanceof ApiError && read.error.kind === 'network';
    return (
      <RetryAlert offline={offline} onRetry={read.refetch} testId="read-failed">
        {offline ? errorMessage(read.error, t) : t('error')}
      </RetryAlert>
    );
  }
  return <Skeleton h={height} radius="md" />;
}

/** What could not be read or loaded, and a button to try again (orange when offline). */
export function RetryAlert({
  offline,
  onRetry,
  testId,
  children,
}: {
  offline: boolean;
  onRetry: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('reports');
  return (
    <Alert
      color={offline ? 'orange' : 'red'}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      data-testid={testId}
    >
      {children}{' '}
      <Button variant="subtle" size="compact-sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

/** Nothing sold in the period. */
export function EmptyFigures() {
  const { t } = useTranslation('reports');
  return (
    <Text size="sm" c="dimmed" py="xl" ta="center">
      {t('empty')}
    </Text>
  );
}
