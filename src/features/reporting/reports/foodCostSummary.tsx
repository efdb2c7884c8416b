import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/formats';
import type { ReportColumn } from '../frame/definition';
import { cellText, reportDate, type CellContext } from '../frame/format';
import { ReportChartCard } from '../frame/ReportChartCard';
import type { ReportSlot } from '../frame/slot';
import type { UsageReply, UsageRow } from './foodCost';
import { categoryKey, materialCategoryColumn } from './foodCostColumns';
import type { MaterialSearch } from './foodCostMaterials';
import classes from './reports.module.css';

type CategoryCost = UsageReply['by_category'][number];

const category = materialCategoryColumn<CategoryCost>();
const chartColumns: readonly ReportColumn<CategoryCost>[] = [
  category,
  { key: 'actual_cost', label: 'columns.actual_cost', kind: 'money' },
  { key: 'theoretical_cost', label: 'columns.theoretical_cost', kind: 'money' },
];

/** A cost as a percentage of the period's net sales; null without sales. */
const shareOf = (cost: number, netSales: number) => (netSales > 0 ? (cost / netSales) * 100 : null);

/**
 * What the food cost report shows above its materials: the counts it reads between, the period's
 * food cost against its net sales, and the same per category of materials, as bars and as a table
 * where a loss shows in red.
 */
export function FoodCostSummary({
  slot,
  basis,
}: {
  slot: ReportSlot<UsageRow, UsageReply>;
  basis: MaterialSearch['basis'];
}) {
  const { t } = useTranslation('reporting');
  const { reply, ctx } = slot;
  if (!reply) return null;
  const percent = (value: number | null) =>
    value === null
      ? '—'
      : numberFormat(ctx.lang, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
  const totals = reply.totals;
  const actual = totals?.actual_cost ?? 0;
  const theoretical = totals?.theoretical_cost ?? 0;
  const cards = [
    { key: 'net_sales', value: ctx.money.format(reply.net_sales) },
    { key: 'actual_cost', value: ctx.money.format(actual) },
    { key: 'theoretical_cost', value: ctx.money.format(theoretical) },
    {
      key: 'variance_cost',
      value: ctx.money.format(totals?.variance_cost ?? 0),
      loss: actual > theoretical,
    },
    {
      key: 'food_cost_pct',
      value: percent(shareOf(actual, reply.net_sales)),
      loss: actual > theoretical,
    },
    { key: 'theoretical_pct', value: percent(shareOf(theoretical, reply.net_sales)) },
  ];
  const range = reportDate(reply.period.from, ctx.lang);
  return (
    <>
      {basis === 'counts' ? (
        <Text size="sm" c="dimmed" data-testid="food-cost-counts">
          {reply.counts.from && reply.counts.to
            ? t('foodCost.between', { from: range, to: reportDate(reply.period.to, ctx.lang) })
            : t('foodCost.pickCounts')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3, xl: 6 }} spacing={{ base: 'xs', sm: 'md' }}>
        {cards.map((card) => (
          <Card key={card.key} withBorder radius="md" padding="sm" className={classes.figure}>
            <Stack gap={4} h="100%" justify="space-between">
              <Text size="sm" c="dimmed" fw={500} lineClamp={2}>
                {t(`columns.${card.key}`)}
              </Text>
              <Text
                className={classes.figureValue}
                c={card.loss ? 'red' : undefined}
                data-testid={`figure-${card.key}`}
              >
                <bdi>{card.value}</bdi>
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <ReportChartCard
        spec={{
          kind: 'bar',
          title: 'charts.foodCostByCategory',
          label: 'category_id',
          values: ['actual_cost', 'theoretical_cost'],
        }}
        columns={chartColumns}
        rows={reply.by_category}
        rowKey={categoryKey}
        ctx={ctx}
        pending={null}
      />
      <CategoryTable reply={reply} ctx={ctx} percent={percent} />
    </>
  );
}

/** Food cost per category of materials, as a share of net sales, actual against theoretical. */
function CategoryTable({
  reply,
  ctx,
  percent,
}: {
  reply: UsageReply;
  ctx: CellContext;
  percent: (value: number | null) => string;
}) {
  const { t } = useTranslation('reporting');
  if (reply.by_category.length === 0) return null;
  const heads = [
    'opening_value',
    'closing_value',
    'actual_cost',
    'theoretical_cost',
    'variance_cost',
    'food_cost_pct',
    'theoretical_pct',
  ];
  return (
    <Card withBorder radius="md" padding="sm" data-testid="food-cost-categories">
      <Stack gap="xs">
        <Text fw={600}>{t('foodCost.byCategory')}</Text>
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.material_category_id')}</Table.Th>
                {heads.map((key) => (
                  <Table.Th key={key} ta="end">
                    {t(`columns.${key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reply.by_category.map((row) => {
                const loss = row.actual_cost > row.theoretical_cost;
                const red = loss ? 'red' : undefined;
                return (
                  <Table.Tr key={categoryKey(row)} data-testid="food-cost-category">
                    <Table.Td>
                      <bdi>{cellText(category, row, ctx)}</bdi>
                    </Table.Td>
                    <Num>{ctx.money.format(row.opening_value)}</Num>
                    <Num>{ctx.money.format(row.closing_value)}</Num>
                    <Num>{ctx.money.format(row.actual_cost)}</Num>
                    <Num>{ctx.money.format(row.theoretical_cost)}</Num>
                    <Num color={red}>{ctx.money.format(row.variance_cost)}</Num>
                    <Num color={red}>{percent(shareOf(row.actual_cost, reply.net_sales))}</Num>
                    <Num>{percent(shareOf(row.theoretical_cost, reply.net_sales))}</Num>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

function Num({ children, color }: { children: string; color?: string }) {
  return (
    <Table.Td ta="end" c={color} fw={color ? 600 : undefined} className={classes.tabular}>
      <bdi>{children}</bdi>
    </Table.Td>
  );
}
