import { Button, Group, Modal, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RerunDialogProps {
  opened: boolean;
  /** The period as the user reads it. */
  period: string;
  /** A location's name, or null for all synced locations. */
  location: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a period is sent again: the accounting system gets its summaries once more. */
export function RerunDialog({
  opened,
  period,
  location,
  busy,
  onConfirm,
  onCancel,
}: RerunDialogProps) {
  const { t } = useTranslation('dailySync');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('run.title')}
      centered
      data-testid="daily-sync-rerun-dialog"
    >
      <Text size="sm">{t('run.body', { period, where: location ?? t('run.allLocations') })}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('run.cancel')}
        </Button>
        <Button
          leftSection={<IconSend size={16} />}
          onClick={onConfirm}
          loading={busy}
          data-testid="daily-sync-rerun-confirm"
        >
          {t('run.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
