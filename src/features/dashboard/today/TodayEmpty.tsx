import { Card, EmptyState } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Nothing waits: said kindly, as the good news it is. */
export function TodayEmpty() {
  const { t } = useTranslation('today');
  return (
    <Card withBorder radius="md" padding="xl" data-testid="today-empty">
      <EmptyState
        icon={<IconMoodSmile size={28} />}
        withIndicatorBackground
        title={t('empty.title')}
        description={t('empty.body')}
      />
    </Card>
  );
}
