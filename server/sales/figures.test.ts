import { describe, expect, it } from 'vitest';
import { netSalesMilli, netSalesTerms, zeroSums } from './figures';

describe('net sales', () => {
  it('is its terms added and taken away, as the database sums them for a read of net sales alone', () => {
    const sums = { ...zeroSums(), gross: 100_000, discounts: 7_250, complimentary: 3_000 };
    for (const refunds of [0, 12_345, 250_000]) {
      const s = { ...sums, refunds, tax: 9_999, tips: 555 };
      const byTerms = Object.entries(netSalesTerms).reduce(
        (net, [key, sign]) => net + sign * s[key as keyof typeof netSalesTerms],
        0,
      );
      expect(netSalesMilli(s)).toBe(byTerms);
    }
    expect(netSalesMilli({ ...sums, refunds: 0 })).toBe(89_750);
  });
});
