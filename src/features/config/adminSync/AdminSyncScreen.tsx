import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OfflineAlert } from '@/components/OfflineAlert';
import { PermittedScreen } from '@/components/PermittedScreen';
import { MainTablesCard } from './MainTablesCard';
import { PublicationLog } from './PublicationLog';
import { PublishCard } from './PublishCard';
import { useBrowserOnline } from './data/calls';

/**
 * `/dashboard/config/admin-sync`: publishing the catalogue to the tills. What to publish, what
 * changed since the last version (shown before the button), the log of versions, and the rebuild of
 * the sales figures. Reads stay on screen offline with their time; publishing and rebuilding need
 * the network, and the screen says so plainly.
 */
export function AdminSyncScreen() {
  const { t } = useTranslation('config-sync');
  return (
    <PermittedScreen
      title={t('title')}
      description={t('description')}
      permission="sync.admin"
      forbiddenTestId="sync-no-access"
    >
      <AdminSync />
    </PermittedScreen>
  );
}

function AdminSync() {
  const { t } = useTranslation('config-sync');
  const online = useBrowserOnline();
  return (
    <Stack gap="lg">
      {online ? null : (
        <OfflineAlert title={t('offline.title')} data-testid="sync-offline">
          {t('offline.body')}
        </OfflineAlert>
      )}
      <PublishCard online={online} />
      <PublicationLog />
      <MainTablesCard online={online} />
    </Stack>
  );
}
