import { addDays } from '@contract/businessDay';
import type { PeriodPreset, PeriodSearch, ReportPeriodPreset } from './periodPresets';

/** A period of a sales screen (`PeriodPreset`) or, with `P`, of a report (`ReportPeriodPreset`). */
export interface Period<P extends ReportPeriodPreset = PeriodPreset> {
  preset: P;
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
export function presetPeriod<P extends Exclude<ReportPeriodPreset, 'custom'>>(
  preset: P,
  today: string,
): Period<P> {
  const period = (from: string, to: string): Period<P> => ({ preset, from, to });
  switch (preset as Exclude<ReportPeriodPreset, 'custom'>) {
    case 'today':
      return period(today, today);
    case 'yesterday': {
      const day = addDays(today, -1);
      return period(day, day);
    }
    case 'this_week':
      return period(addDays(today, 1 - isoWeekday(today)), today);
    case 'last_7_days':
      return period(addDays(today, -6), today);
    case 'last_30_days':
      return period(addDays(today, -29), today);
    case 'this_month':
      return period(`${today.slice(0, 7)}-01`, today);
    case 'last_month': {
      const last = addDays(`${today.slice(0, 7)}-01`, -1);
      return period(`${last.slice(0, 7)}-01`, last);
    }
    case 'this_year':
      return period(`${today.slice(0, 4)}-01-01`, today);
    case 'all_time':
      return period(MIN_DATE, MAX_DATE);
  }
}

/** A period as it travels in a URL or a query: the preset's dates follow today, custom ones stay. */
export function resolvePeriod<P extends ReportPeriodPreset>(
  period: Period<P>,
  today: string,
): Period<P> {
  return period.preset === 'custom'
    ? period
    : presetPeriod(period.preset as Exclude<P, 'custom'>, today);
}

/** A custom period, its ends put in order and kept within the dates the picker offers. */
export function customPeriod(from: string, to: string): Period<'custom'> {
  const clamp = (d: string) => (d < MIN_DATE ? MIN_DATE : d > MAX_DATE ? MAX_DATE : d);
  const [a, b] = [clamp(from), clamp(to)].sort();
  return { preset: 'custom', from: a!, to: b! };
}

/** The period a URL asks for: today when it says nothing, a custom one only with both its dates. */
export function periodOf(search: PeriodSearch, today: string): Period {
  const preset = search.period ?? 'today';
  if (preset !== 'custom') return presetPeriod(preset, today);
  return search.from && search.to
    ? customPeriod(search.from, search.to)
    : presetPeriod('today', today);
}

/**
 * How a URL keeps a period (see `periodParams`): a preset by its name and no dates, custom with
 * them. Every key is there, undefined to drop it, so it replaces the period the URL held.
 */
export function periodSearch(period: Period): {
  period: PeriodPreset | undefined;
  from: string | undefined;
  to: string | undefined;
} {
  const custom = period.preset === 'custom';
  return {
    period: period.preset === 'today' ? undefined : period.preset,
    from: custom ? period.from : undefined,
    to: custom ? period.to : undefined,
  };
}
