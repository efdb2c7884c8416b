import { moneyNumberFormat } from './formats';

// One definition of a location's currency, its decimals and how amounts round to them, shared with
// the server (`GET /config/currency`, the balance report).
export {
  currencyDecimals,
  currencySymbol,
  DEFAULT_DECIMALS,
  moneyDecimals,
  roundMoney,
} from '@contract/money';

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
