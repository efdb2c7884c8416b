import { Alert, Button, Skeleton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/app/errors/errorMessage';
import type { ServerRead } from '@/components/reports/useServerRead';
import { ApiError } from '@/data/api';

/**
 * The body of a server read: a placeholder until figures arrive, a way to try again when none could
 * be read (offline with nothing saved says so), else the figures.
 */
export function ReadState<T>({
  read,
  height,
  children,
}: {
  read: ServerRead<T>;
  height: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('reports');
  if (read.data !== undefined) return <>{children(read.data)}</>;
  if (read.error && !read.loading) {
    const offline = read.error instanceof ApiError && read.error.kind === 'network';
    return (
      <Alert
        color={offline ? 'orange' : 'red'}
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        data-testid="read-failed"
      >
        {offline ? errorMessage(read.error, t) : t('error')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={read.refetch}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return <Skeleton h={height} radius="md" />;
}
