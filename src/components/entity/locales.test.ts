import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceKeys, resources } from '@contract/registry';
import { describeFields } from './fields';

const root = join(__dirname, '../../..');
const languages = ['en', 'de', 'es', 'ar', 'sr', 'ru', 'kk'];
type Tree = { [key: string]: string | Tree };
const load = (lang: string, ns: string): Tree =>
  JSON.parse(readFileSync(join(root, 'locales', lang, `${ns}.json`), 'utf8')) as Tree;

const flat = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flat(v, `${prefix}${k}.`)),
    ),
  );

/** Every `entity:` key written literally in the generic screens and entity configs. */
function keysUsedInCode(): string[] {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
        for (const m of readFileSync(path, 'utf8').matchAll(/'entity:([\w.]+)'/g)) keys.add(m[1]!);
    }
  };
  walk(join(root, 'src/components/entity'));
  walk(join(root, 'src/features'));
  return [...keys];
}

describe('the entity namespace', () => {
  // Completeness in every language is checked for all namespaces by src/app/locales.test.ts.
  const english = flat(load('en', 'entity'));

  it('has every key the code uses, including the ones it builds', () => {
    const built = [
      ...['not_spreadsheet', 'empty', 'too_large', 'too_many_rows', 'unreadable', 'no_columns'].map(
        (c) => `import.errors.${c}`,
      ),
      ...['ambiguous_match', 'duplicate_in_file'].map((c) => `import.problems.${c}`),
      ...['create', 'update', 'unchanged', 'error'].flatMap((s) => [
        `import.count.${s}`,
        `import.status_${s}`,
      ]),
      ...['first', 'previous', 'next', 'last'].map((c) => `list.page_${c}`),
      ...['identity', 'appearance', 'status', 'addressContact', 'map'].map((s) => `sections.${s}`),
    ];
    for (const key of [...keysUsedInCode(), ...built]) expect(english, key).toHaveProperty([key]);
  });
});

describe('the resources namespace', () => {
  it('names every resource, field, enum value and list item field of the registry in every language', () => {
    for (const lang of languages) {
      const texts = flat(load(lang, 'resources'));
      const need = (key: string) => expect(texts[key]?.trim(), `${lang} ${key}`).toBeTruthy();
      for (const meta of ['id', 'updated_at', 'created_at']) need(`meta.${meta}`);
      for (const key of resourceKeys) {
        for (const part of ['one', 'other', 'new', 'empty']) need(`${key}.${part}`);
        for (const spec of describeFields(resources[key])) {
          need(`${key}.fields.${spec.key}`);
          for (const value of spec.kind === 'enum' ? (spec.options ?? []) : [])
            need(`${key}.values.${spec.key}.${value}`);
          for (const item of spec.item ?? []) need(`${key}.itemFields.${spec.key}.${item.key}`);
        }
      }
    }
  });
});
