import { Anchor, Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StockItem } from '@contract/stock';
import type { MoneyFormat } from '@/lib/money';
import type { Materials } from './data/materials';
import { Quantity } from './shared/Quantity';
import type { StockSort } from './stockSearch';

interface StockTableProps {
  rows: readonly StockItem[];
  /** Value of all stock at the location. */
  total: number | undefined;
  money: MoneyFormat;
  materials: Materials;
  categoryName: (id: string | null) => string;
  sort: StockSort;
  dir: 'asc' | 'desc';
  onSort: (sort: StockSort, dir: 'asc' | 'desc') => void;
  onOpen: (materialId: string) => void;
}

/** Stock on hand: a row opens the material's movements. */
export function StockTable(props: StockTableProps) {
  const { rows, total, money, materials, categoryName, onOpen } = props;
  const { t } = useTranslation('stock');
  const header = (key: StockSort, label: string, numeric = false) => {
    const active = props.sort === key;
    const Icon = !active ? IconSelector : props.dir === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th
        ta={numeric ? 'end' : 'start'}
        aria-sort={active ? (props.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <UnstyledButton
          onClick={() => props.onSort(key, active && props.dir === 'asc' ? 'desc' : 'asc')}
          data-testid={`sort-${key}`}
        >
          <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'}>
            <Text fw={700} size="sm">
              {label}
            </Text>
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="stock-empty">
        {t('stock.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" data-testid="stock-table">
        <Table.Thead>
          <Table.Tr>
            {header('name', t('columns.name'))}
            <Table.Th>{t('columns.category')}</Table.Th>
            {header('quantity', t('columns.quantity'), true)}
            <Table.Th ta="end">{t('columns.averageCost')}</Table.Th>
            {header('value', t('columns.value'), true)}
            <Table.Th ta="end">{t('columns.minimum')}</Table.Th>
            <Table.Th>{t('columns.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((item) => {
            const packs = materials.byId
              .get(item.material_id)
              ?.pack_units.filter((p) => p.for_count);
            return (
              <Table.Tr
                key={item.material_id}
                data-testid="stock-row"
                data-material={item.material_id}
              >
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    ta="start"
                    onClick={() => onOpen(item.material_id)}
                    data-testid="stock-open"
                  >
                    <bdi>
                      {materials.byId.has(item.material_id)
                        ? materials.name(item.material_id)
                        : item.name}
                    </bdi>
                  </Anchor>
                  {item.sku ? (
                    <Text size="xs" c="dimmed">
                      {item.sku}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{categoryName(item.category_id)}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`types.${item.type as 'RM'}`, { defaultValue: item.type })}
                  </Text>
                </Table.Td>
                <Table.Td
                  ta="end"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid="stock-quantity"
                >
                  <Quantity quantity={item.quantity} unit={item.unit} packs={packs} />
                </Table.Td>
                <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {item.average_cost === undefined ? '—' : money.format(item.average_cost)}
                </Table.Td>
                <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {item.value === undefined ? '—' : money.format(item.value)}
                </Table.Td>
                <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {item.minimum > 0 ? <Quantity quantity={item.minimum} unit={item.unit} /> : '—'}
                </Table.Td>
                <Table.Td>
                  {item.negative ? (
                    <Badge color="red" variant="light" data-testid="flag-negative">
                      {t('states.negative')}
                    </Badge>
                  ) : item.below_minimum ? (
                    <Badge color="orange" variant="light" data-testid="flag-below">
                      {t('states.below')}
                    </Badge>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        {total !== undefined ? (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4}>{t('stock.totalValue')}</Table.Th>
              <Table.Th
                ta="end"
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="stock-total"
              >
                {money.format(total)}
              </Table.Th>
              <Table.Th colSpan={2} />
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}
