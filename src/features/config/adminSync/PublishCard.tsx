import {
  Alert,
  Button,
  Card,
  Center,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueParts, type PublishedPart } from '@contract/adminSync';
import { toast } from '@/shared/toast';
import { useAction } from '@/shared/useAction';
import { AsOf } from '@/components/reports/AsOf';
import { unreachable, useAdminSyncWrites, usePublishPreview } from './data/calls';
import { ChangeList } from './ChangeList';
import { NeedsNetwork } from './NeedsNetwork';
import { inOrder } from './parts';
import { PartPicker } from './PartPicker';

/** Choose the parts, see what changed since the last version, publish them as the next one. */
export function PublishCard({ online }: { online: boolean }) {
  const { t } = useTranslation('config-sync');
  const writes = useAdminSyncWrites();
  const [checked, setChecked] = useState<Set<PublishedPart>>(() => new Set(catalogueParts));
  const [note, setNote] = useState('');
  const parts = inOrder(checked);
  const preview = usePublishPreview(parts);

  const publishing = useAction(
    async () => {
      const reply = await writes.publish({
        parts,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      setNote('');
      // Said by hand, with its id: a second version published replaces the first one's toast.
      toast.success(t('publish.done', { version: reply.publication.version }), {
        id: 'sync-published',
      });
      await writes.refreshPublished();
    },
    {
      failed: t('publish.failed'),
      why: (error) => (unreachable(error) ? t('publish.offline') : null),
    },
  );

  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h4" mb="md">
        {t('parts.title')}
      </Title>
      <PartPicker checked={checked} onChange={setChecked} />
      <Divider my="md" />
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={3} size="h4">
          {t('changes.title')}
        </Title>
        <AsOf asOf={preview.asOf} stale={preview.stale} refreshing={preview.refreshing} />
      </Group>
      {parts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('changes.pickSome')}
        </Text>
      ) : preview.data ? (
        <ChangeList preview={preview.data} />
      ) : preview.loading ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('changes.loading')} />
        </Center>
      ) : (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Text size="sm">{t('changes.unavailable')}</Text>
        </Alert>
      )}
      <Divider my="md" />
      <Stack gap="sm">
        <TextInput
          label={t('publish.note')}
          placeholder={t('publish.notePlaceholder')}
          value={note}
          maxLength={300}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-testid="sync-note"
        />
        <Group gap="sm">
          <Button
            leftSection={<IconSend size={16} />}
            onClick={() => void publishing.run()}
            loading={publishing.busy}
            disabled={!online || parts.length === 0}
            data-testid="sync-publish"
          >
            {t('publish.button')}
          </Button>
          {online ? null : <NeedsNetwork />}
        </Group>
      </Stack>
    </Card>
  );
}
