import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';

/** A transfers screen is about one location's goods: without one chosen there is nothing to show. */
export function NoLocation({ title }: { title: string }) {
  const { t } = useTranslation('transfers');
  return (
    <>
      <PageHeader title={title} />
      <Alert color="orange" variant="light">
        {t('noLocation')}
      </Alert>
    </>
  );
}
