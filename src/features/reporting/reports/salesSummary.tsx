import { aggregateReportCalls } from '@contract/frameReportCalls';
import type { salesSummaryReply } from '@contract/reports';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ColumnKind, ReportColumn, ReportDefinition } from '../frame/definition';
import { reportRange } from '../frame/format';
import { ReportScreen } from '../frame/ReportScreen';
import { figure, saleFigureKeys } from './columns';
import { FigureCards } from './FigureCards';

type SummaryReply = z.infer<typeof salesSummaryReply>;
type Bucket = SummaryReply['items'][number];

/** How a bucket's key reads: a date, the Monday of a week, a month, or a location. */
const keyKinds: Record<string, ColumnKind> = {
  day: 'date',
  week: 'week',
  month: 'month',
  location: 'ref',
};

/** `/dashboard/reporting/sales-summary`: the period's sales per day, week, month or location. */
export const salesSummaryReport: ReportDefinition<Bucket, SummaryReply> = {
  slug: 'sales-summary',
  title: 'reports.sales-summary.title',
  description: 'reports.sales-summary.description',
  call: () => aggregateReportCalls.salesSummary,
  filters: [],
  groupings: { values: ['day', 'week', 'month', 'location'], default: 'day' },
  columns: ({ group }) => {
    const by = group ?? 'day';
    const key: ReportColumn<Bucket> = {
      key: 'key',
      label: `group.${by}`,
      kind: keyKinds[by] ?? 'text',
      ...(by === 'location' ? { ref: 'locations' as const } : {}),
      // A location's key is its id: no order a reader would recognise.
      sortable: by !== 'location',
    };
    return [
      key,
      figure<Bucket>('transactions', 'count'),
      figure<Bucket>('refund_count', 'count'),
      figure<Bucket>('guests', 'count'),
      ...saleFigureKeys.map((k) => figure<Bucket>(k)),
      figure<Bucket>('vat'),
      figure<Bucket>('average_order_value'),
    ];
  },
  rowKey: (row) => row.key,
  // Dates newest first; locations (whose key is an id) by what they sold.
  defaultSort: (group) =>
    group === 'location' ? { key: 'net_sales', dir: 'desc' } : { key: 'key', dir: 'desc' },
  defaultPeriod: 'last_30_days',
  chart: (group) =>
    group === 'location'
      ? {
          kind: 'bar',
          title: 'charts.netSalesByLocation',
          label: 'key',
          values: ['net_sales'],
          horizontal: true,
          query: { sort: 'net_sales', dir: 'desc', limit: 5000 },
        }
      : {
          // A trend of days reads as a line; a few weeks or months, the first and last of them
          // partly in the period, read better as bars.
          kind: group === 'week' || group === 'month' ? 'bar' : 'line',
          title: 'charts.netSalesTrend',
          label: 'key',
          values: ['net_sales'],
          // The whole period in time order, whatever order and page the table shows.
          query: { sort: 'key', dir: 'asc', limit: 5000 },
        },
  serverPaging: true,
  fileBase: 'sales-summary',
};

const cards = [
  { key: 'total_sales' },
  { key: 'net_sales' },
  { key: 'transactions' },
  { key: 'average_order_value' },
  { key: 'discounts', higherIsBetter: false },
  { key: 'refunds', higherIsBetter: false },
] as const;

/** The period's figures against the period before it, as the dashboard shows them. */
function Comparison({
  reply,
  money,
}: {
  reply: SummaryReply;
  money: Parameters<typeof FigureCards>[0]['money'];
}) {
  const { t, i18n } = useTranslation('reporting');
  const lang = i18n.resolvedLanguage ?? 'en';
  const before = reply.compare.period;
  return (
    <Stack gap={6}>
      <FigureCards cards={cards} figures={reply.figures} compare={reply.compare} money={money} />
      <Text size="xs" c="dimmed" data-testid="report-compare">
        {t('compare.against', { range: reportRange(before.from, before.to, lang) })}
      </Text>
    </Stack>
  );
}

export function SalesSummaryScreen() {
  return (
    <ReportScreen
      definition={salesSummaryReport}
      summary={({ reply, ctx }) => (reply ? <Comparison reply={reply} money={ctx.money} /> : null)}
    />
  );
}
