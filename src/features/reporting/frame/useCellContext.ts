import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyFormat } from '@/lib/money';
import type { RefCollection } from './definition';
import type { CellContext } from './format';

/** What a report's cells are written with, in the screen's language. */
export function useCellContext(
  money: MoneyFormat,
  zoneOf: CellContext['zoneOf'],
  name: (collection: RefCollection, id: string) => string | null,
): CellContext {
  const { t, i18n } = useTranslation('reporting');
  const lang = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    // An export writes these once per cell, 100,000 rows deep: each word is looked up once, and
    // the two patterns are filled in without going through i18next for every row.
    const words = new Map<string, string>();
    const at = fillIn(t('format.at', { date: DATE, time: TIME }));
    const week = fillIn(t('format.week', { date: DATE }));
    return {
      lang,
      money,
      zoneOf,
      name,
      word: (values, value) => {
        const key = `${values}.${value}`;
        let found = words.get(key);
        if (found === undefined) {
          found = t(key, { defaultValue: value });
          words.set(key, found);
        }
        return found;
      },
      at: (date, time) => at(date, time),
      week: (date) => week(date, ''),
      unknown: t('table.unknown'),
      say: (key) => t(key),
    };
  }, [lang, money, zoneOf, name, t]);
}

/** Stand-ins no translation contains, replaced by the real date and time. */
const DATE = '\u0001';
const TIME = '\u0002';

function fillIn(pattern: string): (date: string, time: string) => string {
  return (date, time) => pattern.replace(DATE, () => date).replace(TIME, () => time);
}
