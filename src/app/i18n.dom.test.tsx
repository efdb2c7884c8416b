import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '@/shared/languages';
import { i18n, initI18n, setLanguage } from './i18n';
import { memoryStorage } from './storage';

const file = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../locales', language, `${namespace}.json`), 'utf8'));

afterEach(() => setLanguage('en'));

describe('the translations load by language part (scripts/localeModules.ts)', () => {
  it('a core namespace and another of the same language each come from the language’s files', async () => {
    await initI18n(memoryStorage({ [LANGUAGE_KEY]: 'ar' }));
    expect(i18n.language).toBe('ar');
    // Core: loaded by the start.
    expect(i18n.t('auth:login.title')).toBe(file('ar', 'auth').login.title);
    // Another: loaded when asked for, from the language's other part.
    await i18n.loadNamespaces('people-attendance');
    const attendance = file('ar', 'people-attendance') as Record<string, unknown>;
    const [key, value] = Object.entries(attendance).find(([, v]) => typeof v === 'string')!;
    expect(i18n.t(`people-attendance:${key}`)).toBe(value);
    expect(file('en', 'people-attendance')[key]).not.toBe(value);
  });

  it('English’s core is there before anything loads; a namespace no language has is empty', async () => {
    await initI18n(memoryStorage({ [LANGUAGE_KEY]: 'en' }));
    expect(i18n.hasResourceBundle('en', 'errors')).toBe(true);
    await i18n.loadNamespaces('no-such-namespace');
    expect(i18n.t('no-such-namespace:key')).toBe('key');
  });
});
