/**
 * The i18n namespaces the shell needs on every screen. Their English text ships inside the first
 * bundle; the build (vite.config.ts) puts each other language's into one small file of its own.
 */
export const coreNamespaces = ['common', 'auth', 'shell', 'errors', 'validation', 'sync'] as const;

const core: ReadonlySet<string> = new Set(coreNamespaces);

/**
 * The built file a namespace file (`locales/<language>/<namespace>.json`) goes into: a language is
 * two files, what the shell needs (`locale-<language>-core`) and the rest (`locale-<language>`);
 * English's core is in the first bundle (null). Null for any other module. Namespaces with a hyphen
 * (`people-attendance`) are namespaces like the others: before, each was a file of its own in every
 * language, 84 files, a dozen of them fetched at every start.
 */
export function localeChunk(id: string): string | null {
  const locale = /[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(id);
  if (!locale) return null;
  const [, language, namespace] = locale;
  const shell = core.has(namespace!);
  if (language === 'en' && shell) return null;
  return shell ? `locale-${language}-core` : `locale-${language}`;
}
