import { Card, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { TodayCard } from './today/TodayCard';

/**
 * What a user who may not read sales figures sees instead of the dashboard's refused calls: what
 * waits for them today, and why the figures are not there.
 */
export function NoReportingAccess() {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <PageHeader title={t('title')} />
      <TodayCard />
      <Card mt="md" withBorder radius="md" padding="xl" data-testid="dashboard-no-access">
        <EmptyState
          icon={<IconLock size={28} />}
          withIndicatorBackground
          title={t('noAccess.title')}
          description={t('noAccess.body')}
        />
      </Card>
    </>
  );
}
