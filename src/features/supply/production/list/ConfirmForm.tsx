import { Alert, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usedInputs, type WorkOrderConfirmBody } from '@contract/workOrders';
import { useAction } from '@/shared/useAction';
import type { Materials } from '../data/reads';
import { unusualLoss, weightLoss, type LocalWorkOrder } from '../shared/workOrderRows';
import { confirmWorkOrder, type ProductionWriter } from '../data/workOrderWrites';

/**
 * Confirming a planned batch: what came out and, where it differs from the recipe scaled to it,
 * what each input really used. A roast shows its weight loss as it is typed.
 */
export function ConfirmForm({
  order,
  materials,
  writer,
  onDone,
}: {
  order: LocalWorkOrder;
  materials: Materials;
  writer: ProductionWriter | null;
  onDone?: () => void;
}) {
  const { t, i18n } = useTranslation('production');
  const [made, setMade] = useState<number | ''>(order.planned_quantity);
  const [typed, setTyped] = useState<ReadonlyMap<string, number>>(new Map());
  const valid = typeof made === 'number' && made > 0;
  const inputs = usedInputs(order, valid ? made : order.planned_quantity, typed);
  const loss =
    order.kind === 'roast' && valid
      ? weightLoss(
          inputs.map((i) => ({ material_id: i.material_id, amount: i.actual ?? 0 })),
          materials.units,
          materials.units.get(order.material_id) ?? 'kg',
          made,
        )
      : null;
  const unit = materials.unit(order.material_id);

  const confirm = useAction(
    async (w: ProductionWriter, body: WorkOrderConfirmBody) => {
      await confirmWorkOrder(w, order, body, inputs, loss);
      onDone?.();
    },
    {
      failed: t('confirm.failed'),
      done: t('confirm.done', { number: order.number || t('list.newNumber') }),
    },
  );
  const submit = async () => {
    if (!writer || !valid) return;
    const body = {
      actual_quantity: made,
      ...(typed.size
        ? { inputs: [...typed].map(([material_id, actual]) => ({ material_id, actual })) }
        : {}),
    };
    await confirm.run(writer, body);
  };

  return (
    <Stack gap="sm" data-testid="work-order-confirm-form">
      <NumberInput
        label={t('confirm.made')}
        description={t('confirm.madeHint')}
        value={made}
        onChange={(v) => setMade(typeof v === 'number' ? v : '')}
        min={0}
        decimalScale={3}
        rightSection={<Text size="sm">{unit}</Text>}
        rightSectionWidth={48}
        error={made !== '' && !valid ? t('confirm.positive') : undefined}
        data-testid="work-order-made"
      />
      {order.inputs.length ? (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.input')}</Table.Th>
                <Table.Th ta="end">{t('fields.planned')}</Table.Th>
                <Table.Th w={150}>{t('fields.used')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inputs.map((input) => (
                <Table.Tr key={input.material_id} data-testid="work-order-input">
                  <Table.Td>
                    <Text size="sm">
                      <bdi>{materials.name(input.material_id)}</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Text size="sm" c="dimmed">
                      <bdi>{materials.quantity(input.material_id, input.planned)}</bdi>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      aria-label={t('fields.usedOf', { name: materials.name(input.material_id) })}
                      value={input.actual ?? 0}
                      onChange={(v) =>
                        setTyped((prev) => {
                          const next = new Map(prev);
                          if (typeof v === 'number') next.set(input.material_id, v);
                          else next.delete(input.material_id);
                          return next;
                        })
                      }
                      min={0}
                      decimalScale={3}
                      rightSection={<Text size="xs">{materials.unit(input.material_id)}</Text>}
                      rightSectionWidth={40}
                      data-testid="work-order-input-used"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {loss !== null ? (
        <Alert
          color={unusualLoss(loss) ? 'red' : 'teal'}
          variant="light"
          data-testid="work-order-loss"
        >
          {t(unusualLoss(loss) ? 'roastery.lossUnusual' : 'roastery.lossUsual', {
            value: loss.toLocaleString(i18n.resolvedLanguage ?? 'en'),
          })}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          leftSection={<IconCheck size={16} />}
          onClick={() => void submit()}
          loading={confirm.busy}
          disabled={!valid || !writer}
          data-testid="work-order-confirm"
        >
          {t('confirm.action')}
        </Button>
      </Group>
    </Stack>
  );
}
