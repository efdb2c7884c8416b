import { invoiceReportCalls } from '@contract/frameReportCalls';
import type { ordersSummaryReply } from '@contract/reports';
import { Stack } from '@mantine/core';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Chart } from '@/components/reports/Chart';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import { EmptyFigures, ReadState } from '@/components/reports/ReadState';
import { useCallRead } from '@/components/reports/useServerRead';
import { numberFormat } from '@/lib/formats';
import type { ReportDefinition } from '../frame/definition';
import { cellText } from '../frame/format';
import { everyRow } from '../frame/inMemory';
import { ReportScreen } from '../frame/ReportScreen';
import type { ReportSlot } from '../frame/slot';
import { figure } from './columns';
import { FigureCards } from './FigureCards';
import { StatusCards } from './orders';

type SummaryReply = z.infer<typeof ordersSummaryReply>;
type SummaryRow = SummaryReply['items'][number];

/** `/dashboard/reporting/summary`: orders per channel and order type, and per status. */
export const ordersSummaryReport: ReportDefinition<SummaryRow, SummaryReply> = {
  slug: 'summary',
  title: 'reports.summary.title',
  description: 'reports.summary.description',
  call: () => invoiceReportCalls.ordersSummary,
  filters: ['channel_id', 'order_type_id'],
  columns: () => [
    {
      key: 'channel_id',
      label: 'columns.channel_id',
      kind: 'ref',
      ref: 'channels',
      sortable: true,
    },
    {
      key: 'order_type_id',
      label: 'columns.order_type_id',
      kind: 'ref',
      ref: 'orderTypes',
      sortable: true,
    },
    figure<SummaryRow>('transactions', 'count'),
    figure<SummaryRow>('guests', 'count'),
    figure<SummaryRow>('net_sales'),
    figure<SummaryRow>('total_sales'),
    figure<SummaryRow>('average_order_value'),
    figure<SummaryRow>('share', 'percent'),
  ],
  rowKey: (row) => `${row.channel_id ?? ''}:${row.order_type_id ?? ''}`,
  defaultSort: { key: 'net_sales', dir: 'desc' },
  defaultPeriod: 'last_30_days',
  serverPaging: true,
  fileBase: 'orders-summary',
};

const cards = [
  { key: 'transactions' },
  { key: 'net_sales' },
  { key: 'total_sales' },
  { key: 'average_order_value' },
] as const;

type Slot = ReportSlot<SummaryRow, SummaryReply>;

/**
 * Net sales per channel, each bar split by order type: every row of the period (a business has
 * a handful of channels and order types, far under one page of 5000), whatever page the table shows.
 */
function ChannelChart({ slot }: { slot: Slot }) {
  const { t } = useTranslation('reporting');
  const { read, view, ctx, columns } = slot;
  // The report's own call again, every row at once: read once the table's is known.
  const whole = useCallRead(
    read.call && invoiceReportCalls.ordersSummary,
    { query: everyRow(read.query, 'net_sales') },
    { day: read.query.from === undefined ? view.today : undefined },
  );
  const rows = whole.data?.items;
  const [channel, orderType, , , net] = columns;
  const title = t('charts.netSalesByChannel');
  const option = useMemo<EChartsOption | null>(() => {
    if (!rows || rows.length === 0 || !channel || !orderType || !net) return null;
    const channels = [...new Set(rows.map((r) => r.channel_id ?? ''))];
    const types = [...new Set(rows.map((r) => r.order_type_id ?? ''))];
    const nameOf = (id: string, column: typeof channel) =>
      cellText(column, {} as SummaryRow, ctx, id || null);
    const compact = numberFormat(ctx.lang, { notation: 'compact' });
    return {
      grid: { left: 16, right: 16, top: 36, bottom: 4, containLabel: true },
      legend: { type: 'scroll', top: 0 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v) => ctx.money.format(Number(v)),
      },
      xAxis: {
        type: 'category',
        data: channels.map((id) => nameOf(id, channel)),
        axisLabel: { interval: 0, width: 110, overflow: 'truncate' },
      },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => compact.format(v) } },
      series: types.map((type) => ({
        type: 'bar',
        stack: 'net',
        barMaxWidth: 48,
        name: nameOf(type, orderType),
        data: channels.map(
          (c) =>
            rows.find((r) => (r.channel_id ?? '') === c && (r.order_type_id ?? '') === type)
              ?.net_sales ?? 0,
        ),
      })),
    };
  }, [rows, channel, orderType, net, ctx]);
  if (!rows) {
    return (
      <ReadState read={whole} height={300}>
        {() => null}
      </ReadState>
    );
  }
  const shown = [channel, orderType, net].flatMap((c) => c ?? []);
  return (
    <ChartCard
      title={title}
      data-testid="report-chart"
      empty={option === null ? <EmptyFigures /> : undefined}
      chart={option ? <Chart option={option} height={300} label={title} /> : null}
      table={
        <FiguresTable
          caption={title}
          rows={rows}
          rowKey={ordersSummaryReport.rowKey}
          columns={shown.map((column) => ({
            key: column.key,
            label: t(column.label),
            value: (row: SummaryRow) => <bdi>{cellText(column, row, ctx)}</bdi>,
            numeric: column.kind === 'money',
          }))}
        />
      }
    />
  );
}

export function OrdersSummaryScreen() {
  return (
    <ReportScreen
      definition={ordersSummaryReport}
      summary={(slot) => (
        <Stack gap="md">
          {slot.reply ? (
            <>
              <FigureCards cards={cards} figures={slot.reply.figures} money={slot.ctx.money} />
              <StatusCards statuses={slot.reply.statuses} ctx={slot.ctx} />
            </>
          ) : null}
          <ChannelChart slot={slot} />
        </Stack>
      )}
    />
  );
}
