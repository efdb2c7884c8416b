import { SegmentedControl } from '@mantine/core';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/reports/Chart';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import type { ServerRead } from '@/components/reports/useServerRead';
import { numberFormat } from '@/lib/formats';
import type { TopProducts } from './api/dashboardReads';
import { EmptyFigures, ReadState } from '@/components/reports/ReadState';
import type { DashboardMoney } from './useDashboardMoney';

type By = 'net_sales' | 'quantity';

interface TopProductsCardProps {
  read: ServerRead<TopProducts>;
  by: By;
  onByChange: (by: By) => void;
  money: DashboardMoney;
}

/** Longest product name on the chart's axis before it is cut short (the table has them whole). */
const AXIS_NAME_WIDTH = 110;

/** The ten best-selling products, by net sales or by quantity sold. */
export function TopProductsCard({ read, by, onByChange, money }: TopProductsCardProps) {
  const { t } = useTranslation('dashboard');
  const lang = money.lang;
  const reply = read.data;
  const title = t('top.title');
  const rows = useMemo(() => reply?.data ?? [], [reply]);

  const option = useMemo<EChartsOption>(() => {
    const compact = numberFormat(lang, { notation: 'compact' });
    // Best first from the top: a category axis draws its first entry at the bottom.
    const shown = [...rows].reverse();
    return {
      grid: { left: 8, right: 16, top: 4, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v) =>
          by === 'quantity' ? numberFormat(lang).format(Number(v)) : money.format(Number(v)),
      },
      xAxis: {
        type: 'value',
        splitNumber: 4,
        axisLabel: { formatter: (v: number) => compact.format(v), hideOverlap: true },
      },
      yAxis: {
        type: 'category',
        data: shown.map((p) => p.name),
        axisLabel: { width: AXIS_NAME_WIDTH, overflow: 'truncate' },
        axisTick: { show: false },
      },
      series: [
        {
          type: 'bar',
          name: by === 'quantity' ? t('columns.quantity') : t('columns.net_sales'),
          data: shown.map((p) => (by === 'quantity' ? p.quantity : p.net_sales)),
          barMaxWidth: 22,
          itemStyle: { borderRadius: 4 },
        },
      ],
    };
  }, [rows, by, lang, money, t]);

  return (
    <ChartCard
      title={title}
      description={by === 'quantity' ? t('top.byQuantityHint') : t('top.byNetHint')}
      data-testid="top-products"
      controls={
        <SegmentedControl
          size="xs"
          value={by}
          onChange={(next) => onByChange(next as By)}
          data={[
            { value: 'net_sales', label: t('top.byNet') },
            { value: 'quantity', label: t('top.byQuantity') },
          ]}
          data-testid="top-products-by"
        />
      }
      empty={
        !reply ? (
          <ReadState read={read} height={300}>
            {() => null}
          </ReadState>
        ) : rows.length === 0 ? (
          <EmptyFigures />
        ) : undefined
      }
      chart={<Chart option={option} height={Math.max(160, rows.length * 30 + 24)} label={title} />}
      table={
        <FiguresTable
          caption={title}
          rows={rows}
          rowKey={(p) => p.product_id}
          columns={[
            { key: 'name', label: t('columns.product'), value: (p) => p.name },
            {
              key: 'quantity',
              label: t('columns.quantity'),
              value: (p) => numberFormat(lang).format(p.quantity),
              numeric: true,
            },
            {
              key: 'net',
              label: t('columns.net_sales'),
              value: (p) => money.format(p.net_sales),
              numeric: true,
            },
          ]}
        />
      }
    />
  );
}
