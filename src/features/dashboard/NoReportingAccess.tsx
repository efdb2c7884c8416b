import { Card, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

/** What a user who may not read sales figures sees instead of the dashboard's refused calls. */
export function NoReportingAccess() {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <PageHeader title={t('title')} />
      <Card withBorder radius="md" padding="xl" data-testid="dashboard-no-access">
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
