import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryPart } from '@contract/counts';
import { materialUnits, type MaterialUnit } from '@contract/units';
import { formatQuantity } from '@/lib/quantity';
import { readPresetPack } from '../../stock/shared/packName';

/** The `counts` namespace's translate function, as the amount keys need it. */
export type AmountT = (key: string, options: Record<string, string | number>) => string;

/** What an amount is written with: the screen's language and the `counts` texts. */
export interface AmountWords {
  lang: string;
  t: AmountT;
}

const isMaterialUnit = (unit: string): unit is MaterialUnit =>
  (materialUnits as readonly string[]).includes(unit);

/**
 * A quantity and what it counts, as a reader says it: "1 case", "3 cases", "7.5 kg", "2 cases
 * (12 × 1 l)", in the language's plural forms (Arabic's dual, Russian's "2 ящика" and "5 ящиков").
 * `pack` is a pack's name as stored, '' for the material's base unit `unit`. The words are ours
 * where the app wrote them (the base units, the preset pack words); a pack name the user typed is
 * theirs and stays as typed. `shown` is the number as it is to appear (the pad shows the digits
 * being typed, "2." included); by default the quantity in the language's formatting.
 */
export function formatAmount(
  words: AmountWords,
  quantity: number,
  unit: string,
  pack = '',
  shown = formatQuantity(words.lang, quantity),
): string {
  const { t, lang } = words;
  // The plural form follows the number shown: 7.5 is "7.5 cases", 1 is "1 case".
  const count = Math.abs(quantity);
  if (!pack) {
    if (isMaterialUnit(unit)) return t(`amount.units.${unit}`, { count, quantity: shown });
    return unit ? `${shown} ${unit}` : shown;
  }
  const preset = readPresetPack(pack);
  if (!preset) return `${shown} ${pack}`;
  const amount = t(`amount.packs.${preset.preset}`, { count, quantity: shown });
  const n = (value: number) => formatQuantity(lang, value);
  const size = [
    preset.amount === undefined ? '' : n(preset.amount),
    preset.each === undefined ? '' : `× ${n(preset.each)}`,
    preset.unit ? t(`units.${preset.unit}`, {}) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return size ? t('amount.sized', { amount, size }) : amount;
}

/** An entry's parts as the counter typed them: "2 cases (12 × 1 l) + 3 l". */
export function formatParts(words: AmountWords, parts: readonly EntryPart[], unit: string): string {
  return parts.map((p) => formatAmount(words, p.quantity, unit, p.unit)).join(' + ');
}

/** The words of `formatAmount` in the screen's language (the same object while it stays). */
export function useAmountWords(): AmountWords {
  const { t, i18n } = useTranslation('counts');
  const lang = i18n.language;
  return useMemo(() => amountWords(lang, (key, options) => t(key, options)), [lang, t]);
}

/** Stands for the number while an amount's text is kept: a character no translation holds. */
const NUMBER = '\uE000';

/**
 * The amount words of `lang`, each amount text looked up once per plural form and kept with the
 * number left out. i18next's plural look-up and interpolation took a tenth of a millisecond per
 * amount: a third of the time to open a count review of a thousand lines, three amounts a line. The
 * texts interpolate the number shown (`{{quantity}}`), never `{{count}}`, which only picks the
 * form (a test holds every language to that). A count of 0 is a form of its own: i18next looks for
 * a `_zero` text first.
 */
export function amountWords(lang: string, t: AmountT): AmountWords {
  const rules = new Intl.PluralRules(lang);
  const kept = new Map<string, string>();
  return {
    lang,
    t: (key, options) => {
      const { count, quantity } = options;
      if (
        typeof count !== 'number' ||
        typeof quantity !== 'string' ||
        Object.keys(options).length > 2
      )
        return t(key, options);
      const form = `${key}|${count === 0 ? 'zero' : rules.select(count)}`;
      let text = kept.get(form);
      if (text === undefined) {
        text = t(key, { count, quantity: NUMBER });
        kept.set(form, text);
      }
      return text.replaceAll(NUMBER, quantity);
    },
  };
}

/** `formatAmount` in the screen's language, as one function (the same while the language stays). */
export function useAmount(): (quantity: number, unit: string, pack?: string) => string {
  const words = useAmountWords();
  return useCallback((quantity, unit, pack) => formatAmount(words, quantity, unit, pack), [words]);
}
