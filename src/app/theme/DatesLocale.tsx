import { DatesProvider } from '@mantine/dates';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** dayjs's month and day names for each language but English, loaded when first needed. */
const dayjsLocales: Record<string, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  es: () => import('dayjs/locale/es'),
  ar: () => import('dayjs/locale/ar'),
  sr: () => import('dayjs/locale/sr'),
  ru: () => import('dayjs/locale/ru'),
  kk: () => import('dayjs/locale/kk'),
};

/**
 * Date pickers in the screen's language (month and day names), weeks starting on Monday. Until a
 * language's names have loaded, pickers stay in the previous one rather than waiting.
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  // The language whose names have loaded; English needs none.
  const [loaded, setLoaded] = useState<string>('en');
  useEffect(() => {
    let alive = true;
    dayjsLocales[language]?.().then(
      () => alive && setLoaded(language),
      (error: unknown) => console.warn('[dates] could not load the names of', language, error),
    );
    return () => {
      alive = false;
    };
  }, [language]);
  const locale = language === 'en' || !dayjsLocales[language] ? 'en' : loaded;
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
