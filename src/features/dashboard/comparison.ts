import type { PeriodPreset } from '@/components/reports/periodPresets';

/** The period figures are compared with, as the summary reply gives it. */
export interface ComparedPeriod {
  from: string;
  to: string;
  /** Today against yesterday: the comparison stops at this local time (HH:mm). */
  until: string | null;
}

/** What the screen says the figures are compared with (an i18n key of `dashboard:compare` and its values). */
export type Comparison =
  | { key: 'yesterdayUntil'; until: string }
  | { key: 'yesterdaySameTime' }
  | { key: 'day'; date: string }
  | { key: 'range'; from: string; to: string };

/**
 * Says what the changes are measured against. Today is compared with yesterday up to the same local
 * time: the server names that time when every location read shares it, else (locations in several
 * time zones) each location's own time is meant. Any other single day is compared with the day
 * before it, and longer periods with the period of the same length just before.
 */
export function comparisonOf(preset: PeriodPreset, compare: ComparedPeriod): Comparison {
  if (compare.until) return { key: 'yesterdayUntil', until: compare.until };
  if (preset === 'today') return { key: 'yesterdaySameTime' };
  if (compare.from === compare.to) return { key: 'day', date: compare.from };
  return { key: 'range', from: compare.from, to: compare.to };
}
