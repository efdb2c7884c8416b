import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ForecastBacktestReply } from '@contract/forecast';
import english from '../../../../locales/en/forecast.json';
import { accuracyDocument } from './forecastAccuracy';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { forecast: english } } });
});

const outcome = (stockout_days: number, overstock_value: number) => ({
  stockout_days,
  overstock_value,
});
const reply: ForecastBacktestReply = {
  location_id: 'l1',
  from: '2026-10-09',
  to: '2026-12-03',
  weeks: 8,
  measure: 'wape',
  error: 0.1834,
  products: [
    { product_id: 'p1', name: 'Burger', sold: 900, forecast: 880, error: 0.12 },
    { product_id: 'p2', name: 'New dessert', sold: 0, forecast: 3, error: null },
  ],
  by_forecast: outcome(3, 412.5),
  by_par: outcome(11, 1290.75),
  materials: [
    {
      material_id: 'm1',
      name: 'Beef',
      unit: 'g',
      used: 120_000,
      forecast: 118_000,
      error: 0.1,
      by_forecast: outcome(1, 80),
      by_par: outcome(4, 240),
    },
  ],
};

describe('the forecast accuracy file', () => {
  it('holds every product, then every material with its outcomes, and the overall figures as totals', () => {
    const doc = accuracyDocument(reply, i18n.getFixedT('en', 'forecast'), {
      title: 'Forecast accuracy',
      range: 'Oct 9, 2026 – Dec 3, 2026',
      location: 'Marina',
      lang: 'en',
      currency: 'AED',
    });
    expect(doc.rows.map((r) => [r.name, r.kind, r.error])).toEqual([
      ['Burger', 'Product', 12],
      ['New dessert', 'Product', null],
      ['Beef (g)', 'Material', 10],
    ]);
    expect(doc.rows[2]).toMatchObject({ stockoutsForecast: 1, stockoutsPar: 4, overstockPar: 240 });
    // Products and materials do not add up: no sold or used total, the overall error instead.
    expect(doc.totals).toMatchObject({
      actual: null,
      forecast: null,
      error: 18.34,
      stockoutsForecast: 3,
      stockoutsPar: 11,
      overstockForecast: 412.5,
      overstockPar: 1290.75,
    });
    expect(doc.columns.map((c) => c.label)).toContain('Error (WAPE)');
  });
});
