import { isoDateParam, oneOf } from '@/shared/searchParams';

/**
 * The periods a sales screen offers (issue 8: today, yesterday, this week, last 7 and 30 days, this
 * month, custom), and how a screen's URL keeps one. On their own, without the date arithmetic of
 * `periods.ts`, because the routes' search readers load with the sign-in page.
 */
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

/**
 * The periods a report offers (issue 11): the sales screens' ones, and the longer ones an
 * accountant asks for, "all time" (1900-01-01 to 2099-12-31) included.
 */
export const reportPeriodPresets = [
  'today',
  'yesterday',
  'this_week',
  'last_7_days',
  'last_30_days',
  'this_month',
  'last_month',
  'this_year',
  'all_time',
  'custom',
] as const;
export type ReportPeriodPreset = (typeof reportPeriodPresets)[number];

/**
 * The period in a screen's URL: a preset by its name, absent for today, so it keeps following the
 * location's today; `custom` with its `from` and `to`.
 */
export const periodParams = {
  period: oneOf(periodPresets),
  from: isoDateParam,
  to: isoDateParam,
};

export interface PeriodSearch {
  period?: PeriodPreset;
  from?: string;
  to?: string;
}
