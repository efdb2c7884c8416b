import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { NumberPad } from './NumberPad';
import { addPart, chooseUnit, emptyPad, pressKey, type PadState } from './pad';

/** The pad as a screen reader meets it: its markup, drawn in `lang` from the real locale files. */
async function padMarkup(lang: string, state: PadState): Promise<string> {
  const i18n = i18next.createInstance();
  const read = (ns: string) =>
    JSON.parse(readFileSync(join(__dirname, `../../../../locales/${lang}/${ns}.json`), 'utf8'));
  await i18n.init({
    lng: lang,
    resources: { [lang]: { counting: read('counting'), counts: read('counts') } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <NumberPad
          state={state}
          onChange={() => undefined}
          units={[
            { name: '', factor: 1 },
            { name: 'case', factor: 12 },
          ]}
          unitLabel={(u) => u.name || 'l'}
          baseUnit="l"
          mode="add"
          onMode={() => undefined}
          current={null}
          onSave={() => undefined}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** The accessible name of the element carrying `data-testid="<id>"`: its aria-label or its text. */
function nameOf(markup: string, testId: string): string {
  const start = markup.search(new RegExp(`<[^>]*data-testid="${testId}"`));
  expect(start, testId).toBeGreaterThanOrEqual(0);
  const tag = markup.slice(start, markup.indexOf('>', start));
  const label = /aria-label="([^"]*)"/.exec(tag)?.[1];
  if (label) return label;
  const close = markup.indexOf('</button>', start);
  return markup.slice(start, close).replace(/<[^>]*>/g, '');
}

/** The text of the live region the pad announces what is typed in. */
function liveText(markup: string): string {
  const match = /<[^>]*role="status"[^>]*>(.*?)<\/p>/.exec(markup);
  expect(match, 'a role=status region').not.toBeNull();
  expect(match![0]).toContain('aria-live="polite"');
  return match![1]!.replace(/<[^>]*>/g, '');
}

const typed = (keys: string, state = emptyPad()) =>
  [...keys].reduce((s, k) => pressKey(s, k === '.' ? '.' : (k as '0')), state);

describe('the number pad with a screen reader', () => {
  it('names every key, in English and in Arabic', async () => {
    const en = await padMarkup('en', emptyPad());
    for (const d of '0123456789') expect(nameOf(en, `pad-${d}`)).toBe(d);
    expect(nameOf(en, 'pad-decimal')).toBe('Decimal point');
    expect(nameOf(en, 'pad-back')).toBe('Delete last digit');
    expect(nameOf(en, 'pad-add-part')).toBe('Another unit');
    expect(nameOf(en, 'pad-save')).toBe('Add');

    const ar = await padMarkup('ar', emptyPad());
    expect(nameOf(ar, 'pad-decimal')).toBe('فاصلة عشرية');
    expect(nameOf(ar, 'pad-back')).toBe('حذف آخر رقم');
    expect(nameOf(ar, 'pad-add-part')).toBe('وحدة أخرى');
  });

  it('announces what is typed with its unit, in the plural the number asks for', async () => {
    expect(liveText(await padMarkup('en', emptyPad()))).toBe('0 l');
    expect(liveText(await padMarkup('en', typed('7.5')))).toBe('7.5 l');
    const cases = addPart(typed('3', chooseUnit(emptyPad(), { name: 'case', factor: 12 })));
    const andLitres = typed('2', chooseUnit(cases, { name: '', factor: 1 }));
    expect(liveText(await padMarkup('en', andLitres))).toBe('3 cases + 2 l');
    expect(liveText(await padMarkup('ar', andLitres))).toBe('3 كراتين + 2 ل');
    expect(liveText(await padMarkup('ru', cases))).toBe('3 ящика');
  });

  it('says which unit is chosen, not only by its colour', async () => {
    const markup = await padMarkup('en', chooseUnit(emptyPad(), { name: 'case', factor: 12 }));
    expect(markup).toMatch(/<button[^>]*aria-pressed="true"[^>]*data-testid="pad-unit-case"/);
    expect(markup).toMatch(/<button[^>]*aria-pressed="false"[^>]*data-testid="pad-unit-base"/);
  });
});
