import { describe, expect, it } from 'vitest';
import { comparisonOf } from './comparison';
import { periodOf, periodSearch } from '@/components/reports/periods';
import { salesQueryOf, dashboardSearch } from './dashboardSearch';
import { insightSentence } from './insight';
import { changeOf } from '@/components/reports/change';
import { changeOfPct, headlineKpis, salesBridge } from './kpis';
import { clockTime, hourLabel, hoursRange } from './timeLabels';
import { scopeCurrency } from './useDashboardMoney';

describe('a KPI against its comparison', () => {
  it('says which way it moved, by how much, with one decimal', () => {
    expect(changeOf(110, 100, true)).toEqual({ pct: 10, direction: 'up', tone: 'good' });
    expect(changeOf(90, 100, true)).toEqual({ pct: -10, direction: 'down', tone: 'bad' });
    expect(changeOf(100.04, 100, true).pct).toBe(0);
    expect(changeOf(2 / 3, 1, true).pct).toBe(-33.3);
  });

  it('counts a move too small to show as no change, and nothing from nothing as no change', () => {
    expect(changeOf(100.04, 100, true)).toMatchObject({ direction: 'same', tone: 'neutral' });
    expect(changeOf(0, 0, true)).toEqual({ pct: null, direction: 'same', tone: 'neutral' });
  });

  it('names no percentage when the comparison had none, but still says it went up', () => {
    expect(changeOf(50, 0, true)).toEqual({ pct: null, direction: 'up', tone: 'good' });
  });

  it('takes fewer refunds, discounts and free items as good news', () => {
    const lowerIsBetter = salesBridge.filter((l) => !l.kpi.higherIsBetter).map((l) => l.kpi.key);
    expect(lowerIsBetter.sort()).toEqual(['complimentary', 'discounts', 'refunds']);
    expect(changeOf(20, 40, false)).toMatchObject({ direction: 'down', tone: 'good' });
    expect(changeOf(40, 20, false)).toMatchObject({ direction: 'up', tone: 'bad' });
  });

  it('shows every figure of SPEC section 1, each once in the headline and in the breakdown', () => {
    const headline = headlineKpis.map((k) => k.key);
    const bridge = salesBridge.map((l) => l.kpi.key);
    expect(new Set(headline).size).toBe(headline.length);
    expect(new Set(bridge).size).toBe(bridge.length);
    const keys = [...headline, ...bridge];
    for (const key of [
      'total_sales',
      'net_sales',
      'gross_sales',
      'transactions',
      'average_order_value',
      'tax',
      'vat',
      'discounts',
      'refunds',
    ] as const)
      expect(keys).toContain(key);
  });
});

describe('a store’s change as the server measured it', () => {
  it('keeps the server’s percentage and reads good news from its sign', () => {
    expect(changeOfPct(33.2, 200, 150)).toEqual({ pct: 33.2, direction: 'up', tone: 'good' });
    expect(changeOfPct(-17.6, 80, 100)).toEqual({ pct: -17.6, direction: 'down', tone: 'bad' });
    expect(changeOfPct(0, 100, 100)).toEqual({ pct: 0, direction: 'same', tone: 'neutral' });
  });

  it('still says sales went up from none, without a percentage', () => {
    expect(changeOfPct(null, 120, 0)).toEqual({ pct: null, direction: 'up', tone: 'good' });
  });
});

describe('what the figures are compared with', () => {
  it('is yesterday up to the time the server names, for today', () => {
    expect(comparisonOf('today', { from: '2026-11-23', to: '2026-11-23', until: '14:30' })).toEqual(
      {
        key: 'yesterdayUntil',
        until: '14:30',
      },
    );
  });

  it('is yesterday up to each location’s own time when the locations do not share a clock', () => {
    expect(comparisonOf('today', { from: '2026-11-23', to: '2026-11-23', until: null })).toEqual({
      key: 'yesterdaySameTime',
    });
  });

  it('is the day before for another single day, the period before for longer ones', () => {
    expect(
      comparisonOf('yesterday', { from: '2026-11-22', to: '2026-11-22', until: null }),
    ).toEqual({ key: 'day', date: '2026-11-22' });
    expect(
      comparisonOf('last_7_days', { from: '2026-11-11', to: '2026-11-17', until: null }),
    ).toEqual({ key: 'range', from: '2026-11-11', to: '2026-11-17' });
  });
});

