import { describe, expect, it } from 'vitest';
import {
  addPart,
  chooseUnit,
  decimalSeparator,
  emptyPad,
  entryParts,
  padUnits,
  pressKey,
  type PadKey,
  type PadState,
} from './pad';
import { createWedgeReader } from './wedge';

const type = (state: PadState, keys: string) =>
  [...keys].reduce((s, k) => pressKey(s, (k === '<' ? 'back' : k) as PadKey), state);
const CASE = { name: 'case', factor: 12 };

describe('the number pad', () => {
  it('types "2 cases + 3 bottles" as two parts of one entry', () => {
    let s = chooseUnit(emptyPad(), CASE);
    s = addPart(type(s, '2'));
    s = type(chooseUnit(s, { name: '', factor: 1 }), '3');
    expect(entryParts(s)).toEqual([
      { unit: 'case', factor: 12, quantity: 2 },
      { unit: '', factor: 1, quantity: 3 },
    ]);
  });

  it('takes one decimal separator, three decimals, and drops a leading zero', () => {
    expect(type(emptyPad(), '0.1.2345').digits).toBe('0.123');
    expect(type(emptyPad(), '.5').digits).toBe('0.5');
    expect(type(emptyPad(), '007').digits).toBe('7');
    expect(type(emptyPad(), '1234567890').digits).toBe('123456789');
  });

  it('backspace edits the typed part, then takes the last part back', () => {
    const s = addPart(type(chooseUnit(emptyPad(), CASE), '2'));
    const back = type(s, '<');
    expect(back).toMatchObject({ parts: [], digits: '2', unit: { name: 'case', factor: 12 } });
    expect(entryParts(type(back, '<'))).toBeNull();
  });

  it('saves zero as a count, but nothing typed is no entry', () => {
    expect(entryParts(type(emptyPad(), '0'))).toEqual([{ unit: '', factor: 1, quantity: 0 }]);
    expect(entryParts(emptyPad())).toBeNull();
    expect(addPart(type(emptyPad(), '0')).parts).toEqual([]);
  });

  it('offers the base unit, then the packs meant for counting', () => {
    const packs = [
      { name: 'case', factor: 12, for_purchase: true, for_count: true, barcode: '' },
      { name: 'pallet', factor: 480, for_purchase: true, for_count: false, barcode: '' },
    ];
    expect(padUnits(packs).map((u) => u.name)).toEqual(['', 'case']);
  });

  it("shows the language's decimal separator", () => {
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('de')).toBe(',');
  });
});

describe('the keyboard-wedge scanner', () => {
  const feed = (keys: string[], gap: number) => {
    const reader = createWedgeReader();
    let at = 1000;
    let code: string | null = null;
    for (const k of keys) code = reader.key(k, (at += gap)) ?? code;
    return code;
  };
  it('reads fast keys ending in Enter as a code', () => {
    expect(feed([...'4006381333931', 'Enter'], 8)).toBe('4006381333931');
  });
  it('ignores typing at human speed and short bursts', () => {
    expect(feed([...'4006381333931', 'Enter'], 150)).toBeNull();
    expect(feed([...'12', 'Enter'], 5)).toBeNull();
  });
});
