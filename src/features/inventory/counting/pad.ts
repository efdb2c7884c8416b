import type { EntryPart } from '@contract/counts';
import type { PackUnit } from '@contract/resources/inventory';
import { numberFormat } from '@/lib/formats';

/** A unit the pad offers: the base unit (name '') or one of the material's count packs. */
export interface PadUnit {
  name: string;
  factor: number;
}

/** The base unit first, then the packs the material is counted in. */
export function padUnits(packs: readonly PackUnit[]): PadUnit[] {
  return [
    { name: '', factor: 1 },
    ...packs.filter((p) => p.for_count).map((p) => ({ name: p.name, factor: p.factor })),
  ];
}

/** What is typed so far: finished parts, and the part being typed (digits as keyed, '.' decimal). */
export interface PadState {
  parts: EntryPart[];
  digits: string;
  unit: PadUnit;
}

export const emptyPad = (unit: PadUnit = { name: '', factor: 1 }): PadState => ({
  parts: [],
  digits: '',
  unit,
});

export type PadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'back';

/** Longest number the pad takes: a count is never more than billions, nor finer than thousandths. */
const MAX_WHOLE = 9;
const MAX_DECIMALS = 3;

export function pressKey(state: PadState, key: PadKey): PadState {
  const { digits } = state;
  if (key === 'back') {
    if (digits) return { ...state, digits: digits.slice(0, -1) };
    // Backspace on an empty part takes the last finished part back into the typing line.
    const last = state.parts.at(-1);
    if (!last) return state;
    return {
      parts: state.parts.slice(0, -1),
      unit: { name: last.unit, factor: last.factor },
      digits: String(last.quantity),
    };
  }
  if (key === '.') {
    if (digits.includes('.')) return state;
    return { ...state, digits: digits ? `${digits}.` : '0.' };
  }
  const [whole = '', decimals] = digits.split('.');
  if (decimals !== undefined ? decimals.length >= MAX_DECIMALS : whole.length >= MAX_WHOLE)
    return state;
  // A leading zero is replaced, not kept: "07" is 7.
  return { ...state, digits: digits === '0' ? key : digits + key };
}

/** Chooses the unit of the part being typed. */
export const chooseUnit = (state: PadState, unit: PadUnit): PadState => ({ ...state, unit });

const typed = (state: PadState): EntryPart | null => {
  const quantity = Number(state.digits);
  if (!state.digits || !Number.isFinite(quantity)) return null;
  return { unit: state.unit.name, factor: state.unit.factor, quantity };
};

/** Ends the part being typed ("2 cases"), to type the next one ("+ 3 bottles"). */
export function addPart(state: PadState): PadState {
  const part = typed(state);
  if (!part || part.quantity === 0 || state.parts.length >= 9) return state;
  return { ...state, parts: [...state.parts, part], digits: '' };
}

/** The parts of the entry the pad holds, or null when nothing is typed. "0" is a valid count. */
export function entryParts(state: PadState): EntryPart[] | null {
  const part = typed(state);
  const parts = part ? [...state.parts, part] : state.parts;
  return parts.length ? parts : null;
}

/**
 * The decimal separator of a language ("," in German, "٫" in Arabic). The pad asks at every key:
 * the language's formatter is the app's kept one, not a new one each time (a new one took 28 ms
 * over the count-screen bench's 20 entries).
 */
export function decimalSeparator(lang: string): string {
  return (
    numberFormat(lang)
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.'
  );
}
