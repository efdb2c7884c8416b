/**
 * The i18n namespaces the shell needs on every screen. Their English text ships inside the first
 * bundle; the build (vite.config.ts) puts each other language's into one small file of its own.
 */
export const coreNamespaces = ['common', 'auth', 'shell', 'errors', 'validation', 'sync'] as const;

const core: ReadonlySet<string> = new Set(coreNamespaces);

/**
 * The built file a language's part (`virtual:locales/<language>/<core|rest>`, scripts/localeModules.ts)
 * and its namespace files (`locales/<language>/<namespace>.json`) go into: a language is two files,
 * what the shell needs (`locale-<language>-core`) and the rest (`locale-<language>`); English's core
 * is in the first bundle (null). Null for any other module. Namespaces with a hyphen
 * (`people-attendance`) are namespaces like the others: before, each was a file of its own in every
 * language, 84 files, a dozen of them fetched at every start.
 */
export function localeChunk(id: string): string | null {
  const part = /^\0virtual:locales\/([\w-]+)\/(core|rest)$/.exec(id);
  const file = /[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(id);
  if (!part && !file) return null;
  const language = (part ?? file)![1]!;
  const shell = part ? part[2] === 'core' : core.has(file![2]!);
  if (language === 'en' && shell) return null;
  return shell ? `locale-${language}-core` : `locale-${language}`;
}
