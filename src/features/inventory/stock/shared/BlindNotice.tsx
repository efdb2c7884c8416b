import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * What a user without `inventory.costs` sees where stock figures would be: the server refuses them
 * those reads, so nothing is asked for and the screen says why.
 */
export function BlindNotice() {
  const { t } = useTranslation('stock');
  return (
    <Card withBorder radius="md" padding="xl" data-testid="stock-blind">
      <Stack align="center" gap="sm" maw={520} mx="auto" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconEyeOff size={30} />
        </ThemeIcon>
        <Title order={3}>{t('blind.title')}</Title>
        <Text c="dimmed">{t('blind.message')}</Text>
      </Stack>
    </Card>
  );
}
