import type { ForecastWhy } from '@contract/forecast';
import type { TFunction } from 'i18next';
import { dateTimeFormat, numberFormat } from '@/lib/formats';

/**
 * Why a day is forecast at its quantity, in one line a manager can check against the till:
 * "Friday, last 4 weeks: 130, 142, 138, 150 · trend +3% · National Day".
 */
export function whyText(
  why: ForecastWhy,
  date: string,
  t: TFunction<'forecast'>,
  lang: string,
): string {
  const quantity = numberFormat(lang, { maximumFractionDigits: 1 });
  // Not Intl.ListFormat: Arabic's list joins its last figure with "and", which reads as a sum.
  const samples = why.samples.map((s) => quantity.format(s.quantity)).join(t('why.separator'));
  const parts: string[] = [];
  switch (why.basis) {
    case 'weekday': {
      const weekday = dateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(`${date}T12:00:00Z`),
      );
      parts.push(t('why.weekday', { count: why.samples.length, weekday, samples }));
      break;
    }
    case 'holiday':
      parts.push(t('why.holiday', { holiday: why.holiday ?? '', samples }));
      break;
    case 'short_history':
      parts.push(t('why.shortHistory', { level: quantity.format(why.level) }));
      break;
    case 'closed':
      return t('why.closed');
    case 'none':
      return t('why.none');
  }
  if (Math.abs(why.trend - 1) >= 0.005) {
    const change = numberFormat(lang, {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: 'exceptZero',
    });
    // Isolated, so right to left the sign stays before the figure ("+3%", not "3%+").
    parts.push(t('why.trend', { trend: `\u2066${change.format(why.trend - 1)}\u2069` }));
  }
  // A holiday that kept its weekday pattern (too few past holidays) is still named.
  if (why.holiday && why.basis !== 'holiday') parts.push(why.holiday);
  return parts.join(' · ');
}
