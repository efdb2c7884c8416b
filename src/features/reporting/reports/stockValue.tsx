import { stockReportCalls } from '@contract/frameReportCalls';
import type { stockValueReply } from '@contract/reports';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ReportColumn, ReportDefinition } from '../frame/definition';
import { reportDate } from '../frame/format';
import { ReportChartCard } from '../frame/ReportChartCard';
import { ReportScreen } from '../frame/ReportScreen';
import type { ReportSlot } from '../frame/slot';
import { figure } from './columns';
import {
  categoryKey,
  materialCategoryColumn,
  materialCategoryFilter,
  materialColumns,
} from './foodCostColumns';

export type StockValueReply = z.infer<typeof stockValueReply>;
export type StockValueRow = StockValueReply['items'][number];
type CategoryValue = StockValueReply['by_category'][number];

/**
 * `/dashboard/reporting/inventory`: stock on hand and its value per material at the end of a day,
 * filtered by a category of materials.
 */
export const stockValueReport: ReportDefinition<StockValueRow, StockValueReply> = {
  slug: 'inventory',
  title: 'reports.inventory.title',
  description: 'reports.inventory.description',
  call: () => stockReportCalls.materials,
  callQuery: () => ({ view: 'stock' }),
  filters: [materialCategoryFilter],
  columns: () => [
    ...materialColumns<StockValueRow>(),
    { ...figure<StockValueRow>('quantity', 'quantity'), label: 'columns.stock_quantity' },
    { ...figure<StockValueRow>('unit_cost'), label: 'columns.stock_unit_cost' },
    { ...figure<StockValueRow>('value'), label: 'columns.stock_value' },
  ],
  rowKey: (row) => row.material_id,
  defaultSort: { key: 'value', dir: 'desc' },
  day: { label: 'stock.atEndOf' },
  serverPaging: true,
  fileBase: 'stock-value-report',
};

const categoryColumns: readonly ReportColumn<CategoryValue>[] = [
  materialCategoryColumn<CategoryValue>(),
  { key: 'value', label: 'columns.stock_value', kind: 'money' },
];

export function StockValueReportScreen() {
  return (
    <ReportScreen
      definition={stockValueReport}
      summary={(slot) => (slot.reply ? <StockSummary slot={slot} reply={slot.reply} /> : null)}
    />
  );
}

/** The stock's value on the day, and per category of materials. */
function StockSummary({
  slot,
  reply,
}: {
  slot: ReportSlot<StockValueRow, StockValueReply>;
  reply: StockValueReply;
}) {
  const { t } = useTranslation('reporting');
  const { ctx } = slot;
  const at = reportDate(reply.at, ctx.lang) ?? reply.at;
  return (
    <>
      <Text fw={600} data-testid="stock-at">
        {t('stock.at', { date: at, value: ctx.money.format(reply.totals?.value ?? 0) })}
      </Text>
      <ReportChartCard
        spec={{
          kind: 'bar',
          title: 'charts.stockValueByCategory',
          label: 'category_id',
          values: ['value'],
          horizontal: true,
        }}
        columns={categoryColumns}
        rows={reply.by_category}
        rowKey={categoryKey}
        ctx={ctx}
        pending={null}
      />
    </>
  );
}
