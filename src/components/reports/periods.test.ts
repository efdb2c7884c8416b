import { describe, expect, it } from 'vitest';
import { searchReader } from '@/shared/searchParams';
import { periodParams } from './periodPresets';
import {
  customPeriod,
  isoWeekday,
  periodOf,
  periodSearch,
  presetPeriod,
  resolvePeriod,
} from './periods';

describe('periods of a sales screen', () => {
  // 2026-11-24 is a Tuesday.
  const today = '2026-11-24';

  it('give each preset its dates from the location’s today', () => {
    expect(isoWeekday(today)).toBe(2);
    expect(presetPeriod('today', today)).toMatchObject({ from: today, to: today });
    expect(presetPeriod('yesterday', today)).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-23',
    });
    expect(presetPeriod('this_week', today)).toMatchObject({ from: '2026-11-23', to: today });
    expect(presetPeriod('this_week', '2026-11-29')).toMatchObject({ from: '2026-11-23' });
    expect(presetPeriod('last_7_days', today)).toMatchObject({ from: '2026-11-18', to: today });
    expect(presetPeriod('last_30_days', today)).toMatchObject({ from: '2026-10-26', to: today });
    expect(presetPeriod('this_month', today)).toMatchObject({ from: '2026-11-01', to: today });
  });

  it('keep a custom period as chosen, in order and within 1900 to 2099', () => {
    expect(customPeriod('2026-11-10', '2026-11-01')).toEqual({
      preset: 'custom',
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(customPeriod('1850-01-01', '2200-01-01')).toMatchObject({
      from: '1900-01-01',
      to: '2099-12-31',
    });
    const custom = customPeriod('2026-01-01', '2026-01-31');
    expect(resolvePeriod(custom, today)).toBe(custom);
    expect(
      resolvePeriod({ preset: 'today', from: '2020-01-01', to: '2020-01-01' }, today),
    ).toMatchObject({
      from: today,
    });
  });

  it('are read from a URL: a preset’s dates from the location’s today, a custom period’s its own', () => {
    const search = searchReader(periodParams);
    expect(periodOf(search({}), today)).toEqual({ preset: 'today', from: today, to: today });
    expect(periodOf(search({ period: 'last_7_days', from: '2020-01-01' }), today)).toEqual({
      preset: 'last_7_days',
      from: '2026-11-18',
      to: today,
    });
    expect(
      periodOf(search({ period: 'custom', from: '2026-11-10', to: '2026-11-01' }), today),
    ).toEqual({ preset: 'custom', from: '2026-11-01', to: '2026-11-10' });
    // A custom period missing one of its dates cannot be read: today instead.
    expect(periodOf(search({ period: 'custom', from: '2026-11-10' }), today)).toMatchObject({
      preset: 'today',
      from: today,
    });
  });

  it('go into a URL: a preset without dates (it keeps following today), a custom period with them', () => {
    expect(periodSearch({ preset: 'today', from: today, to: today })).toEqual({
      period: undefined,
      from: undefined,
      to: undefined,
    });
    expect(periodSearch({ preset: 'this_month', from: '2026-11-01', to: today })).toEqual({
      period: 'this_month',
      from: undefined,
      to: undefined,
    });
    expect(periodSearch({ preset: 'custom', from: '2026-10-01', to: '2026-10-31' })).toEqual({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });
});

describe('the longer periods a report offers', () => {
  it('run from the month before, the year’s start, or 1900 to 2099 for all time', () => {
    expect(presetPeriod('last_month', '2026-11-24')).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(presetPeriod('last_month', '2026-01-05')).toMatchObject({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetPeriod('this_year', '2026-11-24')).toMatchObject({
      from: '2026-01-01',
      to: '2026-11-24',
    });
    expect(presetPeriod('all_time', '2026-11-24')).toEqual({
      preset: 'all_time',
      from: '1900-01-01',
      to: '2099-12-31',
    });
  });
});
