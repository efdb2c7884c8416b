import { Alert, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can } from '@contract/access';
import type { DailySyncConfigReply } from '@contract/dailySync';
import { useGrant } from '@/app/access';
import { PageHeader } from '@/components/PageHeader';
import { useServerRead } from '@/components/reports/useServerRead';
import { useBrowserOnline } from '@/data/live';
import { useBackhouse } from '@/data/react';
import { serverReadOptions } from '@/data/serverRead';
import { CONFIG_PATH } from './calls';
import { ConfigForm } from './ConfigForm';
import { StatusCard } from './StatusCard';

/**
 * `/dashboard/sync/daily-sync`: where each location's daily summaries go, and whether each day's
 * arrived. The status reads stay on screen offline with their time; saving and re-running need the
 * network, and the screen says so instead of failing quietly.
 */
export function DailySyncScreen() {
  const { t } = useTranslation('dailySync');
  const grant = useGrant();
  const allowed = grant !== null && can(grant, 'sync.admin');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {allowed ? <DailySync /> : <NoAccess />}
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
      data-testid="daily-sync-no-access"
    >
      {t('codes.FORBIDDEN')}
    </Alert>
  );
}

function DailySync() {
  const { t } = useTranslation('dailySync');
  const { api } = useBackhouse();
  const queryClient = useQueryClient();
  const online = useBrowserOnline();
  const config = useServerRead<DailySyncConfigReply>(CONFIG_PATH, {});
  const saved = (reply: DailySyncConfigReply) => {
    queryClient.setQueryData(
      serverReadOptions<DailySyncConfigReply>(api, CONFIG_PATH, {}).queryKey,
      {
        data: reply,
        asOf: new Date().toISOString(),
      },
    );
    void queryClient.invalidateQueries({ queryKey: ['server-read', '/daily-sync/days'] });
  };

  return (
    <Stack gap="lg">
      {online ? null : (
        <Alert
          color="orange"
          variant="light"
          icon={<IconWifiOff size={18} />}
          title={t('offline.title')}
          data-testid="daily-sync-offline"
        >
          {t('offline.body')}
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Title order={3} size="h4" mb="md">
          {t('config.title')}
        </Title>
        {config.data ? (
          <ConfigForm config={config.data} online={online} onSaved={saved} />
        ) : config.loading ? (
          <Center py="lg">
            <Loader size="sm" aria-label={t('config.loading')} />
          </Center>
        ) : (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            <Text size="sm">{t('config.unavailable')}</Text>
          </Alert>
        )}
      </Card>
      <StatusCard config={config.data} online={online} />
    </Stack>
  );
}
