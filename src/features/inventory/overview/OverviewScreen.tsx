import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/location/useMoney';
import { PageHeader } from '@/components/PageHeader';
import { ReadState } from '@/components/reports/ReadState';
import { numberFormat } from '@/lib/formats';
import { exportSpreadsheet } from '@/lib/spreadsheet';
import { BlindNotice } from '../stock/shared/BlindNotice';
import { FigureCards } from '../stock/shared/FigureCards';
import { FiguresFrame } from '../stock/shared/FiguresFrame';
import { materialName } from '../stock/data/materials';
import { useMaterialCategories, useStockOverview } from '../stock/data/reads';
import { usePeriod } from '../stock/shared/useSearchPatch';
import { useStockPlace } from '../stock/shared/useStockPlace';
import { CategoryCard } from './CategoryCard';
import { foodCostPercent, overviewFigures } from './figures';
import { TrendCard } from './TrendCard';

const route = getRouteApi('/dashboard/inventory/overview');

/** `/dashboard/inventory/overview`: stock value and food cost over a period, by category. */
export function OverviewScreen() {
  const { t } = useTranslation('stock');
  const place = useStockPlace();
  if (!place.costs || !place.locationId) {
    return (
      <>
        <PageHeader title={t('overview.title')} description={t('overview.description')} />
        <BlindNotice />
      </>
    );
  }
  return <Overview locationId={place.locationId} />;
}

function Overview({ locationId }: { locationId: string }) {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.resolvedLanguage ?? 'en';
  const search = route.useSearch();
  const choice = usePeriod(search, locationId, 'last_30_days');
  const { period } = choice;
  const money = useMoney(locationId);
  const categories = useMaterialCategories();
  const read = useStockOverview(locationId, period.from, period.to);
  const categoryName = useMemo(() => {
    const names = new Map((categories ?? []).map((c) => [c.id, materialName(c, lang)] as const));
    return (id: string | null) => (id ? (names.get(id) ?? '—') : t('overview.noCategory'));
  }, [categories, lang, t]);
  const percent = useCallback(
    (value: number | null) =>
      value === null ? '—' : numberFormat(lang, { maximumFractionDigits: 1 }).format(value) + ' %',
    [lang],
  );
  const data = read.data;
  const onExport = useMemo(() => {
    if (!data) return null;
    const cur = (label: string) => (money.currency ? `${label} (${money.currency})` : label);
    return () =>
      exportSpreadsheet('stock-overview', {
        sheetName: t('overview.title'),
        columns: [
          t('columns.date'),
          cur(t('overview.stockValue')),
          cur(t('overview.foodCost')),
          cur(t('overview.netSales')),
          t('overview.foodCostPercent'),
          cur(t('overview.wastage')),
        ],
        rows: data.days.map((d) => [
          d.date,
          d.stock_value,
          d.food_cost,
          d.net_sales,
          foodCostPercent(d.food_cost, d.net_sales),
          d.wastage,
        ]),
      });
  }, [data, money.currency, t]);

  return (
    <FiguresFrame
      title={t('overview.title')}
      description={t('overview.description')}
      read={read}
      onExport={onExport}
      period={choice}
    >
      <ReadState read={read} height={420}>
        {(reply) => {
          const figures = overviewFigures(reply);
          return (
            <>
              <FigureCards
                figures={[
                  {
                    key: 'closing',
                    label: t('overview.closingStock'),
                    value: figures.closingStock === null ? '—' : money.format(figures.closingStock),
                  },
                  {
                    key: 'food-cost',
                    label: t('overview.foodCost'),
                    value: money.format(figures.foodCost),
                  },
                  {
                    key: 'food-cost-pct',
                    label: t('overview.foodCostPercent'),
                    value: percent(figures.foodCostPercent),
                    note: t('overview.ofSales', { amount: money.format(figures.netSales) }),
                  },
                  {
                    key: 'wastage',
                    label: t('overview.wastage'),
                    value: money.format(figures.wastage),
                  },
                ]}
              />
              <TrendCard reply={reply} money={money} percent={percent} />
              <CategoryCard reply={reply} money={money} categoryName={categoryName} />
            </>
          );
        }}
      </ReadState>
    </FiguresFrame>
  );
}
