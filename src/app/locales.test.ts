import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCodes } from '@contract/errors';
import { validationMessages } from '@contract/validation';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/shared/languages';

const root = join(__dirname, '../../locales');
/** Every namespace English has: each must exist, complete, in all seven languages. */
const namespaces = readdirSync(join(root, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const read = (language: string, namespace: string): Tree =>
  JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8')) as Tree;

/** Every leaf as `path -> text`. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** Plural keys are the ones with an `_other` form in English (`too_many` alone is not a plural). */
const pluralBases = (english: Map<string, string>) =>
  new Set([...english.keys()].filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -6)));
const baseOf = (key: string, plurals: Set<string>) => {
  const base = key.replace(pluralSuffix, '');
  return base !== key && plurals.has(base) ? base : key;
};
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1])
    .filter((p) => p !== 'count')
    .sort();

describe('locale files', () => {
  it('exist for all seven languages', () => {
    expect(readdirSync(root).sort()).toEqual([...languageCodes].sort());
  });

  for (const namespace of namespaces) {
    const english = leaves(read('en', namespace));
    const plurals = pluralBases(english);
    const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((k) => baseOf(k, plurals)));
    for (const language of languageCodes.filter((l) => l !== 'en')) {
      it(`${language}/${namespace} has every English key, with the same placeholders`, () => {
        const translated = leaves(read(language, namespace));
        expect([...baseKeys(translated.keys())].sort()).toEqual(
          [...baseKeys(english.keys())].sort(),
        );
        for (const [key, text] of english) {
          const base = baseOf(key, plurals);
          for (const [otherKey, otherText] of translated) {
            if (baseOf(otherKey, plurals) !== base) continue;
            expect(placeholders(otherText), `${language}/${namespace}:${otherKey}`).toEqual(
              placeholders(text),
            );
            expect(otherText.trim(), `${language}/${namespace}:${otherKey}`).not.toBe('');
          }
        }
      });

      it(`${language}/${namespace} has every plural form its language uses`, () => {
        const translated = leaves(read(language, namespace));
        const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        for (const base of plurals) {
          for (const category of categories) {
            if (category === 'zero' && !translated.has(`${base}_zero`)) continue; // i18next falls back to _other
            expect(
              translated.has(`${base}_${category}`),
              `${language}/${namespace}:${base}_${category}`,
            ).toBe(true);
          }
        }
      });
    }
  }

  it('translate every validation code with its parameters', () => {
    for (const language of languageCodes) {
      const messages = read(language, 'validation') as Record<string, string>;
      for (const [code, english] of Object.entries(validationMessages)) {
        expect(messages[code], `${language}:${code}`).toBeTypeOf('string');
        expect(placeholders(messages[code]!)).toEqual(placeholders(english));
      }
    }
  });

  it('translate every API error code and request failure kind', () => {
    for (const language of languageCodes) {
      const errors = read(language, 'errors') as {
        codes: Record<string, string>;
        kinds: Record<string, string>;
      };
      for (const code of errorCodes) expect(errors.codes[code], `${language}:${code}`).toBeTruthy();
      for (const kind of ['network', 'unreadable', 'timeout', 'http', 'unknown']) {
        expect(errors.kinds[kind], `${language}:${kind}`).toBeTruthy();
      }
    }
    expect((read('en', 'errors') as { kinds: Record<string, string> }).kinds.timeout).toBe(
      'Request timeout',
    );
  });
});
