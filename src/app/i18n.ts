import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { KeyValueStorage } from '@/data/session';
import { coreNamespaces } from '@/lib/coreNamespaces';
import englishCore from 'virtual:locales/en/core';
import { locales } from 'virtual:locales';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_KEY,
  pickLanguage,
  type LanguageCode,
} from '@/shared/languages';

export { coreNamespaces };

/**
 * Namespaces every signed-in screen uses (navigation labels, the generic list and form): a returning
 * user's start loads them with the core ones instead of one after another as components ask.
 */
export const workspaceNamespaces = ['resources', 'entity'] as const;

/** Loads a namespace: its language's core or other part, each one file fetched the first time. */
const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const parts = locales[language];
    if (!parts) {
      // A language without files is empty (English fills in).
      callback(null, {});
      return;
    }
    const load = (coreNamespaces as readonly string[]).includes(namespace)
      ? parts.core
      : parts.rest;
    load().then(
      // A namespace the language has no file for is empty too.
      (part) => callback(null, part.default[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n: I18n = i18next.createInstance();
/** Where `setLanguage` keeps the choice; given once by `initI18n`. */
let languageStorage: KeyValueStorage | null = null;

/**
 * Starts i18next with the saved language (or the browser's), English as default and fallback,
 * interpolation escaping off (SPEC section 9: React escapes already). Resolves once the language's
 * core namespaces are loaded, so the first screen never shows keys.
 */
export async function initI18n(
  storage: KeyValueStorage | null,
  alsoLoad: readonly string[] = [],
): Promise<I18n> {
  languageStorage = storage;
  // The build draws the sign-in page with it too (prerenderSignIn.tsx), where there is no browser.
  const language = pickLanguage(
    storage?.getItem(LANGUAGE_KEY) ?? null,
    globalThis.navigator?.languages ?? [],
  );
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: false,
      ns: [...coreNamespaces, ...alsoLoad],
      defaultNS: 'common',
      fallbackNS: 'common',
      partialBundledLanguages: true,
      resources: { en: englishCore },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = i18n.resolvedLanguage ?? language;
  }
  return i18n;
}

/**
 * Switches the language, keeps the choice under `app.language` (failures only logged by the guarded
 * storage) and sets `<html lang>`. Direction is the caller's business (see `useChangeLanguage`).
 */
export async function setLanguage(language: LanguageCode): Promise<void> {
  await i18n.changeLanguage(language);
  languageStorage?.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
}
