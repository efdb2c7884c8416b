import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The body of the "new version" toast: the user decides when to reload, never the app. */
export function UpdatePrompt({
  onReload,
  onLater,
}: {
  onReload: () => Promise<void>;
  onLater: () => void;
}) {
  const { t } = useTranslation('shell');
  const [reloading, setReloading] = useState(false);
  return (
    <div data-testid="pwa-update">
      <Text size="sm" mb="xs">
        {t('pwa.updateBody')}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            void onReload().catch(() => setReloading(false));
          }}
          data-testid="pwa-reload"
        >
          {t('pwa.reload')}
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={onLater}>
          {t('pwa.later')}
        </Button>
      </Group>
    </div>
  );
}
