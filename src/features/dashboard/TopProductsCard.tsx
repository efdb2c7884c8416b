import { useElementSize } from '@mantine/hooks';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/reports/Chart';
import { ChartCard } from '@/components/reports/ChartCard';
import { FiguresTable } from '@/components/reports/FiguresTable';
import type { ReadBody } from '@/components/reports/useServerRead';
import { numberFormat } from '@/lib/formats';
import type { TopProducts } from './data/dashboardReads';
import { EmptyFigures, ReadState } from '@/components/reports/ReadState';
import { topProductsHeight, topProductsLabel, topProductsOption } from './topProductsChart';
import type { DashboardMoney } from './useDashboardMoney';
import { StillSegmentedControl } from '@/components/StillSegmentedControl';

type By = 'net_sales' | 'quantity';

interface TopProductsCardProps {
  read: ReadBody<TopProducts>;
  by: By;
  onByChange: (by: By) => void;
  money: DashboardMoney;
}

/** The ten best-selling products, by net sales or by quantity sold. */
export const TopProductsCard = memo(function TopProductsCard({
  read,
  by,
  onByChange,
  money,
}: TopProductsCardProps) {
  const { t } = useTranslation('dashboard');
  const lang = money.lang;
  const reply = read.data;
  const title = t('top.title');
  const rows = useMemo(() => reply?.data ?? [], [reply]);
  // The names' column is a share of the chart's width: long names show whole where there is room.
  const { ref, width } = useElementSize();

  const chart = useMemo(() => {
    const formatValue = (v: number) =>
      by === 'quantity' ? numberFormat(lang).format(v) : money.format(v);
    const compact = numberFormat(lang, { notation: 'compact' });
    const products = rows.map((p) => ({
      name: p.name,
      value: by === 'quantity' ? p.quantity : p.net_sales,
    }));
    return {
      option: topProductsOption({
        products,
        figure: by === 'quantity' ? t('columns.quantity') : t('columns.net_sales'),
        width: Math.round(width),
        formatValue,
        formatTick: (v) => compact.format(v),
      }),
      // The axis may shorten a name; a screen reader hears every one whole, with its figure.
      label: topProductsLabel(
        title,
        products,
        formatValue,
        (name, value) => t('top.chartItem', { name, value }),
        (items) => new Intl.ListFormat(lang, { type: 'unit' }).format(items),
      ),
    };
  }, [rows, by, lang, money, t, title, width]);

  return (
    <ChartCard
      title={title}
      description={by === 'quantity' ? t('top.byQuantityHint') : t('top.byNetHint')}
      data-testid="top-products"
      controls={
        <StillSegmentedControl
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
      chart={
        <div ref={ref}>
          <Chart
            option={chart.option}
            height={topProductsHeight(rows.length)}
            label={chart.label}
          />
        </div>
      }
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
});
