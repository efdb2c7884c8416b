import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkOrderInput } from '@contract/workOrders';
import type { Materials } from '../data/reads';

/** The inputs a batch will take, each with the stock on hand at the place; short ones flagged. */
export function InputsPreview({
  inputs,
  materials,
  onHand,
}: {
  inputs: readonly WorkOrderInput[];
  materials: Materials;
  /** Null while the stock is unknown (or not for this user). */
  onHand: ReadonlyMap<string, number> | null;
}) {
  const { t } = useTranslation('production');
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing={6} data-testid="work-order-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.input')}</Table.Th>
            <Table.Th ta="end">{t('fields.needed')}</Table.Th>
            <Table.Th ta="end">{t('fields.onHand')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {inputs.map((input) => {
            const has = onHand ? (onHand.get(input.material_id) ?? 0) : null;
            const isShort = has !== null && has < input.planned;
            return (
              <Table.Tr key={input.material_id} data-testid="work-order-preview-row">
                <Table.Td>
                  <Text size="sm">
                    <bdi>{materials.name(input.material_id)}</bdi>
                  </Text>
                  {isShort ? (
                    <Badge color="orange" variant="light" size="sm" data-testid="input-short">
                      {t('create.shortBy', {
                        quantity: materials.quantity(input.material_id, input.planned - has),
                      })}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td ta="end">
                  <Text size="sm" fw={500}>
                    <bdi>{materials.quantity(input.material_id, input.planned)}</bdi>
                  </Text>
                </Table.Td>
                <Table.Td ta="end">
                  <Text size="sm" c={isShort ? 'orange' : undefined}>
                    <bdi>{materials.quantity(input.material_id, has)}</bdi>
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
