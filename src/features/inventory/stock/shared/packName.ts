import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialUnit } from '@contract/units';
import { formatQuantity } from '@/lib/quantity';

/**
 * The pack words the app itself writes (the demo's materials, the contract's examples). A pack named
 * with one of them, alone or followed by its size as the demo writes it ("case 12 x 1 l", "bag 1 kg",
 * "tray 30"), is shown in the reader's language; any other name is the user's own and stays as typed.
 */
export const packPresets = [
  'bag',
  'block',
  'bottle',
  'box',
  'can',
  'carton',
  'case',
  'crate',
  'jar',
  'jerrycan',
  'keg',
  'pack',
  'sack',
  'tin',
  'tray',
  'tub',
] as const;
export type PackPreset = (typeof packPresets)[number];

/** A preset pack name read: its word and its size ("12 x 1 l": 12 of 1 l; "1 kg"; "30"). */
export interface PresetPack {
  preset: PackPreset;
  /** The first number of the size: how many ("12 x", "30") or how much ("1 kg"). */
  amount?: number;
  /** The number after "x": how much each one holds. */
  each?: number;
  unit?: Extract<MaterialUnit, 'g' | 'kg' | 'ml' | 'l'>;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const PRESET_NAME = new RegExp(
  `^(${packPresets.join('|')})(?: ${NUMBER}(?: x ${NUMBER})?(?: (g|kg|ml|l))?)?$`,
);

/** The preset a pack name was written from, or null for a name the user chose (kept as typed). */
export function readPresetPack(name: string): PresetPack | null {
  const match = PRESET_NAME.exec(name);
  if (!match) return null;
  const [, preset, amount, each, unit] = match;
  return {
    preset: preset as PackPreset,
    ...(amount ? { amount: Number(amount) } : {}),
    ...(each ? { each: Number(each) } : {}),
    ...(unit ? { unit: unit as PresetPack['unit'] } : {}),
  };
}

/** The words a pack name is shown with, in the reader's language. */
export interface PackWords {
  lang: string;
  preset: (preset: PackPreset) => string;
  unit: (unit: MaterialUnit) => string;
}

/** A pack's name as the reader sees it: a preset in their language, anything else as typed. */
export function packLabel(name: string, words: PackWords): string {
  const pack = readPresetPack(name);
  if (!pack) return name;
  const n = (value: number) => formatQuantity(words.lang, value);
  const size = [
    pack.amount === undefined ? '' : n(pack.amount),
    pack.each === undefined ? '' : `× ${n(pack.each)}`,
    pack.unit ? words.unit(pack.unit) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return size ? `${words.preset(pack.preset)} ${size}` : words.preset(pack.preset);
}

/** `packLabel` in the screen's language. */
export function usePackName(): (name: string) => string {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.language;
  return useCallback(
    (name: string) =>
      packLabel(name, {
        lang,
        preset: (preset) => t(`packNames.${preset}`),
        unit: (unit) => t(`units.${unit}`),
      }),
    [t, lang],
  );
}
