import { describe, expect, test } from 'vitest';
import { localeChunk } from './coreNamespaces';

describe('localeChunk', () => {
  test('a language is two files: what the shell needs and the rest', () => {
    expect(localeChunk('/app/locales/ar/shell.json')).toBe('locale-ar-core');
    expect(localeChunk('/app/locales/ar/catalogue.json')).toBe('locale-ar');
    expect(localeChunk('C:\\app\\locales\\de\\errors.json')).toBe('locale-de-core');
  });

  test("English's core is in the first bundle; its other namespaces are one file", () => {
    expect(localeChunk('/app/locales/en/common.json')).toBeNull();
    expect(localeChunk('/app/locales/en/reporting.json')).toBe('locale-en');
  });

  test('a namespace with a hyphen goes with the others, not into a file of its own', () => {
    expect(localeChunk('/app/locales/en/people-attendance.json')).toBe('locale-en');
    expect(localeChunk('/app/locales/ru/config-sync.json')).toBe('locale-ru');
  });

  test('any other module is left to the bundler', () => {
    expect(localeChunk('/app/src/app/i18n.ts')).toBeNull();
    expect(localeChunk('/app/node_modules/dayjs/esm/locale/ar.js')).toBeNull();
  });
});

describe('localeChunk of a language part (scripts/localeModules.ts)', () => {
  test('goes into the same file as its namespace files', () => {
    expect(localeChunk('\0virtual:locales/ar/core')).toBe('locale-ar-core');
    expect(localeChunk('\0virtual:locales/ar/rest')).toBe('locale-ar');
    expect(localeChunk('\0virtual:locales/en/core')).toBeNull();
    expect(localeChunk('\0virtual:locales/en/rest')).toBe('locale-en');
    expect(localeChunk('\0virtual:locales')).toBeNull();
  });
});
