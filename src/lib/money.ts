import { moneyNumberFormat, numberFormat } from './formats';

/** Decimals used when nothing says otherwise. */
export const DEFAULT_DECIMALS = 2;

/**
 * Rounds an amount to the currency's decimals, half away from zero, without the binary drift of a
 * plain `Math.round(x * 100) / 100` (1.005 rounds to 1.01, not 1.00).
 */
export function roundMoney(amount: number, decimals: number): number {
  const d = Math.max(0, Math.min(6, Math.trunc(decimals)));
  const factor = 10 ** d;
  const scaled = Math.abs(amount) * factor;
  // A small nudge absorbs the representation error of decimals such as 1.005 (really 1.00499…).
  const rounded = Math.round(scaled + scaled * Number.EPSILON * 8) / factor;
  return Math.sign(amount) * rounded || 0;
}

/** The decimals a currency is written with (JPY 0, KWD 3), or null for an unknown code. */
export function currencyDecimals(currency: string | null | undefined): number | null {
  if (!currency || !/^[A-Za-z]{3}$/.test(currency.trim())) return null;
  try {
    return (
      numberFormat('en', { style: 'currency', currency: currency.trim() }).resolvedOptions()
        .maximumFractionDigits ?? null
    );
  } catch {
    return null;
  }
}

/**
 * How many decimals money has in this business: the location's `decimal_points` setting when it is
 * a number, else the user's `fraction_digits`, else the currency's own, else two.
 */
export function moneyDecimals(input: {
  decimalPoints?: string | null;
  fractionDigits?: number | null;
  currency?: string | null;
}): number {
  const setting = input.decimalPoints?.trim();
  if (setting && /^\d$/.test(setting)) return Number(setting);
  if (
    typeof input.fractionDigits === 'number' &&
    Number.isInteger(input.fractionDigits) &&
    input.fractionDigits >= 0 &&
    input.fractionDigits <= 6
  )
    return input.fractionDigits;
  return currencyDecimals(input.currency) ?? DEFAULT_DECIMALS;
}

export interface MoneyFormat {
  /** The language amounts are written in. */
  lang: string;
  decimals: number;
  currency: string | null;
  /** The amount in the screen's language, with the currency when it is known. */
  format: (amount: number) => string;
}

/**
 * A formatter for amounts in the given language and currency, with a fixed number of decimals: the
 * one the lists use too (`moneyNumberFormat`), so a price reads the same in a list and in a form.
 */
export function moneyFormat(lang: string, currency: string | null, decimals: number): MoneyFormat {
  const { format, currency: known } = moneyNumberFormat(lang, { currency, decimals });
  return { lang, decimals, currency: known, format: (amount) => format.format(amount) };
}
