import { Alert, Stack } from '@mantine/core';
import { IconLock, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import { useGrant } from '@/app/access';
import { PageHeader } from '@/components/PageHeader';
import { useBrowserOnline } from '@/data/live';
import { MainTablesCard } from './MainTablesCard';
import { PublicationLog } from './PublicationLog';
import { PublishCard } from './PublishCard';

/**
 * `/dashboard/config/admin-sync`: publishing the catalogue to the tills. What to publish, what
 * changed since the last version (shown before the button), the log of versions, and the rebuild of
 * the sales figures. Reads stay on screen offline with their time; publishing and rebuilding need
 * the network, and the screen says so plainly.
 */
export function AdminSyncScreen() {
  const { t } = useTranslation('config-sync');
  const grant = useGrant();
  const allowed = grant !== null && can(grant, 'sync.admin');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {allowed ? <AdminSync /> : <NoAccess />}
    </>
  );
}

function NoAccess() {
  const { t } = useTranslation('errors');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock size={18} />}
      data-testid="sync-no-access"
    >
      {t('codes.FORBIDDEN')}
    </Alert>
  );
}

function AdminSync() {
  const { t } = useTranslation('config-sync');
  const online = useBrowserOnline();
  return (
    <Stack gap="lg">
      {online ? null : (
        <Alert
          color="orange"
          variant="light"
          icon={<IconWifiOff size={18} />}
          title={t('offline.title')}
          data-testid="sync-offline"
        >
          {t('offline.body')}
        </Alert>
      )}
      <PublishCard online={online} />
      <PublicationLog />
      <MainTablesCard online={online} />
    </Stack>
  );
}
