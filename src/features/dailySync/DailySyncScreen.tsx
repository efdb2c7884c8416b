import { Alert, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OfflineAlert } from '@/components/OfflineAlert';
import { PermittedScreen } from '@/components/PermittedScreen';
import { ConfigForm } from './ConfigForm';
import { useBrowserOnline, useDailySyncConfig, useDailySyncWrites } from './data/calls';
import { StatusCard } from './StatusCard';

/**
 * `/dashboard/sync/daily-sync`: where each location's daily summaries go, and whether each day's
 * arrived. The status reads stay on screen offline with their time; saving and re-running need the
 * network, and the screen says so instead of failing quietly.
 */
export function DailySyncScreen() {
  const { t } = useTranslation('dailySync');
  return (
    <PermittedScreen
      title={t('title')}
      description={t('description')}
      permission="sync.admin"
      forbiddenTestId="daily-sync-no-access"
    >
      <DailySync />
    </PermittedScreen>
  );
}

function DailySync() {
  const { t } = useTranslation('dailySync');
  const online = useBrowserOnline();
  const config = useDailySyncConfig();
  const { keepConfig: saved } = useDailySyncWrites();

  return (
    <Stack gap="lg">
      {online ? null : (
        <OfflineAlert title={t('offline.title')} data-testid="daily-sync-offline">
          {t('offline.body')}
        </OfflineAlert>
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
