import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLocation } from './useActiveLocation';
import { useSession } from '@/data/react';
import { moneyDecimals, moneyFormat, type MoneyFormat } from '@/lib/money';
import { useLocationSettings } from './useLocationSettings';

const moneySettings = ['currency', 'decimal_points'] as const;

/**
 * How amounts are written at a location: its `currency` and `decimal_points` settings from the local
 * store (so it works offline), the user's `fraction_digits` when the location says nothing.
 */
export function useMoney(locationId: string | null): MoneyFormat {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const { user } = useSession();
  const settings = useLocationSettings(locationId, moneySettings);
  const currency = settings.currency?.trim().toUpperCase() || null;
  const decimalPoints = settings.decimal_points ?? null;
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