describe('the insight sentence of a store', () => {
  it('names the change without its sign where the sentence says up or down', () => {
    expect(insightSentence('strong_growth', 12.5)).toEqual({ key: 'strong_growth', change: 12.5 });
    expect(insightSentence('positive_trend', 3)).toEqual({ key: 'positive_trend', change: 3 });
    expect(insightSentence('challenges', -8.2)).toEqual({ key: 'challenges', change: 8.2 });
  });

  it('keeps the sign of a stable change, which may go either way', () => {
    expect(insightSentence('stable', -1.5)).toEqual({ key: 'stable', change: -1.5 });
  });

  it('says sales came from none, or that there were none, without a percentage', () => {
    expect(insightSentence('strong_growth', null)).toEqual({
      key: 'strong_growth_from_none',
      change: null,
    });
    expect(insightSentence('stable', null)).toEqual({ key: 'stable_from_none', change: null });
    expect(insightSentence('no_sales', null)).toEqual({ key: 'no_sales', change: null });
  });
});

describe('the dashboard’s URL', () => {
  const today = '2026-11-24';

  it('opens today, the active location, by hour, when it says nothing', () => {
    const search = dashboardSearch({});
    expect(search).toEqual({});
    expect(periodOf(search, today)).toEqual({ preset: 'today', from: today, to: today });
  });

  it('drops what it cannot read instead of failing', () => {
    expect(
      dashboardSearch({ period: 'fortnight', scope: 'mars', by: 3, from: 'soon', top: 'x' }),
    ).toEqual({});
    expect(periodOf(dashboardSearch({ period: 'custom' }), today).preset).toBe('today');
  });

  it('keeps a custom period’s dates and a preset without dates, so it follows today', () => {
    const custom = { preset: 'custom', from: '2026-11-01', to: '2026-11-10' } as const;
    expect(periodSearch(custom)).toEqual({ period: 'custom', ...custom, preset: undefined });
    expect(periodOf(dashboardSearch(periodSearch(custom)), today)).toEqual(custom);
    const week = periodSearch({ preset: 'last_7_days', from: '2026-11-18', to: today });
    expect(week).toEqual({ period: 'last_7_days', from: undefined, to: undefined });
    expect(periodOf(dashboardSearch(week), '2026-12-01').from).toBe('2026-11-25');
  });

  it('reads today without dates (each location its own today), other periods with them', () => {
    const todayPeriod = periodOf({}, today);
    expect(salesQueryOf(todayPeriod, 'location', 'loc-1')).toEqual({ loc: 'loc-1' });
    expect(salesQueryOf(todayPeriod, 'all', 'loc-1')).toEqual({ loc: 'all' });
    expect(salesQueryOf(periodOf({ period: 'yesterday' }, today), 'location', null)).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    });
  });
});

describe('hours on the dashboard', () => {
  it('are written the language’s way, a block across midnight included', () => {
    expect(hourLabel(14, 'en')).toBe('2 PM');
    expect(hourLabel(14, 'de')).toBe('14 Uhr');
    expect(clockTime('19:36', 'en')).toBe('7:36 PM');
    expect(clockTime('19:36', 'ru')).toBe('19:36');
    expect(hoursRange(22, 5, 'en')).toBe('10:00 PM – 5:00 AM');
    expect(hoursRange(5, 12, 'de')).toBe('5:00 – 12:00');
  });
});

describe('the currency of the figures', () => {
  it('is the location’s own for one location', () => {
    expect(scopeCurrency('location', ['GBP'])).toEqual({ kind: 'active' });
  });

  it('is the one currency all locations share, else several that the screen names', () => {
    expect(scopeCurrency('all', ['AED'])).toEqual({ kind: 'one', currency: 'AED' });
    expect(scopeCurrency('all', ['AED', 'GBP'])).toEqual({
      kind: 'mixed',
      currencies: ['AED', 'GBP'],
    });
  });

  it('is not guessed before the server has said which currencies it added', () => {
    expect(scopeCurrency('all', undefined)).toEqual({ kind: 'unknown' });
    expect(scopeCurrency('all', [])).toEqual({ kind: 'unknown' });
  });
});
