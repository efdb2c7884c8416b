import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { materialUnits } from '@contract/units';
import { amountWords, formatAmount, formatParts, type AmountWords } from './amount';

const LANGUAGES = ['ar', 'de', 'en', 'es', 'kk', 'ru', 'sr'];

/** i18next's own `counts` translator in `lang`, from the real file. */
async function translatorIn(lang: string): Promise<AmountWords['t']> {
  const file = join(__dirname, `../../../../../locales/${lang}/counts.json`);
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    resources: { [lang]: { counts: JSON.parse(readFileSync(file, 'utf8')) as object } },
    defaultNS: 'counts',
    interpolation: { escapeValue: false },
  });
  const t = i18n.getFixedT(lang, 'counts');
  return (key, options) => t(key, options);
}

/** The amount words as the app writes them in `lang`. */
async function wordsIn(lang: string): Promise<AmountWords> {
  return amountWords(lang, await translatorIn(lang));
}

describe('a counted amount', () => {
  it('puts the pack words we write in the plural the number asks for, in English', async () => {
    const en = await wordsIn('en');
    expect(formatAmount(en, 3, 'l', 'case')).toBe('3 cases');
    expect(formatAmount(en, 1, 'l', 'case')).toBe('1 case');
    expect(formatAmount(en, 2.5, 'l', 'bag')).toBe('2.5 bags');
    expect(formatAmount(en, 0, 'l', 'bottle')).toBe('0 bottles');
    expect(formatAmount(en, 3, 'l', 'case 12 x 1 l')).toBe('3 cases (12 × 1 l)');
    expect(formatAmount(en, 1, 'piece')).toBe('1 pc');
    expect(formatAmount(en, 91, 'piece')).toBe('91 pcs');
    expect(formatAmount(en, 7.5, 'kg')).toBe('7.5 kg');
    expect(formatAmount(en, -2, 'kg')).toBe('-2 kg');
  });

  it('follows Arabic: singular, dual, plural of 3 to 10, then singular again', async () => {
    const ar = await wordsIn('ar');
    const cases = [1, 2, 3, 10, 11, 100, 2.5].map((n) => formatAmount(ar, n, 'l', 'case'));
    expect(cases).toEqual([
      '1 كرتونة',
      '2 كرتونتان',
      '3 كراتين',
      '10 كراتين',
      '11 كرتونة',
      '100 كرتونة',
      '2.5 كرتونة',
    ]);
    expect(formatAmount(ar, 3, 'piece')).toBe('3 قطع');
    expect(formatAmount(ar, 2, 'l', 'bag 1 kg')).toBe('2 كيسان (1 كغ)');
  });

  it('follows Russian: one, a few, many, and a fraction', async () => {
    const ru = await wordsIn('ru');
    expect([1, 2, 5, 21, 1.5].map((n) => formatAmount(ru, n, 'l', 'case'))).toEqual([
      '1 ящик',
      '2 ящика',
      '5 ящиков',
      '21 ящик',
      '1,5 ящика',
    ]);
  });

  it('follows Serbian, German and Spanish, with their own number formatting', async () => {
    const [sr, de, es] = await Promise.all(['sr', 'de', 'es'].map(wordsIn));
    expect([1, 3, 5].map((n) => formatAmount(sr!, n, 'l', 'bottle'))).toEqual([
      '1 flaša',
      '3 flaše',
      '5 flaša',
    ]);
    expect(formatAmount(de!, 2, 'l', 'bottle')).toBe('2 Flaschen');
    expect(formatAmount(de!, 7.5, 'kg')).toBe('7,5 kg');
    expect(formatAmount(es!, 1, 'l', 'box')).toBe('1 caja');
    expect(formatAmount(es!, 4, 'l', 'box')).toBe('4 cajas');
  });

  it('leaves a pack name the user typed as typed: it is their word, not ours', async () => {
    const ar = await wordsIn('ar');
    expect(formatAmount(ar, 2, 'l', 'صندوق')).toBe('2 صندوق');
    expect(formatAmount(await wordsIn('en'), 3, 'l', 'Flasche 0.7')).toBe('3 Flasche 0.7');
  });

  it('writes the number as it is being typed when told to', async () => {
    const en = await wordsIn('en');
    expect(formatAmount(en, 2, 'l', 'case', '2.')).toBe('2. cases');
  });

  it('writes an entry of several parts as typed, each part in its own plural', async () => {
    const en = await wordsIn('en');
    const parts = [
      { unit: 'case 12 x 1 l', factor: 12, quantity: 2 },
      { unit: 'bottle 1 l', factor: 1, quantity: 1 },
      { unit: '', factor: 1, quantity: 3 },
    ];
    expect(formatParts(en, parts, 'l')).toBe('2 cases (12 × 1 l) + 1 bottle (1 l) + 3 l');
  });

  it('keeps each text per plural form and writes what i18next writes, in every language', async () => {
    const numbers = [
      0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 102, 1000, 0.5, 1.5, 2.25, -1, -2, -5,
    ];
    const packs = ['case', 'bottle 1 l', 'bag 2 kg', 'box 12 x 0.5 l', 'tray', 'keg'];
    for (const lang of LANGUAGES) {
      const t = await translatorIn(lang);
      const kept = amountWords(lang, t);
      const direct: AmountWords = { lang, t };
      for (const n of numbers) {
        for (const unit of materialUnits) {
          expect(formatAmount(kept, n, unit), `${lang} ${n} ${unit}`).toBe(
            formatAmount(direct, n, unit),
          );
        }
        for (const pack of packs) {
          expect(formatAmount(kept, n, 'l', pack), `${lang} ${n} ${pack}`).toBe(
            formatAmount(direct, n, 'l', pack),
          );
        }
      }
    }
  });

  it('finds the number only as {{quantity}} in every amount text: {{count}} would be kept', () => {
    for (const lang of LANGUAGES) {
      const file = join(__dirname, `../../../../../locales/${lang}/counts.json`);
      const amount = (JSON.parse(readFileSync(file, 'utf8')) as { amount: object }).amount;
      expect(JSON.stringify(amount), lang).not.toContain('{{count');
    }
  });
});
