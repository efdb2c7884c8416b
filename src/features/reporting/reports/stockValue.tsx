import type { stockValueReply } from '@contract/reports';
import { Group, Select, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ReportColumn, ReportDefinition } from '../frame/definition';
import { reportDate } from '../frame/format';
import { ReportChartCard } from '../frame/ReportChartCard';
import { ReportScreen } from '../frame/ReportScreen';
import type { ReportSlot } from '../frame/slot';
import { figure } from './columns';
import { categoryKey, categoryName, materialColumns } from './foodCostColumns';
import { useMaterialNames, useMaterialSearch, type MaterialNames } from './foodCostMaterials';

export type StockValueReply = z.infer<typeof stockValueReply>;
export type StockValueRow = StockValueReply['items'][number];
type CategoryValue = StockValueReply['by_category'][number];

const ALL = 'all';

/**
 * `/dashboard/reporting/inventory`: stock on hand and its value per material at the end of the
 * period's last day. The category filter is the materials' own, so it is part of the call's path.
 */
function stockValueReport(
  names: MaterialNames,
  t: ReturnType<typeof useTranslation>['t'],
  category: string | undefined,
): ReportDefinition<StockValueRow, StockValueReply> {
  const filter = category ? `&category_id=${encodeURIComponent(category)}` : '';
  return {
    slug: 'inventory',
    title: 'reports.inventory.title',
    description: 'reports.inventory.description',
    path: () => `/materials-report?view=stock${filter}`,
    filters: [],
    columns: () => [
      ...materialColumns<StockValueRow>(names, t),
      { ...figure<StockValueRow>('quantity', 'quantity'), label: 'columns.stock_quantity' },
      { ...figure<StockValueRow>('unit_cost'), label: 'columns.stock_unit_cost' },
      { ...figure<StockValueRow>('value'), label: 'columns.stock_value' },
    ],
    rowKey: (row) => row.material_id,
    defaultSort: { key: 'value', dir: 'desc' },
    serverPaging: true,
    fileBase: 'stock-value-report',
  };
}

export function StockValueReportScreen() {
  const { t } = useTranslation('reporting');
  const names = useMaterialNames();
  const { search, update } = useMaterialSearch();
  const category = search.material_category;
  const definition = useMemo(() => stockValueReport(names, t, category), [names, t, category]);
  return (
    <ReportScreen
      definition={definition}
      summary={(slot) => (
        <StockSummary
          slot={slot}
          names={names}
          category={category}
          onCategory={(value) => update({ material_category: value })}
        />
      )}
    />
  );
}

function StockSummary({
  slot,
  names,
  category,
  onCategory,
}: {
  slot: ReportSlot<StockValueRow, StockValueReply>;
  names: MaterialNames;
  category: string | undefined;
  onCategory: (category: string | undefined) => void;
}) {
  const { t } = useTranslation('reporting');
  const { reply, ctx } = slot;
  const columns = useMemo<ReportColumn<CategoryValue>[]>(
    () => [
      {
        key: 'category_id',
        label: 'columns.material_category_id',
        kind: 'text',
        value: (row) => categoryName(names, t, row.category_id),
      },
      { key: 'value', label: 'columns.stock_value', kind: 'money' },
    ],
    [names, t],
  );
  if (!reply) return null;
  const at = reportDate(reply.at, ctx.lang) ?? reply.at;
  return (
    <>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Text fw={600} data-testid="stock-at">
          {t('stock.at', { date: at, value: ctx.money.format(reply.totals?.value ?? 0) })}
        </Text>
        <MaterialCategoryFilter names={names} value={category} onChange={onCategory} />
      </Group>
      <ReportChartCard
        spec={{
          kind: 'bar',
          title: 'charts.stockValueByCategory',
          label: 'category_id',
          values: ['value'],
          horizontal: true,
        }}
        columns={columns}
        rows={reply.by_category}
        rowKey={categoryKey}
        ctx={ctx}
        pending={null}
      />
    </>
  );
}

/** The categories of materials (not the menu's), with every category as the first choice. */
export function MaterialCategoryFilter({
  names,
  value,
  onChange,
}: {
  names: MaterialNames;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('reporting');
  return (
    <Select
      aria-label={t('filters.material_category.label')}
      leftSection={<IconFilter size={14} />}
      data={[{ value: ALL, label: t('filters.material_category.all') }, ...names.categories]}
      value={value ?? ALL}
      onChange={(next) => onChange(!next || next === ALL ? undefined : next)}
      allowDeselect={false}
      searchable={names.categories.length > 8}
      w={250}
      comboboxProps={{ withinPortal: true }}
      data-testid="filter-material_category"
    />
  );
}
