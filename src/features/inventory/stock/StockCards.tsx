import { Anchor, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockItem } from '@contract/stock';
import type { MoneyFormat } from '@/lib/money';
import type { Materials } from './data/materials';
import { Quantity } from './shared/Quantity';

/** The stock list on a phone: one line per material, what is on hand and its value; a tap opens it. */
export function StockCards({
  rows,
  total,
  money,
  materials,
  onOpen,
}: {
  rows: readonly StockItem[];
  total: number | undefined;
  money: MoneyFormat;
  materials: Materials;
  onOpen: (materialId: string) => void;
}) {
  const { t } = useTranslation('stock');
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="stock-empty">
        {t('stock.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={0} data-testid="stock-table">
      {rows.map((item) => {
        const packs = materials.byId.get(item.material_id)?.pack_units.filter((p) => p.for_count);
        return (
          <UnstyledButton
            key={item.material_id}
            onClick={() => onOpen(item.material_id)}
            p="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            data-testid="stock-row"
            data-material={item.material_id}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component="span" size="sm" fw={500} lineClamp={2}>
                  <bdi>
                    {materials.byId.has(item.material_id)
                      ? materials.name(item.material_id)
                      : item.name}
                  </bdi>
                </Anchor>
                {item.negative ? (
                  <Badge color="red" variant="light" size="sm" data-testid="flag-negative">
                    {t('states.negative')}
                  </Badge>
                ) : item.below_minimum ? (
                  <Badge color="orange" variant="light" size="sm" data-testid="flag-below">
                    {t('states.below')}
                  </Badge>
                ) : null}
              </Stack>
              <Stack gap={0} align="flex-end" data-testid="stock-quantity">
                <Quantity quantity={item.quantity} unit={item.unit} packs={packs} />
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {item.value === undefined ? '' : money.format(item.value)}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
        );
      })}
      {total !== undefined ? (
        <Group justify="space-between" p="xs" gap="xs" wrap="nowrap">
          <Text size="sm" fw={700}>
            {t('stock.totalValue')}
          </Text>
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="stock-total">
            {money.format(total)}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
