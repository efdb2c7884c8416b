import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { KeyValueStorage } from '@/data/session';
import { coreNamespaces } from '@/lib/coreNamespaces';
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

// English core namespaces are bundled; every other file (other languages, other areas' namespaces)
// is its own chunk, fetched the first time it is needed.
const bundled = import.meta.glob<ResourceKey>(
  '../../locales/en/{common,auth,shell,errors,validation,sync}.json',
  { eager: true, import: 'default' },
);
const lazy = import.meta.glob<ResourceKey>(
  ['../../locales/*/*.json', '!../../locales/en/{common,auth,shell,errors,validation,sync}.json'],
  { import: 'default' },
);

const fileOf = (language: string, namespace: string) =>
  `../../locales/${language}/${namespace}.json`;

function englishResources(): Record<string, ResourceKey> {
  const resources: Record<string, ResourceKey> = {};
  for (const [path, data] of Object.entries(bundled)) {
    const namespace = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) resources[namespace] = data;
  }
  return resources;
}

/** Loads a namespace file on demand. A file that does not exist is an empty namespace (English fills in). */
const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazy[fileOf(language, namespace)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
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
  const language = pickLanguage(storage?.getItem(LANGUAGE_KEY) ?? null, navigator.languages ?? []);
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
      resources: { en: englishResources() },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = i18n.resolvedLanguage ?? language;
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
