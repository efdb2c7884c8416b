import type { CallReply } from '@contract/call';
import { advancedPaymentCalls } from '@contract/frameReportCalls';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/reports/Chart';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import { EmptyFigures, ReadState } from '@/components/reports/ReadState';
import { numberFormat } from '@/lib/formats';
import type { ReportChart, ReportColumn, ReportReply } from '../frame/definition';
import { reportDate } from '../frame/format';
import { ReportChartCard } from '../frame/ReportChartCard';
import type { ReportSlot } from '../frame/slot';
import { useAdvancedRead } from './advancedPaymentsSummary';

type CategoriesReply = CallReply<typeof advancedPaymentCalls.paymentCategories>;
type CategoryRow = CategoriesReply['items'][number];
type DaysReply = CallReply<typeof advancedPaymentCalls.chartData>;

/** A kind of payment method reads as the catalogue names it (cash, card, Apple Pay...). */
const categoryColumns: readonly ReportColumn<CategoryRow>[] = [
  {
    key: 'kind',
    label: 'columns.payment_kind',
    kind: 'enum',
    values: 'resources:paymentMethods.values.kind',
  },
  { key: 'net', label: 'columns.net', kind: 'money' },
  { key: 'share', label: 'columns.share', kind: 'percent' },
];
const categoryChart: ReportChart = {
  kind: 'pie',
  title: 'charts.netByKind',
  label: 'kind',
  values: ['net', 'share'],
};

/** The net taken in per kind of payment method, as a pie. */
export function PaymentCategoriesPie<Row, Reply extends ReportReply<Row>>({
  slot,
}: {
  slot: ReportSlot<Row, Reply>;
}) {
  const categories = useAdvancedRead(slot, advancedPaymentCalls.paymentCategories, {
    sort: 'net',
    dir: 'desc',
  });
  return (
    <ReportChartCard
      spec={categoryChart}
      columns={categoryColumns}
      rows={categories.data?.items}
      rowKey={(row) => row.kind}
      ctx={slot.ctx}
      pending={
        <ReadState read={categories} height={300}>
          {() => null}
        </ReadState>
      }
    />
  );
}

/** Net taken in per business day, each day's bar split by payment method. */
export function PaymentDaysChart<Row, Reply extends ReportReply<Row>>({
  slot,
}: {
  slot: ReportSlot<Row, Reply>;
}) {
  const { t } = useTranslation('reporting');
  const { ctx } = slot;
  const days = useAdvancedRead(slot, advancedPaymentCalls.chartData);
  const reply = days.data;
  const title = t('charts.netPerDay');
  const methodName = (id: string) => ctx.name('paymentMethods', id) ?? ctx.unknown;
  const dayName = (date: string) => reportDate(date, ctx.lang) ?? date;
  const option = useMemo<EChartsOption | null>(() => {
    if (!reply || reply.days.length === 0) return null;
    const compact = numberFormat(ctx.lang, { notation: 'compact' });
    const short = (date: string) =>
      new Intl.DateTimeFormat(ctx.lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      );
    return {
      grid: { left: 16, right: 16, top: 36, bottom: 4, containLabel: true },
      legend: { type: 'scroll', top: 0 },
      tooltip: { trigger: 'axis', valueFormatter: (v) => ctx.money.format(Number(v)) },
      xAxis: {
        type: 'category',
        data: reply.days.map((d) => short(d.date)),
        axisLabel: { hideOverlap: true },
      },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => compact.format(v) } },
      series: reply.payment_methods.map((id) => ({
        type: 'bar',
        stack: 'net',
        barMaxWidth: 40,
        name: ctx.name('paymentMethods', id) ?? ctx.unknown,
        data: reply.days.map((d) => d.methods[id] ?? 0),
      })),
    };
  }, [reply, ctx]);
  if (!reply) {
    return (
      <ReadState read={days} height={300}>
        {() => null}
      </ReadState>
    );
  }
  return (
    <ChartCard
      title={title}
      data-testid="payments-days"
      empty={option === null ? <EmptyFigures /> : undefined}
      chart={option ? <Chart option={option} height={320} label={title} /> : null}
      table={
        <FiguresTable
          caption={title}
          rows={reply.days}
          rowKey={(day) => day.date}
          columns={[
            { key: 'date', label: t('columns.date'), value: (day) => dayName(day.date) },
            ...reply.payment_methods.map((id) => ({
              key: id,
              label: methodName(id),
              value: (day: DaysReply['days'][number]) => (
                <bdi>{ctx.money.format(day.methods[id] ?? 0)}</bdi>
              ),
              numeric: true,
            })),
            {
              key: 'net',
              label: t('columns.net'),
              value: (day) => <bdi>{ctx.money.format(day.net)}</bdi>,
              numeric: true,
            },
          ]}
        />
      }
    />
  );
}
