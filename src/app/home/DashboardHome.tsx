import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { useSession } from '@/data/react';
import { LocationCard } from './LocationCard';
import { QuickLinks } from './QuickLinks';
import { SyncCard } from './SyncCard';

/** /dashboard until the KPI dashboard arrives: the location, the sync state and where to go. */
export function DashboardHome() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title={t('home.title')}
        description={
          user ? t('home.welcome', { name: user.username, business: user.business_name }) : null
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <LocationCard />
          <SyncCard />
        </SimpleGrid>
        <QuickLinks />
      </Stack>
    </>
  );
}
