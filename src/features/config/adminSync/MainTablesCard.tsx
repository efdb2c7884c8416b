import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateMainTablesReply } from '@contract/adminSync';
import { toast } from '@/shared/toast';
import { useAction } from '@/shared/useAction';
import { numberFormat } from '@/lib/formats';
import { unreachable, useAdminSyncWrites } from './data/calls';
import { NeedsNetwork } from './NeedsNetwork';

/** `update-main-tables`: rebuild the sales and stock figures from their facts, and what that did. */
export function MainTablesCard({ online }: { online: boolean }) {
  const { t, i18n } = useTranslation('config-sync');
  const writes = useAdminSyncWrites();
  const [result, setResult] = useState<UpdateMainTablesReply | null>(null);
  const number = numberFormat(i18n.resolvedLanguage ?? 'en');

  const rebuild = useAction(
    async () => {
      setResult(await writes.updateMainTables());
      // Said by hand, with its id: a second rebuild replaces the first one's toast.
      toast.success(t('mainTables.done'), { id: 'sync-main-tables' });
      await writes.refreshFigures();
    },
    {
      failed: t('mainTables.failed'),
      why: (error) => (unreachable(error) ? t('mainTables.offline') : null),
    },
  );

  const salesRows = result ? Object.values(result.sales).reduce((s, n) => s + n, 0) : 0;
  const figures: Array<[string, number]> = result
    ? [
        ['invoices', result.invoices],
        ['salesRows', salesRows],
        ['stockMovements', result.stock_movements],
        ['stockBalances', result.stock_balances],
        ['stockDaily', result.stock_daily],
      ]
    : [];
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h4" mb={4}>
        {t('mainTables.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('mainTables.description')}
      </Text>
      <Stack gap="md">
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void rebuild.run()}
            loading={rebuild.busy}
            disabled={!online}
            data-testid="sync-main-tables"
          >
            {t('mainTables.button')}
          </Button>
          {online ? null : <NeedsNetwork />}
        </Group>
        {result ? (
          <Stack gap="xs" data-testid="sync-main-tables-result">
            <Text size="sm" fw={500}>
              {t('mainTables.result', { seconds: (result.took_ms / 1000).toFixed(1) })}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
              {figures.map(([key, value]) => (
                <div key={key}>
                  <Text size="xs" c="dimmed">
                    {t(`mainTables.${key}`)}
                  </Text>
                  <Text fw={600}>{number.format(value)}</Text>
                </div>
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
