import { Badge, Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MoneyFormat } from '@/lib/money';
import type { RecipeListRow } from './data/recipeRows';
import classes from './recipes.module.css';

/** One page of recipes: owner, kind, lines and the rolled-up cost of one unit; a row opens it. */
export function RecipeTable({
  rows,
  selected,
  onSelect,
  onOpen,
  money,
  unitMoney,
}: {
  rows: readonly RecipeListRow[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onOpen: (row: RecipeListRow) => void;
  money: MoneyFormat;
  unitMoney: MoneyFormat;
}) {
  const { t } = useTranslation('materials');
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <Table highlightOnHover verticalSpacing="xs" data-testid="recipe-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <Checkbox
              aria-label={t('recipes.selectPage')}
              checked={all}
              indeterminate={!all && rows.some((r) => selected.has(r.id))}
              onChange={() =>
                onSelect(
                  rows.map((r) => r.id),
                  !all,
                )
              }
            />
          </Table.Th>
          <Table.Th>{t('recipes.columns.owner')}</Table.Th>
          <Table.Th className={classes.wide}>{t('recipes.columns.kind')}</Table.Th>
          <Table.Th className={classes.wide} ta="end">
            {t('recipes.columns.lines')}
          </Table.Th>
          <Table.Th ta="end">{t('recipes.columns.unitCost')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id} data-testid="recipe-row" data-owner={r.owner}>
            <Table.Td>
              <Checkbox
                aria-label={t('recipes.select', { name: r.name })}
                checked={selected.has(r.id)}
                onChange={(e) => onSelect([r.id], e.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Td>
              <UnstyledButton onClick={() => onOpen(r)} data-testid="recipe-open">
                <Text fw={500} size="sm">
                  <bdi>{r.name}</bdi>
                </Text>
                {r.sku ? (
                  <Text size="xs" c="dimmed">
                    {r.sku}
                  </Text>
                ) : null}
              </UnstyledButton>
            </Table.Td>
            <Table.Td className={classes.wide}>
              <Badge variant="light" color={r.owner === 'material' ? 'grape' : 'blue'}>
                {t(`recipes.owner.${r.owner}`)}
              </Badge>
            </Table.Td>
            <Table.Td className={classes.wide} ta="end">
              {r.lines.length}
            </Table.Td>
            <Table.Td ta="end" data-testid="recipe-cost">
              <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {r.owner === 'material' ? unitMoney.format(r.cost) : money.format(r.cost)}
              </Text>
              {r.unit ? (
                <Text size="xs" c="dimmed">
                  {t('recipes.perUnit', { unit: t(`units.${r.unit}`) })}
                </Text>
              ) : null}
              {r.skipped > 0 ? (
                <Text size="xs" c="orange">
                  {t('recipe.skipped', { count: r.skipped })}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
