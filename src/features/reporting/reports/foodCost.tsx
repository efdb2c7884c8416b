import { stockReportCalls } from '@contract/frameReportCalls';
import type { usageReply } from '@contract/reports';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useMoney } from '@/shared/location/useMoney';
import { numberFormat } from '@/lib/formats';
import type { ReportDefinition } from '../frame/definition';
import { ReportScreen } from '../frame/ReportScreen';
import { useReportView } from '../frame/useReportView';
import { figure } from './columns';
import { materialCategoryFilter, materialColumns } from './foodCostColumns';
import { useMaterialSearch } from './foodCostMaterials';
import { FoodCostBasis } from './foodCostBasis';
import { FoodCostSummary } from './foodCostSummary';

export type UsageReply = z.infer<typeof usageReply>;
export type UsageRow = UsageReply['items'][number];

/** Food cost read between two approved counts rather than the period's dates. */
export interface UsageChoice {
  counts?: { from: string; to: string };
}

/** Usage rather than stock, between two approved counts when chosen (in the order the path keeps). */
const usageQuery = ({ counts }: UsageChoice) =>
  counts ? { view: 'usage', from_count: counts.from, to_count: counts.to } : { view: 'usage' };

/**
 * `/dashboard/reporting/material`: food cost, what was used against what sales, waste and
 * preparation say should have been, per material; between two dates or two approved counts.
 */
function foodCostReport(choice: UsageChoice): ReportDefinition<UsageRow, UsageReply> {
  const qty = (key: keyof UsageRow & string) => figure<UsageRow>(key, 'quantity');
  return {
    slug: 'material',
    title: 'reports.material.title',
    description: 'reports.material.description',
    call: () => stockReportCalls.materials,
    callQuery: () => usageQuery(choice),
    filters: [materialCategoryFilter],
    columns: () => [
      ...materialColumns<UsageRow>(),
      qty('opening_qty'),
      qty('received_qty'),
      qty('transfer_in_qty'),
      qty('transfer_out_qty'),
      qty('closing_qty'),
      qty('actual_qty'),
      qty('sold_qty'),
      qty('waste_qty'),
      qty('preparation_qty'),
      qty('theoretical_qty'),
      qty('variance_qty'),
      figure<UsageRow>('actual_cost'),
      figure<UsageRow>('theoretical_cost'),
      figure<UsageRow>('variance_cost'),
    ],
    rowKey: (row) => row.material_id,
    defaultSort: { key: 'variance_cost', dir: 'desc' },
    defaultPeriod: 'last_7_days',
    serverPaging: true,
    fileBase: 'food-cost-report',
  };
}

export function FoodCostReportScreen() {
  const { search, update } = useMaterialSearch();
  const byCounts = search.basis === 'counts';
  const from = byCounts ? search.from_count : undefined;
  const to = byCounts ? search.to_count : undefined;
  const definition = useMemo(
    () => foodCostReport({ counts: from && to ? { from, to } : undefined }),
    [from, to],
  );
  return (
    <ReportScreen
      definition={definition}
      controls={(slot) => (
        <FoodCostBasis locationId={slot.view.locationId} search={search} update={update} />
      )}
      summary={(slot) => <FoodCostSummary slot={slot} basis={search.basis} />}
      render={{
        variance_cost: (row) => <Variance value={row.variance_cost} format="money" />,
        variance_qty: (row) => <Variance value={row.variance_qty} format="quantity" />,
      }}
    />
  );
}

/** More used than sales, waste and preparation account for is a loss: said in red. */
function Variance({ value, format }: { value: number; format: 'money' | 'quantity' }) {
  const view = useReportView();
  const money = useMoney(view.locationId);
  const text =
    format === 'money'
      ? money.format(value)
      : numberFormat(money.lang, { maximumFractionDigits: 3 }).format(value);
  return (
    <Text span inherit c={value > 0 ? 'red' : undefined} fw={value > 0 ? 600 : undefined}>
      <bdi>{text}</bdi>
    </Text>
  );
}
