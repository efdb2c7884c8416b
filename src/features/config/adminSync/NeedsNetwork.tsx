import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Beside a button that is off while offline: why it is off. */
export function NeedsNetwork() {
  const { t } = useTranslation('config-sync');
  return (
    <Group gap={4} wrap="nowrap" c="orange" data-testid="sync-needs-network">
      <IconWifiOff size={14} aria-hidden />
      <Text size="xs" c="orange">
        {t('needsNetwork')}
      </Text>
    </Group>
  );
}
