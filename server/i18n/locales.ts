import enDailySync from '../../locales/en/dailySync.json' with { type: 'json' };
import deDailySync from '../../locales/de/dailySync.json' with { type: 'json' };
import esDailySync from '../../locales/es/dailySync.json' with { type: 'json' };
import arDailySync from '../../locales/ar/dailySync.json' with { type: 'json' };
import srDailySync from '../../locales/sr/dailySync.json' with { type: 'json' };
import ruDailySync from '../../locales/ru/dailySync.json' with { type: 'json' };
import kkDailySync from '../../locales/kk/dailySync.json' with { type: 'json' };
import enReportEmail from '../../locales/en/reportEmail.json' with { type: 'json' };
import deReportEmail from '../../locales/de/reportEmail.json' with { type: 'json' };
import esReportEmail from '../../locales/es/reportEmail.json' with { type: 'json' };
import arReportEmail from '../../locales/ar/reportEmail.json' with { type: 'json' };
import srReportEmail from '../../locales/sr/reportEmail.json' with { type: 'json' };
import ruReportEmail from '../../locales/ru/reportEmail.json' with { type: 'json' };
import kkReportEmail from '../../locales/kk/reportEmail.json' with { type: 'json' };
import type { exportLanguages } from '@contract/dailySync';

/**
 * The texts of locales/ that the server writes itself (report emails, the daily sync's .xlsx). They
 * are imported rather than read from disk, so a built server (dist-server/) carries them and needs
 * no locales folder beside it.
 */
export type ServerLanguage = (typeof exportLanguages)[number];
type Tree = { [key: string]: string | Tree };

const namespaces = {
  dailySync: {
    en: enDailySync,
    de: deDailySync,
    es: esDailySync,
    ar: arDailySync,
    sr: srDailySync,
    ru: ruDailySync,
    kk: kkDailySync,
  },
  reportEmail: {
    en: enReportEmail,
    de: deReportEmail,
    es: esReportEmail,
    ar: arReportEmail,
    sr: srReportEmail,
    ru: ruReportEmail,
    kk: kkReportEmail,
  },
} satisfies Record<string, Record<ServerLanguage, unknown>>;

/** One namespace of one language, as locales/<language>/<namespace>.json holds it. */
export function localeTexts(language: ServerLanguage, namespace: keyof typeof namespaces): Tree {
  return namespaces[namespace][language] as Tree;
}
