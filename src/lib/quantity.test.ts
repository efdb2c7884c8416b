import { describe, expect, it } from 'vitest';
import { formatQuantity, packsAndRest, roundQuantity } from './quantity';

const bottle = { name: 'bottle', factor: 1000 };
const caseOf12 = { name: 'case', factor: 12_000 };

describe('quantities', () => {
  it('rounds to the thousandths the ledger keeps', () => {
    expect(roundQuantity(1.23456)).toBe(1.235);
    expect(roundQuantity(-0.0001)).toBe(0);
    expect(formatQuantity('en', 1234.5)).toBe('1,234.5');
    expect(formatQuantity('en', 2)).toBe('2');
  });

  it('writes stock as the largest pack that fits and the rest', () => {
    expect(packsAndRest(27_500, [bottle, caseOf12])).toEqual({
      pack: caseOf12,
      packs: 2,
      rest: 3500,
    });
    expect(packsAndRest(24_000, [caseOf12])).toEqual({ pack: caseOf12, packs: 2, rest: 0 });
    expect(packsAndRest(1500, [bottle, caseOf12])).toEqual({ pack: bottle, packs: 1, rest: 500 });
  });

  it('keeps the sign of negative stock on both parts', () => {
    expect(packsAndRest(-13_250, [caseOf12])).toEqual({ pack: caseOf12, packs: -1, rest: -1250 });
  });

  it('has no packs when none is given or less than one pack is there', () => {
    expect(packsAndRest(500, [bottle])).toBeNull();
    expect(packsAndRest(5000, [])).toBeNull();
    expect(packsAndRest(0, [bottle])).toBeNull();
  });

  it('does not leave a rest of a whole pack through floating point', () => {
    // 3 x 0.1 l in a material kept in l with a 0.1 l glass: 0.30000000000000004 / 0.1.
    expect(packsAndRest(0.1 + 0.2, [{ name: 'glass', factor: 0.1 }])).toBeNull();
    expect(packsAndRest(3.3, [{ name: 'crate', factor: 1.1 }])).toEqual({
      pack: { name: 'crate', factor: 1.1 },
      packs: 3,
      rest: 0,
    });
  });
});
