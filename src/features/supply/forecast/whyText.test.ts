import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ForecastWhy } from '@contract/forecast';
import arabic from '../../../../locales/ar/forecast.json';
import english from '../../../../locales/en/forecast.json';
import { whyText } from './whyText';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { forecast: english }, ar: { forecast: arabic } },
    interpolation: { escapeValue: false },
  });
});
const en = () => i18n.getFixedT('en', 'forecast');
/** The text as read: the isolates that keep a sign before its figure right to left are invisible. */
const read = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

/** The Friday 2026-12-11 and the four Fridays before it, newest first. */
const fridays: ForecastWhy = {
  basis: 'weekday',
  samples: [
    { date: '2026-12-04', quantity: 130 },
    { date: '2026-11-27', quantity: 142 },
    { date: '2026-11-20', quantity: 138 },
    { date: '2026-11-13', quantity: 150 },
  ],
  level: 136,
  trend: 1.03,
  holiday: null,
};

describe('why a day is forecast at its quantity', () => {
  it('names the weekday, its last weeks newest first and the trend', () => {
    expect(read(whyText(fridays, '2026-12-11', en(), 'en'))).toBe(
      'Friday, last 4 weeks: 130, 142, 138, 150 · trend +3%',
    );
  });

  it('leaves out a flat trend and names a holiday that kept the weekday pattern', () => {
    expect(
      whyText({ ...fridays, trend: 1, holiday: 'National Day' }, '2026-12-11', en(), 'en'),
    ).toBe('Friday, last 4 weeks: 130, 142, 138, 150 · National Day');
  });

  it('forecasts a holiday from past holidays, named once, and a falling trend with its sign', () => {
    const holiday: ForecastWhy = {
      basis: 'holiday',
      samples: [{ date: '2025-12-02', quantity: 210 }],
      level: 210,
      trend: 0.95,
      holiday: 'National Day',
    };
    expect(read(whyText(holiday, '2026-12-02', en(), 'en'))).toBe(
      'National Day: past holidays 210 · trend -5%',
    );
  });

  it('says a closed day and a product never sold in one phrase each', () => {
    const closed: ForecastWhy = { basis: 'closed', samples: [], level: 0, trend: 1, holiday: null };
    expect(whyText(closed, '2026-12-13', en(), 'en')).toBe('Closed that day');
    expect(whyText({ ...closed, basis: 'none' }, '2026-12-13', en(), 'en')).toBe(
      'No sales of it in the history read',
    );
  });

  it('gives a short history its average', () => {
    const short: ForecastWhy = { ...fridays, basis: 'short_history', level: 12.5, trend: 1 };
    expect(whyText(short, '2026-12-11', en(), 'en')).toBe(
      'Under two weeks of history: average of its open days, 12.5',
    );
  });

  it('writes Arabic with its weekday and comma, no "and" before the last figure, the sign isolated', () => {
    const text = whyText(fridays, '2026-12-11', i18n.getFixedT('ar', 'forecast'), 'ar');
    expect(text).toContain('الجمعة');
    expect(text).toContain('130، 142، 138، 150');
    expect(text).not.toContain('و150');
    expect(text).toMatch(/\u2066[^\u2069]*3[^\u2069]*\u2069/);
    expect(text).not.toMatch(/why\./);
  });
});
