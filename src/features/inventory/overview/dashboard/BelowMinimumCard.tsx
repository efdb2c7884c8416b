import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StockReply } from '@contract/stock';
import type { ServerRead } from '@/components/reports/useServerRead';
import type { Materials } from '../../stock/data/materials';
import { Quantity } from '../../stock/shared/Quantity';
import { ReadState } from '@/components/reports/ReadState';

const SHOWN = 8;

/** Materials under their minimum at the location, the emptiest first; a link opens them all. */
export function BelowMinimumCard({
  read,
  materials,
}: {
  read: ServerRead<StockReply>;
  materials: Materials;
}) {
  const { t } = useTranslation('stock');
  return (
    <Card withBorder radius="md" padding="md" data-testid="dashboard-below">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconAlertTriangle size={20} aria-hidden />
            <Title order={3} size="h4">
              {t('dashboard.belowMinimum')}
            </Title>
          </Group>
          <Anchor
            renderRoot={(props) => (
              <Link to="/dashboard/inventory/stock" search={{ state: 'below' }} {...props} />
            )}
            size="sm"
            data-testid="dashboard-below-all"
          >
            {t('dashboard.seeAll')}
          </Anchor>
        </Group>
        <ReadState read={read} height={160}>
          {(reply) => {
            const below = reply.items
              .filter((i) => i.below_minimum)
              .sort((a, b) => a.quantity / (a.minimum || 1) - b.quantity / (b.minimum || 1));
            if (below.length === 0) {
              return (
                <Text size="sm" c="dimmed">
                  {t('dashboard.noneBelow')}
                </Text>
              );
            }
            return below.slice(0, SHOWN).map((item) => (
              <Group
                key={item.material_id}
                justify="space-between"
                gap="xs"
                wrap="nowrap"
                data-testid="below-item"
              >
                <Text size="sm" lineClamp={1}>
                  <bdi>
                    {materials.byId.has(item.material_id)
                      ? materials.name(item.material_id)
                      : item.name}
                  </bdi>
                </Text>
                <Stack gap={0} align="flex-end">
                  <Quantity quantity={item.quantity} unit={item.unit} />
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('dashboard.minimum')} <Quantity quantity={item.minimum} unit={item.unit} />
                  </Text>
                </Stack>
              </Group>
            ));
          }}
        </ReadState>
      </Stack>
    </Card>
  );
}
