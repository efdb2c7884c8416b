import { addDays } from '@contract/businessDay';

/** The periods a sales screen offers (issue 8: today, yesterday, this week, last 7 and 30 days, this month, custom). */
export const periodPresets = [
  'today',
  'yesterday',
  'this_week',
  'last_7_days',
  'last_30_days',
  'this_month',
  'custom',
] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export interface Period {
  preset: PeriodPreset;
  /** Business dates, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The first and last date a date picker offers (SPEC section 9). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2099-12-31';

/** ISO weekday of a date: 1 Monday to 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The dates of a preset, given the location's business date today. Weeks start on Monday. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): Period {
  switch (preset) {
    case 'today':
      return { preset, from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { preset, from: day, to: day };
    }
    case 'this_week':
      return { preset, from: addDays(today, 1 - isoWeekday(today)), to: today };
    case 'last_7_days':
      return { preset, from: addDays(today, -6), to: today };
    case 'last_30_days':
      return { preset, from: addDays(today, -29), to: today };
    case 'this_month':
      return { preset, from: `${today.slice(0, 7)}-01`, to: today };
  }
}

/** A period as it travels in a URL or a query: the preset's dates follow today, custom ones stay. */
export function resolvePeriod(period: Period, today: string): Period {
  return period.preset === 'custom' ? period : presetPeriod(period.preset, today);
}

/** A custom period, its ends put in order and kept within the dates the picker offers. */
export function customPeriod(from: string, to: string): Period {
  const clamp = (d: string) => (d < MIN_DATE ? MIN_DATE : d > MAX_DATE ? MAX_DATE : d);
  const [a, b] = [clamp(from), clamp(to)].sort();
  return { preset: 'custom', from: a!, to: b! };
}
