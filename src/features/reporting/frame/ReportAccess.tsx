import { Card, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

/** What a user who may not read reports sees instead of refused calls. */
export function NoReportAccess({ title }: { title: string }) {
  const { t } = useTranslation('reporting');
  return (
    <>
      <PageHeader title={title} />
      <Card withBorder radius="md" padding="xl" data-testid="report-no-access">
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
