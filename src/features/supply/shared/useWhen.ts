import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/formats';

/** Dates and times of documents in the user's language: "24 Nov 2026, 10:05", "Tue 25 Nov". */
export function useWhen() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const at = useCallback(
    (iso: string) =>
      dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    [lang],
  );
  /** A calendar date (YYYY-MM-DD), read as that day wherever the device is. */
  const day = useCallback(
    (date: string) =>
      dateTimeFormat(lang, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`)),
    [lang],
  );
  return { at, day };
}
