import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat } from '@/lib/formats';

/** Quantities (up to 3 decimals) and dates in the user's language. */
export function useFormats() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const qty = numberFormat(lang, { maximumFractionDigits: 3 });
    const unitPrice = numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
    const day = dateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
    const stamp = dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    const share = numberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
    return {
      lang,
      quantity: (n: number) => qty.format(n),
      /** A price per base unit: fractions of a cent matter (0.015 a gram is not 0.02). */
      unitPrice: (n: number) => unitPrice.format(n),
      /** A calendar date (YYYY-MM-DD), written without shifting it to another day. */
      date: (iso: string | null) => (iso ? day.format(new Date(`${iso}T12:00:00Z`)) : '—'),
      /** A fraction as a whole percentage (0.18: "18%"); a dash when there is none. */
      percent: (fraction: number | null) => (fraction === null ? '—' : share.format(fraction)),
      stamp: (iso: string | null) => (iso ? stamp.format(new Date(iso)) : '—'),
    };
  }, [lang]);
}
