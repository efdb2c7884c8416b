import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Materials } from '../data/reads';
import { unusualLoss, type LocalWorkOrder } from '../shared/workOrderRows';
import { useWhen } from '../../shared/useWhen';
import { PlannedDay } from '../today/PlannedDay';

/**
 * A titled list of roasts: what, how much planned and made, the loss; planned ones to confirm,
 * with the day they are for when it is not `today` (overdue ones flagged).
 */
export function RoastList({
  title,
  empty,
  orders,
  materials,
  onConfirm,
  showDay = false,
  today,
  ...rest
}: {
  title: string;
  empty: string;
  orders: readonly LocalWorkOrder[];
  materials: Materials;
  onConfirm?: (order: LocalWorkOrder) => void;
  showDay?: boolean;
  /** The place's business date: planned roasts show the day they are for against it. */
  today?: string;
  'data-testid': string;
}) {
  const { t, i18n } = useTranslation('production');
  const lang = i18n.resolvedLanguage ?? 'en';
  const when = useWhen();
  return (
    <Card withBorder radius="md" p="sm" data-testid={rest['data-testid']}>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={0}>
          {orders.map((o, i) => (
            <Group
              key={o.id}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py={8}
              style={
                i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined
              }
              data-testid="roast-row"
            >
              <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  <bdi>{materials.name(o.material_id)}</bdi>
                </Text>
                <Group gap="xs" wrap="wrap">
                  <Text size="xs" c="dimmed">
                    {/* Each part isolated: a date in Arabic would otherwise mix with the codes. */}
                    <bdi>{o.number || t('list.newNumber')}</bdi>
                    {o.batch_code ? (
                      <>
                        {' · '}
                        <bdi>{o.batch_code}</bdi>
                      </>
                    ) : null}
                    {showDay && o.confirmed_at ? (
                      <>
                        {' · '}
                        <bdi>{when.at(o.confirmed_at)}</bdi>
                      </>
                    ) : null}
                  </Text>
                  {today && o.status === 'planned' ? (
                    <PlannedDay plannedFor={o.planned_for} today={today} />
                  ) : null}
                </Group>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">
                  <bdi>
                    {o.status === 'confirmed'
                      ? t('roastery.greenToRoasted', {
                          green: materials.quantity(
                            o.inputs[0]?.material_id ?? o.material_id,
                            o.inputs.reduce((sum, input) => sum + (input.actual ?? 0), 0),
                          ),
                          roasted: materials.quantity(o.material_id, o.actual_quantity),
                        })
                      : materials.quantity(o.material_id, o.planned_quantity)}
                  </bdi>
                </Text>
                {o.weight_loss_percent !== null ? (
                  <Badge
                    color={unusualLoss(o.weight_loss_percent) ? 'red' : 'teal'}
                    variant="light"
                    data-testid="roast-loss"
                    data-unusual={unusualLoss(o.weight_loss_percent) || undefined}
                  >
                    {t('roastery.lossShort', {
                      value: o.weight_loss_percent.toLocaleString(lang, {
                        maximumFractionDigits: 1,
                      }),
                    })}
                  </Badge>
                ) : null}
                {onConfirm && o.status === 'planned' ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconCheck size={14} />}
                    onClick={() => onConfirm(o)}
                    data-testid="roast-confirm"
                  >
                    {t('roastery.confirm')}
                  </Button>
                ) : null}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
