import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MaterialNames } from '../data/materials';
import { usePlannedWork } from '../data/placeReads';

/** What the central kitchen has planned for later days, and a way to plan more. */
export function ToProduce({
  locationId,
  materials,
}: {
  locationId: string;
  materials: MaterialNames;
}) {
  const { t } = useTranslation('transfers');
  const navigate = useNavigate();
  const planned = usePlannedWork(locationId) ?? [];
  return (
    <Card withBorder radius="md" data-testid="to-produce">
      <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
        <Title order={3} size="h4">
          {t('place.toProduce', { count: planned.length })}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          // The work order screens are another feature's; the link goes by address.
          onClick={() =>
            void navigate({
              href: `/dashboard/inventory/work-orders/new?loc=${encodeURIComponent(locationId)}`,
            })
          }
          data-testid="plan-work-order"
        >
          {t('place.planWork')}
        </Button>
      </Group>
      {planned.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('place.nothingToProduce')}
        </Text>
      ) : (
        <Stack gap={6}>
          {planned.map((w) => (
            <Group
              key={w.id}
              justify="space-between"
              gap="sm"
              wrap="nowrap"
              data-testid="produce-row"
            >
              <Text size="sm" truncate style={{ minWidth: 0 }}>
                <Text span fw={600} size="sm">
                  {w.number}
                </Text>{' '}
                <bdi>{materials.name(w.material_id)}</bdi>
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {materials.quantity(w.material_id, w.planned_quantity)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
