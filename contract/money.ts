/**
 * A location's money: its currency (ISO 4217) and how many decimals amounts have. One definition for
 * the server (`GET /config/currency`, settings validation) and the app (`src/lib/money.ts`).
 */

/** Decimals used when nothing says otherwise. */
export const DEFAULT_DECIMALS = 2;

/** `decimal_points` may say 0 to 3 decimals: no currency in use has more (KWD, BHD, OMR have 3). */
export const MAX_DECIMAL_POINTS = 3;

const CODE = /^[A-Z]{3}$/;

// Intl.NumberFormat accepts any three letters ("XYZ"), so only the list of codes the engine knows
// tells a real currency from a typo. Engines without the list fall back to the shape of the code.
const knownCodes: ReadonlySet<string> | null = (() => {
  try {
    return new Set(Intl.supportedValuesOf('currency'));
  } catch {
    return null;
  }
})();

/** An ISO 4217 code the runtime knows, written in capitals (`AED`, `GBP`). */
export function isCurrencyCode(value: string): boolean {
  return CODE.test(value) && (knownCodes === null || knownCodes.has(value));
}

/** The currency code of a setting value (`aed ` is AED), or null when it is not one. */
export function currencyCodeOf(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return isCurrencyCode(code) ? code : null;
}

/** The decimals a currency is written with (JPY 0, KWD 3), or null for an unknown code. */
export function currencyDecimals(currency: string | null | undefined): number | null {
  const code = currencyCodeOf(currency);
  if (!code) return null;
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits ?? null
  );
}

/** The currency's symbol in a language (`£`, `US$` in English, `د.إ.‏` in Arabic), or the code. */
export function currencySymbol(currency: string, lang = 'en'): string {
  const code = currencyCodeOf(currency);
  if (!code) return currency;
  try {
    const parts = new Intl.NumberFormat(lang, { style: 'currency', currency: code }).formatToParts(
      0,
    );
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

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

/**
 * How many decimals money has in this business: the location's `decimal_points` setting when it is
 * a number of decimals, else the user's `fraction_digits`, else the currency's own, else two.
 */
export function moneyDecimals(input: {
  decimalPoints?: string | null;
  fractionDigits?: number | null;
  currency?: string | null;
}): number {
  const setting = input.decimalPoints?.trim();
  if (setting && /^\d$/.test(setting) && Number(setting) <= MAX_DECIMAL_POINTS) {
    return Number(setting);
  }
  if (
    typeof input.fractionDigits === 'number' &&
    Number.isInteger(input.fractionDigits) &&
    input.fractionDigits >= 0 &&
    input.fractionDigits <= 6
  )
    return input.fractionDigits;
  return currencyDecimals(input.currency) ?? DEFAULT_DECIMALS;
}
