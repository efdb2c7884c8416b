import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLocation } from '@/app/location/useActiveLocation';
import { useLocal, useSession } from '@/data/react';
import { moneyDecimals, moneyFormat, type MoneyFormat } from './money';

/**
 * How amounts are written at a location: its `currency` and `decimal_points` settings from the local
 * store (so it works offline), the user's `fraction_digits` when the location says nothing.
 */
export function useMoney(locationId: string | null): MoneyFormat {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const local = useLocal();
  const { user } = useSession();
  const settings = useLiveQuery(
    async () => {
      if (!local || !locationId) return null;
      const rows = await local.db
        .rows('settings')
        .where('location_id')
        .equals(locationId)
        .toArray();
      const value = (name: string) => {
        const v = rows.find((r) => r.name === name)?.value;
        return typeof v === 'string' ? v : null;
      };
      return { currency: value('currency'), decimalPoints: value('decimal_points') };
    },
    [local, locationId],
    null,
  );
  const currency = settings?.currency?.trim().toUpperCase() || null;
  const decimalPoints = settings?.decimalPoints ?? null;
  const fractionDigits = user?.fraction_digits ?? null;
  return useMemo(
    () => moneyFormat(lang, currency, moneyDecimals({ decimalPoints, fractionDigits, currency })),
    [lang, currency, decimalPoints, fractionDigits],
  );
}

/** How amounts are written at the active location: what the catalogue's price columns show. */
export function useActiveMoney(): MoneyFormat {
  return useMoney(useActiveLocation().locationId);
}
