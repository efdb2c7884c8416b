/**
 * Intl formatters in the screen's language, built once per language and options: building one
 * costs far more than using it, and a list formats a value per row on every keystroke.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, build: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}) {
  return cached(
    numberFormats,
    `${lang}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(lang, options),
  );
}

export function dateTimeFormat(lang: string, options: Intl.DateTimeFormatOptions = {}) {
  return cached(
    dateTimeFormats,
    `${lang}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(lang, options),
  );
}

/** How a business writes amounts of money: its currency (null when unknown) and decimals. */
export interface MoneyStyle {
  currency: string | null;
  decimals: number;
}

/**
 * The formatter for amounts in this language: with the currency when Intl knows its code, else a
 * plain number; always with the business's decimals. `currency` says which of the two it is.
 */
export function moneyNumberFormat(
  lang: string,
  style: MoneyStyle,
): { format: Intl.NumberFormat; currency: string | null } {
  const digits = { minimumFractionDigits: style.decimals, maximumFractionDigits: style.decimals };
  if (style.currency) {
    try {
      return {
        format: numberFormat(lang, { style: 'currency', currency: style.currency, ...digits }),
        currency: style.currency,
      };
    } catch {
      // A currency code Intl does not know (a typo in the settings): the amount without it.
    }
  }
  return { format: numberFormat(lang, digits), currency: null };
}

/** An amount as `moneyNumberFormat` writes it. */
export function formatMoney(amount: number, lang: string, style: MoneyStyle): string {
  return moneyNumberFormat(lang, style).format.format(amount);
}
