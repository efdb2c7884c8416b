import { addDays } from '@contract/businessDay';
import type { TFunction } from 'i18next';
import type { EmailLanguage } from './texts';

/**
 * Dates, amounts and changes as an email in a language writes them. Serbian is written in Latin
 * letters in this app, so its dates and numbers are too.
 */

const localeOf = (language: EmailLanguage) => (language === 'sr' ? 'sr-Latn' : language);

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

export interface EmailFormat {
  /** A business date as 'MMM DD, YYYY' reads in the language (Nov 21, 2026). */
  date(date: string): string;
  /** A period: a day, a calendar month by its name, or a range. */
  period(from: string, to: string): string;
  money(amount: number): string;
  count(value: number): string;
  /** A change in percent (one decimal) with its sign; a dash when there was nothing before. */
  change(pct: number | null): string;
}

export function emailFormat(
  language: EmailLanguage,
  t: TFunction,
  money: { currency: string | null; decimals: number },
): EmailFormat {
  const locale = localeOf(language);
  const day = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const digits = { minimumFractionDigits: money.decimals, maximumFractionDigits: money.decimals };
  let amount: Intl.NumberFormat;
  try {
    amount = money.currency
      ? new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency, ...digits })
      : new Intl.NumberFormat(locale, digits);
  } catch {
    // A currency code Intl does not know (a typo in the settings): the amount without it.
    amount = new Intl.NumberFormat(locale, digits);
  }
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const date = (value: string) => day.format(dayMs(value));
  return {
    date,
    period(from, to) {
      if (from === to) return date(from);
      const wholeMonth =
        from.endsWith('-01') && addDays(to, 1).endsWith('-01') && to <= addDays(from, 31);
      if (wholeMonth) return month.format(dayMs(from));
      return t('range', { from: date(from), to: date(to) });
    },
    money: (value) => amount.format(value),
    count: (value) => count.format(value),
    change: (pct) => (pct === null ? '—' : percent.format(pct / 100)),
  };
}
