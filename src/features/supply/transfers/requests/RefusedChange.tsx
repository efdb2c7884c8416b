import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '@/data/db';

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
  const [busy, setBusy] = useState(false);
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
        loading={busy}
        onClick={() => {
          setBusy(true);
          void onDiscard(entry).finally(() => setBusy(false));
        }}
        data-testid="request-refused-discard"
      >
        {t('transfers:refused.discard')}
      </Button>
    </Alert>
  );
}
