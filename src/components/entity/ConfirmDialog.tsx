import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  /** A warning under the message (e.g. what still refers to the rows to delete). */
  note?: ReactNode;
  /** Text of the confirm button. */
  confirmLabel: ReactNode;
  /** Red confirm button, for what cannot be undone. */
  danger?: boolean;
  /** Shows the confirm button as busy while the work runs. */
  busy?: boolean;
  /** The action cannot go ahead (the note says why). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something is dropped or deleted. */
export function ConfirmDialog({
  opened,
  title,
  message,
  note,
  confirmLabel,
  danger = false,
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('entity');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      zIndex={400}
      data-testid="confirm-dialog"
    >
      <Text size="sm">{message}</Text>
      {note ? (
        <Alert
          color="orange"
          variant="light"
          mt="sm"
          icon={<IconAlertTriangle size={18} />}
          data-testid="confirm-note"
        >
          {note}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          onClick={onConfirm}
          loading={busy}
          disabled={confirmDisabled}
          data-testid="confirm-ok"
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
