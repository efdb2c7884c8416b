import type { ForecastBacktestReply } from '@contract/forecast';
import type { TFunction } from 'i18next';
import type { ExportColumn, ReportDocument } from '../export/document';

/** A line of the forecast accuracy report's file: a product (sold) or a material (used). */
export interface AccuracyRow {
  name: string;
  kind: string;
  /** Sold or used; none in the totals, where products and materials do not add up. */
  actual: number | null;
  forecast: number | null;
  /** WAPE as a percentage (0–100), as every report's percentages. */
  error: number | null;
  stockoutsForecast: number | null;
  stockoutsPar: number | null;
  overstockForecast: number | null;
  overstockPar: number | null;
}

const percent = (fraction: number | null) =>
  fraction === null ? null : Math.round(fraction * 10_000) / 100;

/**
 * The backtest as the report's file holds it: every product, then every material with what
 * ordering by forecast and to par would have caused, and as totals the overall error and outcomes:
 * the figures the screen shows, in one table.
 */
export function accuracyDocument(
  reply: ForecastBacktestReply,
  t: TFunction<'forecast'>,
  header: Pick<ReportDocument<AccuracyRow>, 'title' | 'range' | 'location' | 'lang' | 'currency'>,
): ReportDocument<AccuracyRow> {
  const products: AccuracyRow[] = reply.products.map((p) => ({
    name: p.name,
    kind: t('columns.product'),
    actual: p.sold,
    forecast: p.forecast,
    error: percent(p.error),
    stockoutsForecast: null,
    stockoutsPar: null,
    overstockForecast: null,
    overstockPar: null,
  }));
  const materials: AccuracyRow[] = reply.materials.map((m) => ({
    name: `${m.name} (${m.unit})`,
    kind: t('columns.material'),
    actual: m.used,
    forecast: m.forecast,
    error: percent(m.error),
    stockoutsForecast: m.by_forecast.stockout_days,
    stockoutsPar: m.by_par.stockout_days,
    overstockForecast: m.by_forecast.overstock_value,
    overstockPar: m.by_par.overstock_value,
  }));
  const column = (
    key: keyof AccuracyRow,
    label: string,
    kind: ExportColumn<AccuracyRow>['kind'],
  ): ExportColumn<AccuracyRow> => ({ key, label: t(label), kind, value: (row) => row[key] });
  return {
    ...header,
    columns: [
      column('name', 'columns.item', 'text'),
      column('kind', 'columns.kind', 'text'),
      column('actual', 'columns.actual', 'quantity'),
      column('forecast', 'columns.forecast', 'quantity'),
      column('error', 'columns.error', 'percent'),
      column('stockoutsForecast', 'columns.stockoutsForecast', 'quantity'),
      column('stockoutsPar', 'columns.stockoutsPar', 'quantity'),
      column('overstockForecast', 'columns.overstockForecast', 'money'),
      column('overstockPar', 'columns.overstockPar', 'money'),
    ],
    rows: [...products, ...materials],
    totals: {
      name: '',
      kind: '',
      actual: null,
      forecast: null,
      error: percent(reply.error),
      stockoutsForecast: reply.by_forecast.stockout_days,
      stockoutsPar: reply.by_par.stockout_days,
      overstockForecast: reply.by_forecast.overstock_value,
      overstockPar: reply.by_par.overstock_value,
    },
    timeZone: 'UTC',
  };
}
