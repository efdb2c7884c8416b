/** The seven languages of SPEC section 9, English first (default and fallback). */
export const languages = [
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'sr', nativeName: 'Srpski', dir: 'ltr' },
  { code: 'ru', nativeName: 'Русский', dir: 'ltr' },
  { code: 'kk', nativeName: 'Қазақша', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes: readonly LanguageCode[] = languages.map((l) => l.code);
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** Where the chosen language is kept in the browser. */
export const LANGUAGE_KEY = 'app.language';

export const isLanguage = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (languageCodes as readonly string[]).includes(value);

/** The language to start with: the saved choice, else the browser's first supported one, else English. */
export function pickLanguage(saved: string | null, preferred: readonly string[]): LanguageCode {
  if (isLanguage(saved)) return saved;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Arabic is the one right-to-left language. */
export const isRtlLanguage = (code: string): boolean =>
  languages.some((l) => l.code === code && l.dir === 'rtl');

/**
 * Whether a start should turn the layout right to left by itself: nothing was chosen on this device
 * yet (neither a language nor an appearance) and the browser's language is written right to left.
 * It opens as choosing Arabic in the language menu would, instead of Arabic text laid out left to right.
 */
export function startsRightToLeft(
  savedLanguage: string | null,
  savedAppearance: string | null,
  preferred: readonly string[],
): boolean {
  return (
    savedLanguage === null &&
    savedAppearance === null &&
    isRtlLanguage(pickLanguage(null, preferred))
  );
}
