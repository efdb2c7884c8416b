import { Alert, Button, Divider, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/shared/useNow';
import { useLocal } from '@/data/react';
import { useOutbox, useSyncStatus } from '@/data/live';
import { toast } from '@/shared/toast';
import { ConflictCard } from './ConflictCard';
import { groupEntries } from './describe';
import { EntryRow } from './EntryRow';
import { relativeTime } from '@/shared/relativeTime';

/** Lists every change not yet on the server: conflicts to settle, failures to retry, what waits. */
export function SyncPanel() {
  const { t, i18n } = useTranslation('sync');
  const local = useLocal();
  const status = useSyncStatus();
  const entries = useOutbox();
  const now = useNow();
  const { conflicts, failed, pending } = groupEntries(entries);
  if (!local) return null;
  const done = (message: string) => toast.success(message);

  return (
    <Stack gap="md" data-testid="sync-panel">
      {status.noReply ? (
        <Alert color="orange" icon={<IconCloudOff size={18} />} title={t('panel.noReplyTitle')}>
          {t('panel.noReplyBody')}
        </Alert>
      ) : !status.online ? (
        <Alert color="orange" icon={<IconCloudOff size={18} />} title={t('panel.offlineTitle')}>
          {t('panel.offlineBody')}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Stack gap={0}>
          <Text size="sm">
            {status.lastSyncedAt
              ? t('panel.lastSynced', {
                  when: relativeTime(status.lastSyncedAt, now, i18n.language),
                })
              : t('panel.neverSynced')}
          </Text>
          {status.retryAt ? (
            <Text size="xs" c="dimmed">
              {t('panel.retryAt', { when: relativeTime(status.retryAt, now, i18n.language) })}
            </Text>
          ) : null}
        </Stack>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={status.syncing}
          disabled={!status.leader}
          onClick={() => local.engine.kick('manual')}
          data-testid="sync-now"
        >
          {t('panel.syncNow')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah="calc(100dvh - 220px)">
        <Stack gap="lg">
          {entries.length === 0 ? (
            <Text c="dimmed" size="sm" data-testid="sync-empty">
              {t('panel.empty')}
            </Text>
          ) : null}
          {conflicts.length > 0 ? (
            <Stack gap="xs">
              <Title order={5}>{t('panel.conflicts', { count: conflicts.length })}</Title>
              {conflicts.map((entry) => (
                <ConflictCard key={entry.id} entry={entry} actions={local.actions} onDone={done} />
              ))}
            </Stack>
          ) : null}
          {failed.length > 0 ? (
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={5}>{t('panel.failed', { count: failed.length })}</Title>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => void local.actions.retryAll()}
                >
                  {t('panel.retryAll')}
                </Button>
              </Group>
              {failed.map((entry) => (
                <EntryRow key={entry.id} entry={entry} actions={local.actions} now={now} />
              ))}
            </Stack>
          ) : null}
          {pending.length > 0 ? (
            <Stack gap="xs">
              <Divider />
              <Title order={5}>{t('panel.pending', { count: pending.length })}</Title>
              {pending.map((entry) => (
                <EntryRow key={entry.id} entry={entry} actions={local.actions} now={now} />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
