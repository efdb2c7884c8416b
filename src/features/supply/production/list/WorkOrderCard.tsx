import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconCalendarDue,
  IconCalendarEvent,
  IconFlame,
  IconMapPin,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Materials } from '../data/reads';
import { StatusBadge } from '../shared/StatusBadge';
import { unusualLoss, type LocalWorkOrder } from '../shared/workOrderRows';
import { useWhen } from '../../shared/useWhen';

/**
 * One work order in the list: what is made, how much (planned → made), the day it is planned for,
 * its use-by and place.
 */
export function WorkOrderCard({
  order,
  materials,
  place,
  onOpen,
}: {
  order: LocalWorkOrder;
  materials: Materials;
  place: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('production');
  const when = useWhen();
  const Icon = order.kind === 'roast' ? IconFlame : IconToolsKitchen2;
  const quantity = (q: number | null) => materials.quantity(order.material_id, q);
  return (
    <UnstyledButton onClick={onOpen} data-testid="work-order-row" data-work-order-id={order.id}>
      <Paper
        withBorder
        p="sm"
        radius="md"
        style={
          order.status === 'planned'
            ? { borderInlineStart: '4px solid var(--mantine-color-blue-6)' }
            : undefined
        }
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Icon
            size={20}
            aria-hidden
            color={
              order.kind === 'roast'
                ? 'var(--mantine-color-orange-6)'
                : 'var(--mantine-color-teal-6)'
            }
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="wrap" justify="space-between">
              <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                <Text fw={600} data-testid="work-order-number">
                  {order.number || t('list.newNumber')}
                </Text>
                <StatusBadge status={order.status} />
                {order.kind === 'roast' && order.weight_loss_percent !== null ? (
                  <Badge
                    variant="outline"
                    color={unusualLoss(order.weight_loss_percent) ? 'red' : 'gray'}
                  >
                    {t('roastery.lossShort', {
                      value: order.weight_loss_percent.toLocaleString(undefined, {
                        maximumFractionDigits: 1,
                      }),
                    })}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" fw={500} dir="auto">
                <bdi>{quantity(order.planned_quantity)}</bdi>
                {order.actual_quantity !== null ? (
                  <>
                    {' → '}
                    <bdi>{quantity(order.actual_quantity)}</bdi>
                  </>
                ) : null}
              </Text>
            </Group>
            <Text size="sm" truncate data-testid="work-order-material">
              <bdi>{materials.name(order.material_id)}</bdi>
            </Text>
            <Group gap="md" wrap="wrap">
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={14} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed">
                  {place}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconCalendarEvent size={14} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed" data-testid="work-order-planned-for">
                  {t('fields.plannedForOn', { date: when.day(order.planned_for) })}
                </Text>
              </Group>
              {order.use_by ? (
                <Group gap={4} wrap="nowrap">
                  <IconCalendarDue size={14} aria-hidden color="var(--mantine-color-dimmed)" />
                  <Text size="xs" c="dimmed">
                    {t('fields.useByOn', { date: when.day(order.use_by) })}
                  </Text>
                </Group>
              ) : null}
              <Text size="xs" c="dimmed">
                {when.at(order.confirmed_at ?? order.created_at)}
              </Text>
            </Group>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
