import {
  Anchor,
  Card,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
  useDirection,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useBusinessDay } from '@/shared/location/useBusinessDay';
import { dueNow, productionDay } from '../shared/productionDay';
import { useMaterials, useWorkOrders } from '../data/reads';
import { PlannedDay } from './PlannedDay';

/**
 * "To produce today" at the active location: the work orders planned for its business today and
 * the overdue ones (planned for a day gone by, still not made), flagged and first. A tap opens the
 * order to confirm what came out. From the local store: it works offline.
 */
export function ProduceToday() {
  const { t } = useTranslation('production');
  const { locationId } = useActiveLocation();
  const clock = useBusinessDay(locationId);
  const orders = useWorkOrders();
  const materials = useMaterials();
  const navigate = useNavigate();
  const { dir } = useDirection();
  const Chevron = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  const today = clock.today();
  const due = useMemo(
    () => (locationId && orders ? dueNow(productionDay(orders, locationId, today)) : []),
    [orders, locationId, today],
  );
  if (!locationId) return null;
  const open = (id: string) =>
    void navigate({ to: '/dashboard/inventory/work-orders', search: { id } });

  return (
    <Card withBorder radius="md" mb="md" data-testid="produce-today">
      <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
        <Title order={3} size="h4">
          {t('today.title')} · <span data-testid="produce-today-count">{due.length}</span>
        </Title>
        <Anchor component={Link} to="/dashboard/inventory/work-orders" size="sm">
          {t('today.all')}
        </Anchor>
      </Group>
      {due.length === 0 ? (
        <Text size="sm" c="dimmed">
          {orders ? t('today.nothing') : null}
        </Text>
      ) : (
        <Stack gap={0}>
          {due.map((o, i) => (
            <UnstyledButton
              key={o.id}
              onClick={() => open(o.id)}
              py={8}
              style={
                i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined
              }
              data-testid="produce-today-row"
              data-work-order-id={o.id}
            >
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    <bdi>{materials.name(o.material_id)}</bdi>
                  </Text>
                  <Group gap="xs" wrap="wrap">
                    <Text span size="xs" c="dimmed">
                      <bdi>{o.number || t('list.newNumber')}</bdi>
                      {o.batch_code ? (
                        <>
                          {' · '}
                          <bdi>{o.batch_code}</bdi>
                        </>
                      ) : null}
                    </Text>
                    <PlannedDay plannedFor={o.planned_for} today={today} />
                  </Group>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    <bdi>{materials.quantity(o.material_id, o.planned_quantity)}</bdi>
                  </Text>
                  <Chevron size={16} aria-hidden color="var(--mantine-color-dimmed)" />
                </Group>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Card>
  );
}
