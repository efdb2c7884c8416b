import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks why the supplier declined before the order is marked declined. */
export function DeclineDialog({
  opened,
  onClose,
  onDecline,
}: {
  opened: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
}) {
  const { t } = useTranslation('purchasing');
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={t('decline.title')} centered>
      <Textarea
        label={t('decline.reason')}
        placeholder={t('decline.placeholder')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={3}
        data-autofocus
        data-testid="decline-reason"
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={() => onDecline(reason.trim())} data-testid="decline-confirm">
          {t('actions.decline')}
        </Button>
      </Group>
    </Modal>
  );
}
