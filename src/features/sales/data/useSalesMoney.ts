import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/location/useMoney';
import { useSession } from '@/data/react';
import { moneyDecimals, moneyFormat, type MoneyFormat } from '@/lib/money';

export interface SalesMoney {
  money: MoneyFormat;
  /** The currencies added together when the locations read use more than one, else null. */
  mixed: string[] | null;
}

/**
 * How a sales screen writes amounts: in the active location's money, or, across locations, in
 * their one currency. Locations with different currencies are added up as they are (the server
 * converts nothing), so the amounts are written without a currency and the screen says so.
 */
export function useSalesMoney(
  locationId: string | null,
  all: boolean,
  currencies: readonly string[] | undefined,
): SalesMoney {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const local = useMoney(locationId);
  const fractionDigits = useSession().user?.fraction_digits ?? null;
  const key = all && currencies ? currencies.join('|') : '';
  return useMemo(() => {
    const read = key ? key.split('|') : [];
    if (read.length === 0 || (read.length === 1 && read[0] === local.currency)) {
      return { money: local, mixed: null };
    }
    if (read.length === 1) {
      const currency = read[0]!;
      return {
        money: moneyFormat(lang, currency, moneyDecimals({ currency, fractionDigits })),
        mixed: null,
      };
    }
    return { money: moneyFormat(lang, null, local.decimals), mixed: read };
  }, [key, local, lang, fractionDigits]);
}
