import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '@/data/db';
import { useAction } from '@/shared/useAction';

/**
 * A change of this request the server refused: why, in the user's words, and a way to drop it and
 * see the request as it now is. Until then the request shows the change, as the device made it.
 */
export function RefusedChange({
  entry,
  onDiscard,
}: {
  entry: OutboxEntry;
  onDiscard: (entry: OutboxEntry) => Promise<void>;
}) {
  const { t } = useTranslation(['transfers', 'errors']);
  const discard = useAction(onDiscard, { failed: t('transfers:actions.failed') });
  const code = entry.error?.code;
  const reason = code
    ? t(`errors:codes.${code}`, { defaultValue: t('transfers:refused.unknown') })
    : t('transfers:refused.unknown');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('transfers:refused.title')}
      data-testid="request-refused"
      data-code={code ?? ''}
    >
      <Text size="sm">{reason}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t('transfers:refused.help')}
      </Text>
      <Button
        mt="sm"
        size="compact-sm"
        color="red"
        variant="light"
        loading={discard.busy}
        onClick={() => void discard.run(entry)}
        data-testid="request-refused-discard"
      >
        {t('transfers:refused.discard')}
      </Button>
    </Alert>
  );
}
