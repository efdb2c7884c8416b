import { describe, expect, it } from 'vitest';
import { emptyLine, receiptTotal, toReceiptLine } from './receiptLines';

const wine = [
  { name: 'case', factor: 12_000 },
  { name: 'bottle', factor: 1000 },
];
const line = (over: Partial<ReturnType<typeof emptyLine>>) => ({
  ...emptyLine('k'),
  material_id: '0190a0b1-0000-7000-8000-000000000001',
  ...over,
});

describe('receipt lines', () => {
  it('converts packs to base units and a pack cost to a base unit cost', () => {
    expect(toReceiptLine(line({ quantity: 2, pack: 'case', cost: 30 }), wine)).toEqual({
      material_id: '0190a0b1-0000-7000-8000-000000000001',
      quantity: 24_000,
      unit_cost: 0.0025,
    });
  });

  it('keeps a line in the base unit as it is', () => {
    expect(toReceiptLine(line({ quantity: 1.5, cost: 12.4 }), wine)).toMatchObject({
      quantity: 1.5,
      unit_cost: 12.4,
    });
  });

  it('rounds the quantity to the thousandths the ledger keeps', () => {
    expect(toReceiptLine(line({ quantity: 0.3333, pack: 'bottle', cost: 9 }), wine)?.quantity).toBe(
      333.3,
    );
  });

  it('takes a missing cost as zero and refuses lines without material or quantity', () => {
    expect(toReceiptLine(line({ quantity: 3 }), wine)?.unit_cost).toBe(0);
    expect(toReceiptLine(line({ quantity: '' }), wine)).toBeNull();
    expect(toReceiptLine(line({ quantity: 0 }), wine)).toBeNull();
    expect(toReceiptLine({ ...line({ quantity: 2 }), material_id: null }, wine)).toBeNull();
  });

  it('an unknown pack falls back to the base unit', () => {
    expect(toReceiptLine(line({ quantity: 2, pack: 'pallet', cost: 1 }), wine)?.quantity).toBe(2);
  });

  it('adds up the value received in the units typed', () => {
    expect(
      receiptTotal([
        line({ quantity: 2, pack: 'case', cost: 30 }),
        line({ quantity: 3, cost: '' }),
      ]),
    ).toBe(60);
  });
});
