import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '@/data/db';
import type { OutboxActions } from '@/data/sync/actions';
import { useRowLabel } from './useRowLabel';
import { relativeTime } from '@/shared/relativeTime';

interface EntryRowProps {
  /** A queued change that is waiting or was refused. */
  entry: OutboxEntry;
  actions: OutboxActions;
  now: Date;
}

/** One queued change: what it is, when it was made, why it failed, and retry / discard. */
export function EntryRow({ entry, actions, now }: EntryRowProps) {
  const { t, i18n } = useTranslation(['sync', 'resources', 'errors']);
  const what = t(`resources:${entry.collection}.${entry.op === 'import' ? 'other' : 'one'}`, {
    defaultValue: entry.collection,
  });
  const reason = entry.error
    ? entry.error.code
      ? t(`errors:codes.${entry.error.code}`, { defaultValue: entry.error.message })
      : entry.error.message
    : null;
  // What the user can do about a refusal: said for the refusals that have a way out of their own.
  const remedy =
    entry.status === 'failed'
      ? t(`errors:remedies.${entry.error?.code ?? ''}`, { defaultValue: t('sync:failedRemedy') })
      : null;
  // An import is one queued call for many rows: it is named by how many.
  const label = useRowLabel(entry);
  const name =
    entry.op === 'import'
      ? t('sync:importRows', { count: 1 + (entry.rowIds?.length ?? 0) })
      : label;
  const discard = () =>
    modals.openConfirmModal({
      title: t('sync:discard.title'),
      children: <Text size="sm">{t('sync:discard.body', { what, name })}</Text>,
      labels: { confirm: t('sync:discard.confirm'), cancel: t('sync:discard.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'discard-confirm' },
      onConfirm: () => void actions.discard(entry.seq!),
    });

  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      data-testid={`sync-entry-${entry.status}`}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Badge
            size="xs"
            variant="light"
            color={entry.status === 'failed' ? 'red' : 'blue'}
            style={{ flexShrink: 0 }}
          >
            {t(`sync:op.${entry.op}`)}
          </Badge>
          <Text size="sm" fw={500} truncate data-testid="sync-entry-name">
            {what}: {name}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {relativeTime(entry.createdAt, now, i18n.language)}
          {entry.attempts > 0 ? ` · ${t('sync:attempts', { count: entry.attempts })}` : ''}
        </Text>
        {reason ? (
          <Text size="xs" c="red" data-testid="sync-entry-reason">
            {reason}
          </Text>
        ) : null}
        {remedy ? (
          <Text size="xs" data-testid="sync-entry-remedy">
            {remedy}
          </Text>
        ) : null}
      </Stack>
      <Group gap={4} wrap="nowrap">
        {entry.status === 'failed' ? (
          <Tooltip label={t('sync:retry')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('sync:retry')}
              onClick={() => void actions.retry(entry.seq!)}
            >
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        <Tooltip label={t('sync:discard.action')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('sync:discard.action')}
            data-testid="sync-discard"
            onClick={discard}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
