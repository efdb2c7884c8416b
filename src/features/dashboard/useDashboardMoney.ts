import { useMemo } from 'react';
import { useMoney } from '@/shared/location/useMoney';
import { moneyDecimals, moneyFormat } from '@/lib/money';

/** Which currency the dashboard's figures are in. */
export type ScopeCurrency =
  | { kind: 'active' }
  | { kind: 'one'; currency: string }
  | { kind: 'mixed'; currencies: readonly string[] }
  | { kind: 'unknown' };

/**
 * The currency of the figures read. One location: its own. All locations: the server adds their
 * amounts up as they are and lists the currencies (`currencies` of the reply, unknown until it
 * arrives); one currency is that currency, several are plain numbers that the screen explains.
 */
export function scopeCurrency(
  scope: 'all' | 'location',
  currencies: readonly string[] | undefined,
): ScopeCurrency {
  if (scope === 'location') return { kind: 'active' };
  if (!currencies || currencies.length === 0) return { kind: 'unknown' };
  if (currencies.length === 1) return { kind: 'one', currency: currencies[0]! };
  return { kind: 'mixed', currencies };
}

export interface DashboardMoney {
  /** The language amounts are written in. */
  lang: string;
  /** An amount of the figures read: in their currency, or a plain number across several. */
  format: (amount: number) => string;
  /** An amount of one location's, in its currency (a transaction, a store). */
  formatIn: (amount: number, currency: string | null) => string;
  /** The currencies added up, when the figures add up more than one (all locations). */
  mixedCurrencies: readonly string[] | null;
}

/** How the dashboard writes amounts (see `scopeCurrency`), in the active location's decimals. */
export function useDashboardMoney(
  locationId: string | null,
  scope: 'all' | 'location',
  currencies: readonly string[] | undefined,
): DashboardMoney {
  const active = useMoney(locationId);
  const key = currencies?.join(',');
  return useMemo(() => {
    const inCurrency = (currency: string | null) =>
      currency === active.currency || !currency
        ? active
        : moneyFormat(active.lang, currency, moneyDecimals({ currency }));
    const read = scopeCurrency(scope, key?.split(',').filter(Boolean));
    const shown =
      read.kind === 'active'
        ? active
        : read.kind === 'one'
          ? inCurrency(read.currency)
          : moneyFormat(active.lang, null, active.decimals);
    return {
      lang: active.lang,
      format: shown.format,
      formatIn: (amount, currency) => inCurrency(currency).format(amount),
      mixedCurrencies: read.kind === 'mixed' ? read.currencies : null,
    };
  }, [active, scope, key]);
}
