import { useMemo } from 'react';
import { useMoney } from '@/shared/location/useMoney';
import { moneyDecimals, moneyFormat, type MoneyFormat } from '@/lib/money';

export interface ReportMoney {
  /** How the report's amounts are written: in their currency, or plain numbers across several. */
  money: MoneyFormat;
  /** The currencies added up as they are (all locations in more than one currency), else null. */
  mixed: readonly string[] | null;
}

/**
 * How a report writes amounts. One location: its own currency and decimals. All locations: the
 * server adds amounts up as they are and lists their currencies; one currency is that currency,
 * several are plain numbers that the screen explains.
 */
export function useReportMoney(
  locationId: string | null,
  all: boolean,
  currencies: readonly string[] | undefined,
): ReportMoney {
  const active = useMoney(locationId);
  const key = currencies?.join(',') ?? '';
  return useMemo(() => {
    const read = key.split(',').filter(Boolean);
    if (!all || read.length === 0) return { money: active, mixed: null };
    if (read.length === 1) {
      const currency = read[0]!;
      const money =
        currency === active.currency
          ? active
          : moneyFormat(active.lang, currency, moneyDecimals({ currency }));
      return { money, mixed: null };
    }
    return { money: moneyFormat(active.lang, null, active.decimals), mixed: read };
  }, [active, all, key]);
}
