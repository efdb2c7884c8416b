import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AsOf } from '@/components/reports/AsOf';
import type { Materials, StockOnHand } from '../data/reads';

/** The green coffee the roastery holds, from the server's stock (kept for offline, with "as of"). */
export function GreenCoffee({
  greens,
  materials,
  stock,
}: {
  greens: readonly string[];
  materials: Materials;
  stock: StockOnHand;
}) {
  const { t } = useTranslation('production');
  const below = new Set(
    (stock.read.data?.items ?? []).filter((i) => i.below_minimum).map((i) => i.material_id),
  );
  return (
    <Card withBorder radius="md" p="sm" data-testid="green-coffee">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Text fw={600}>{t('roastery.green')}</Text>
        {stock.allowed ? (
          <AsOf
            asOf={stock.read.asOf}
            stale={stock.read.stale}
            refreshing={stock.read.refreshing}
          />
        ) : null}
      </Group>
      {!stock.allowed ? (
        <Text size="sm" c="dimmed">
          {t('create.blind')}
        </Text>
      ) : greens.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('roastery.noGreen')}
        </Text>
      ) : (
        <Stack gap={6}>
          {greens.map((id) => (
            <Group key={id} justify="space-between" wrap="nowrap" gap="xs" data-testid="green-row">
              <Text size="sm" style={{ minWidth: 0 }} truncate>
                <bdi>{materials.name(id)}</bdi>
              </Text>
              <Group gap={6} wrap="nowrap">
                {below.has(id) ? (
                  <Badge color="orange" variant="light" size="sm">
                    {t('roastery.low')}
                  </Badge>
                ) : null}
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  <bdi>
                    {materials.quantity(id, stock.onHand ? (stock.onHand.get(id) ?? 0) : null)}
                  </bdi>
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
