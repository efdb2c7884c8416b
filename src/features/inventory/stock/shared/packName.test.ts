import { describe, expect, it } from 'vitest';
import { packLabel, readPresetPack, type PackPreset } from './packName';

const arabic: Partial<Record<PackPreset, string>> = {
  case: 'كرتونة',
  bottle: 'زجاجة',
  tray: 'طبق',
};
const german: Partial<Record<PackPreset, string>> = { bag: 'Beutel', case: 'Kiste' };
const units: Record<string, string> = { l: 'ل', kg: 'kg', g: 'g', ml: 'ml' };

describe('pack names', () => {
  it('reads the names the app writes: a pack word and the size after it', () => {
    expect(readPresetPack('case 12 x 1 l')).toEqual({
      preset: 'case',
      amount: 12,
      each: 1,
      unit: 'l',
    });
    expect(readPresetPack('bag 2.5 kg')).toEqual({ preset: 'bag', amount: 2.5, unit: 'kg' });
    expect(readPresetPack('tray 30')).toEqual({ preset: 'tray', amount: 30 });
    expect(readPresetPack('bottle')).toEqual({ preset: 'bottle' });
  });

  it('leaves a name the user chose as typed', () => {
    for (const name of ['صندوق', 'Kiste', 'Case', 'case of 12', 'six-pack', 'bag 1 kilo']) {
      expect(readPresetPack(name)).toBeNull();
      expect(packLabel(name, { lang: 'ar', preset: () => 'x', unit: () => 'y' })).toBe(name);
    }
  });

  it("shows a preset in the reader's words, with the size's numbers and unit in their language", () => {
    const ar = {
      lang: 'ar',
      preset: (p: PackPreset) => arabic[p] ?? p,
      unit: (u: string) => units[u]!,
    };
    expect(packLabel('case 12 x 1 l', ar)).toBe('كرتونة 12 × 1 ل');
    expect(packLabel('tray 30', ar)).toBe('طبق 30');
    expect(packLabel('bottle', ar)).toBe('زجاجة');
    const de = {
      lang: 'de',
      preset: (p: PackPreset) => german[p] ?? p,
      unit: (u: string) => units[u]!,
    };
    expect(packLabel('bag 2.5 kg', de)).toBe('Beutel 2,5 kg');
  });
});
