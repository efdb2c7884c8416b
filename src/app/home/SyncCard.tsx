import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../sync/useNow';
import { useSyncStatus } from '@/data/live';
import { relativeTime } from '../sync/relativeTime';
import classes from './home.module.css';

/** Online or offline, what waits to be sent, and when the last sync finished. */
export function SyncCard() {
  const { t, i18n } = useTranslation('shell');
  const status = useSyncStatus();
  const now = useNow();
  const Icon = !status.online ? IconCloudOff : status.syncing ? IconRefresh : IconCloudCheck;
  const stats = [
    { key: 'pending', value: status.pending, color: undefined },
    { key: 'failed', value: status.failed, color: status.failed ? 'red' : undefined },
    { key: 'conflicts', value: status.conflicts, color: status.conflicts ? 'orange' : undefined },
  ] as const;
  return (
    <Card data-testid="home-sync">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="xs">
          <Text fw={600}>{t('home.sync.title')}</Text>
          <Badge
            color={status.online ? 'green' : 'orange'}
            variant="light"
            radius="sm"
            data-testid="home-sync-state"
          >
            {status.online ? t('home.sync.online') : t('home.sync.offline')}
          </Badge>
        </Group>
        <ThemeIcon
          variant="light"
          radius="md"
          size={36}
          color={status.online ? undefined : 'orange'}
        >
          <Icon size={20} />
        </ThemeIcon>
      </Group>
      <SimpleGrid cols={3} spacing="sm">
        {stats.map((stat) => (
          <div key={stat.key} className={classes.stat}>
            <Text fz="xl" fw={700} c={stat.color}>
              {stat.value}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`home.sync.${stat.key}`)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="md">
        {status.lastSyncedAt
          ? t('home.sync.lastSynced', {
              when: relativeTime(status.lastSyncedAt, now, i18n.language),
            })
          : t('home.sync.never')}
      </Text>
    </Card>
  );
}
