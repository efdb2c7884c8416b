import type { TimeZoneSetting } from '@contract/timezone';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyFormat } from '@/lib/money';
import type { RefCollection } from './definition';
import type { CellContext } from './format';

/** What a report's cells are written with, in the screen's language. */
export function useCellContext(
  money: MoneyFormat,
  zoneOf: (locationId: string | null) => TimeZoneSetting,
  name: (collection: RefCollection, id: string) => string | null,
): CellContext {
  const { t, i18n } = useTranslation('reporting');
  const lang = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => ({
      lang,
      money,
      zoneOf,
      name,
      word: (values, value) => t(`${values}.${value}`, { defaultValue: value }),
      at: (date, time) => t('format.at', { date, time }),
      week: (date) => t('format.week', { date }),
      unknown: t('table.unknown'),
      say: (key) => t(key),
    }),
    [lang, money, zoneOf, name, t],
  );
}
