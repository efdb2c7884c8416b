import type { exportLanguages } from '@contract/dailySync';
import { localeTexts } from '../../i18n/locales';

/**
 * The words of the .xlsx export (sheet names, headings), in the language the screen asked for. They
 * live with the screen's own texts, in `export` of locales/<lang>/dailySync.json, so one file per
 * language holds everything the daily sync says and the translators see it together. English fills
 * in for anything missing.
 */

export type ExportLanguage = (typeof exportLanguages)[number];
export type Say = (key: string) => string;

type Tree = { [key: string]: string | Tree };

function exportTree(language: ExportLanguage): Tree {
  const file = localeTexts(language, 'dailySync');
  return typeof file.export === 'object' ? file.export : {};
}

function lookup(tree: Tree, key: string): string | null {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : null;
}

/** `say('columns.quantity')` in the language, else in English, else the key itself. */
export function exportTexts(language: ExportLanguage = 'en'): Say {
  const own = exportTree(language);
  const english = exportTree('en');
  return (key) => lookup(own, key) ?? lookup(english, key) ?? key;
}
