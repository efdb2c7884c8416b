import { describe, expect, it } from 'vitest';
import { derivedId } from './ledger';

describe('derivedId', () => {
  it('gives the ids stored ledgers already hold: a resend must find the movement it posted', () => {
    // Worked out with the first implementation (a sha256 hasher and an array of hex digits).
    expect(
      derivedId('0190a1b2-0000-7000-8000-000000000001:0190a1b2-0000-7000-8000-000000000002:sale'),
    ).toBe('153394ba-3795-8782-ac93-fa56a3caa164');
    expect(derivedId('demo-opening:x:y')).toBe('d6292088-d974-87ca-84cb-19e656fd2ea2');
    expect(derivedId('')).toBe('e3b0c442-98fc-8c14-9afb-f4c8996fb924');
  });

  it('is a version 8 uuid with the RFC variant', () => {
    for (let i = 0; i < 200; i++) {
      expect(derivedId(`key ${i}`)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });
});
