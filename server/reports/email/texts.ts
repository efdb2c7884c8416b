import { exportLanguages } from '@contract/dailySync';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { localeTexts } from '../../i18n/locales';
import enReporting from '../../../locales/en/reporting.json' with { type: 'json' };
import deReporting from '../../../locales/de/reporting.json' with { type: 'json' };
import esReporting from '../../../locales/es/reporting.json' with { type: 'json' };
import arReporting from '../../../locales/ar/reporting.json' with { type: 'json' };
import srReporting from '../../../locales/sr/reporting.json' with { type: 'json' };
import ruReporting from '../../../locales/ru/reporting.json' with { type: 'json' };
import kkReporting from '../../../locales/kk/reporting.json' with { type: 'json' };

/**
 * The words of report emails, in the seven languages of the app. They live in
 * locales/<lang>/reportEmail.json beside the screens' texts, so translators see them together and
 * the locale test holds them to the same rules; the server reads them with an i18next instance of
 * its own (interpolation of names and dates, English where a key is missing).
 */

export type EmailLanguage = (typeof exportLanguages)[number];

export const isEmailLanguage = (value: unknown): value is EmailLanguage =>
  typeof value === 'string' && (exportLanguages as readonly string[]).includes(value);

/** The language a location's `language` setting names, or English. */
export const emailLanguageOf = (setting: string | null | undefined): EmailLanguage => {
  const code = setting?.trim().toLowerCase().split(/[-_]/)[0];
  return isEmailLanguage(code) ? code : 'en';
};

export const isRightToLeft = (language: EmailLanguage) => language === 'ar';

const NAMESPACE = 'reportEmail';

const readNamespace = (language: EmailLanguage): Record<string, unknown> =>
  localeTexts(language, NAMESPACE);

let instance: I18n | null = null;

function translator(): I18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: Object.fromEntries(
        exportLanguages.map((language) => [language, { [NAMESPACE]: readNamespace(language) }]),
      ),
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      fallbackLng: 'en',
      // Everything is escaped where it is put into HTML (html.ts), once.
      interpolation: { escapeValue: false },
      // Resources are given: initialised at once, no backend to wait for.
      initAsync: false,
    });
  }
  return instance;
}

/** `t('figures.net_sales')` in the language. */
export function emailTexts(language: EmailLanguage): TFunction {
  return translator().getFixedT(language, NAMESPACE);
}

const totalWords: Record<EmailLanguage, string> = {
  en: enReporting.table.total,
  de: deReporting.table.total,
  es: esReporting.table.total,
  ar: arReporting.table.total,
  sr: srReporting.table.total,
  ru: ruReporting.table.total,
  kk: kkReporting.table.total,
};

/**
 * The first cell of a totals row: the screens' own word (`reporting:table.total`), so a report
 * names its totals one way on screen, in its files and in its email.
 */
export const totalWord = (language: EmailLanguage): string => totalWords[language];
