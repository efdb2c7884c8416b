import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERSIST_KEY } from '@/data/persistKey';
import { LANGUAGE_KEY, languageCodes, pickLanguage } from '@/shared/languages';
import { memoryStorage } from '../storage';
import { SETTINGS_KEY } from '../settings/settingsState';
import { opensOnSignIn } from './opensOnSignIn';

/** public/boot.js, the page's first script, run against a stand-in of what it reads. */
const boot = new Function(
  'document',
  'localStorage',
  'navigator',
  'location',
  readFileSync('public/boot.js', 'utf8'),
) as (document: unknown, storage: unknown, navigator: unknown, location: unknown) => void;

interface Start {
  saved?: Record<string, string>;
  languages?: string[];
  path?: string;
  /** Storage that throws on every read (blocked by the browser). */
  blocked?: boolean;
}

function run({ saved = {}, languages = ['en-US'], path = '/', blocked = false }: Start) {
  const attributes = new Map<string, string>();
  const root = {
    dir: 'ltr',
    lang: 'en',
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const storage = blocked
    ? {
        getItem: () => {
          throw new Error('blocked');
        },
      }
    : memoryStorage(saved);
  boot({ documentElement: root }, storage, { languages }, { pathname: path });
  return { attributes, root };
}

/** What the app itself decides for that start: its sign-in page first, in English, as drawn. */
function drawnPageFits({ saved = {}, languages = ['en-US'], path = '/', blocked = false }: Start) {
  if (blocked) return false;
  const storage = memoryStorage(saved);
  return (
    opensOnSignIn(storage, { pathname: path }) &&
    pickLanguage(storage.getItem(LANGUAGE_KEY), languages) === 'en' &&
    storage.getItem(SETTINGS_KEY) === null
  );
}

describe('boot.js shows the sign-in page the build drew (issue 24)', () => {
  const starts: Array<[string, Start]> = [
    ['a first visit to the index', {}],
    ['a first visit to the sign-in page', { path: '/auth/jwt/login' }],
    ['a browser that prefers an unsupported language, then English', { languages: ['fr', 'en'] }],
    ['a browser with no language at all', { languages: [] }],
    ['English chosen on this device', { saved: { [LANGUAGE_KEY]: 'en' } }],
    ['someone signed in', { saved: { [PERSIST_KEY]: '{}' } }],
    ['a first visit to another page', { path: '/dashboard' }],
    ['a first visit to the registration page', { path: '/auth/jwt/register' }],
    ['a browser in Arabic', { languages: ['ar-AE', 'en'] }],
    ['a browser in German, English second', { languages: ['de-DE', 'en'] }],
    ['Spanish chosen on this device', { saved: { [LANGUAGE_KEY]: 'es' }, languages: ['en'] }],
    ['an appearance chosen', { saved: { [SETTINGS_KEY]: '{"paletteMode":"dark"}' } }],
    ['storage blocked', { blocked: true }],
  ];

  it.each(starts)('%s: as the app decides', (_, start) => {
    const { attributes } = run(start);
    expect(attributes.has('data-prerendered')).toBe(drawnPageFits(start));
  });

  it('shows it to a first visit, and to nobody signed in or in another language', () => {
    expect(run({}).attributes.has('data-prerendered')).toBe(true);
    expect(run({ saved: { [PERSIST_KEY]: '{}' } }).attributes.has('data-prerendered')).toBe(false);
    expect(run({ languages: ['ru'] }).attributes.has('data-prerendered')).toBe(false);
  });

  it('knows the languages the app knows', () => {
    for (const code of languageCodes) {
      const expected = code === 'en';
      expect(run({ languages: [code] }).attributes.has('data-prerendered'), code).toBe(expected);
    }
  });

  it('sets the colour scheme the page is drawn in: light unless dark was chosen', () => {
    expect(run({}).attributes.get('data-mantine-color-scheme')).toBe('light');
    const dark = run({ saved: { [SETTINGS_KEY]: '{"paletteMode":"dark","direction":"rtl"}' } });
    expect(dark.attributes.get('data-mantine-color-scheme')).toBe('dark');
    expect(dark.root.dir).toBe('rtl');
  });
});
