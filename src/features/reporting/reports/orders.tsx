import { invoiceReportCalls } from '@contract/frameReportCalls';
import type { ordersReportReply } from '@contract/reports';
import type { InvoiceStatus } from '@contract/sales';
import { Badge, Card, Group, SimpleGrid, Stack, Text, useMantineTheme } from '@mantine/core';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Chart } from '@/components/reports/Chart';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import { EmptyFigures } from '@/components/reports/ReadState';
import type { ReportChart, ReportColumn, ReportDefinition } from '../frame/definition';
import { cellText, type CellContext } from '../frame/format';
import { ReportScreen } from '../frame/ReportScreen';
import { figure } from './columns';
import classes from './reports.module.css';

type OrdersReply = z.infer<typeof ordersReportReply>;
type OrderRow = OrdersReply['items'][number];
/** What the orders of one status add up to (the `statuses` of the orders and summary replies). */
export type StatusTotal = OrdersReply['statuses'][number];

/** The same colours the invoice list gives each status. */
export const statusColors: Record<InvoiceStatus, string> = {
  completed: 'green',
  pending: 'yellow',
  preparing: 'blue',
  ready: 'cyan',
  void: 'gray',
};

/** `/dashboard/reporting/order`: every order of the period whatever its status. */
export const orderReport: ReportDefinition<OrderRow, OrdersReply> = {
  slug: 'order',
  title: 'reports.order.title',
  description: 'reports.order.description',
  call: () => invoiceReportCalls.orders,
  filters: [
    'status',
    'channel_id',
    'order_type_id',
    'cashier_id',
    'category_id',
    'payment_method_id',
  ],
  columns: ({ all }) => {
    const columns: (ReportColumn<OrderRow> | false)[] = [
      { key: 'number', label: 'columns.number', kind: 'text', sortable: true },
      { key: 'created_at', label: 'columns.created_at', kind: 'datetime', sortable: true },
      all && { key: 'location_id', label: 'columns.location_id', kind: 'ref', ref: 'locations' },
      { key: 'status', label: 'columns.status', kind: 'enum', values: 'status', sortable: true },
      { key: 'kind', label: 'columns.kind', kind: 'enum', values: 'kind' },
      { key: 'channel_id', label: 'columns.channel_id', kind: 'ref', ref: 'channels' },
      { key: 'order_type_id', label: 'columns.order_type_id', kind: 'ref', ref: 'orderTypes' },
      { key: 'cashier_id', label: 'columns.cashier_id', kind: 'ref', ref: 'users' },
      figure<OrderRow>('guests', 'count'),
      figure<OrderRow>('items', 'quantity'),
      figure<OrderRow>('total'),
      figure<OrderRow>('paid'),
      figure<OrderRow>('minutes_to_complete', 'quantity', false),
    ];
    return columns.filter((c) => c !== false);
  },
  rowKey: (row) => row.id,
  defaultSort: { key: 'created_at', dir: 'desc' },
  serverPaging: true,
  fileBase: 'orders-report',
};

const statusColumns: readonly ReportColumn<StatusTotal>[] = [
  { key: 'status', label: 'columns.status', kind: 'enum', values: 'status' },
  { key: 'count', label: 'columns.orders', kind: 'count' },
  { key: 'total', label: 'columns.total', kind: 'money' },
];
const statusChart: ReportChart = {
  kind: 'pie',
  title: 'charts.ordersByStatus',
  label: 'status',
  values: ['count'],
};

/** Each status's orders and what they come to, small, above the table. */
export function StatusCards({
  statuses,
  ctx,
}: {
  statuses: readonly StatusTotal[];
  ctx: CellContext;
}) {
  const { t } = useTranslation('reporting');
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, md: 5 }}
      spacing={{ base: 'xs', sm: 'sm' }}
      data-testid="report-statuses"
    >
      {statuses.map((s) => (
        <Card key={s.status} withBorder radius="md" padding="xs" data-testid={`status-${s.status}`}>
          <Stack gap={4}>
            <Group justify="space-between" gap={4} wrap="nowrap">
              <Badge size="sm" variant="light" color={statusColors[s.status]} tt="none">
                {t(`status.${s.status}`)}
              </Badge>
              <Text fw={700} className={classes.tabular} data-testid="status-count">
                {cellText(statusColumns[1]!, s, ctx)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" className={classes.tabular} truncate>
              {cellText(statusColumns[2]!, s, ctx)}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The orders of each status, as a pie in the statuses' own colours; empty statuses left out. */
export function StatusPie({
  statuses,
  ctx,
}: {
  statuses: readonly StatusTotal[];
  ctx: CellContext;
}) {
  const { t } = useTranslation('reporting');
  const theme = useMantineTheme();
  const rows = statuses.filter((s) => s.count > 0);
  const title = t(statusChart.title);
  const option = useMemo<EChartsOption | null>(
    () =>
      rows.length === 0
        ? null
        : {
            tooltip: {
              trigger: 'item',
              valueFormatter: (v) => cellText(statusColumns[1]!, {} as StatusTotal, ctx, Number(v)),
            },
            legend: { type: 'scroll', bottom: 0 },
            series: [
              {
                type: 'pie',
                radius: ['40%', '70%'],
                center: ['50%', '45%'],
                label: { show: false },
                data: rows.map((s) => ({
                  name: t(`status.${s.status}`),
                  value: s.count,
                  itemStyle: { color: theme.colors[statusColors[s.status]]![6] },
                })),
              },
            ],
          },
    [rows, ctx, t, theme],
  );
  return (
    <ChartCard
      title={title}
      data-testid="report-chart"
      empty={option === null ? <EmptyFigures /> : undefined}
      chart={option ? <Chart option={option} height={260} label={title} /> : null}
      table={
        <FiguresTable
          caption={title}
          rows={statuses}
          rowKey={(row) => row.status}
          columns={statusColumns.map((column) => ({
            key: column.key,
            label: t(column.label),
            value: (row: StatusTotal) => <bdi>{cellText(column, row, ctx)}</bdi>,
            numeric: column.kind !== 'enum',
          }))}
        />
      }
    />
  );
}

export function OrdersReportScreen() {
  return (
    <ReportScreen
      definition={orderReport}
      summary={({ reply, ctx }) =>
        reply ? (
          <Stack gap="md">
            <StatusCards statuses={reply.statuses} ctx={ctx} />
            <StatusPie statuses={reply.statuses} ctx={ctx} />
          </Stack>
        ) : null
      }
    />
  );
}
