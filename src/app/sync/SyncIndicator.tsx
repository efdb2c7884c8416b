import { Badge, Button, Tooltip } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '@/data/react';

/** Header indicator: online or offline, changes waiting, last sync. Opens the sync panel. */
export function SyncIndicator() {
  const { t } = useTranslation('sync');
  const status = useSyncStatus();
  const waiting = status.pending + status.failed + status.conflicts;
  const icon = !status.online ? (
    <IconCloudOff size={18} />
  ) : status.syncing ? (
    <IconRefresh size={18} />
  ) : (
    <IconCloudCheck size={18} />
  );
  return (
    <Tooltip label={status.online ? t('indicator.online') : t('indicator.offline')}>
      <Button
        variant="subtle"
        color={status.failed + status.conflicts > 0 ? 'red' : status.online ? 'gray' : 'orange'}
        leftSection={icon}
        data-testid="sync-indicator"
        data-online={status.online}
        data-pending={waiting}
        rightSection={waiting > 0 ? <Badge size="sm">{waiting}</Badge> : null}
      >
        {status.online ? t('indicator.online') : t('indicator.offline')}
      </Button>
    </Tooltip>
  );
}
