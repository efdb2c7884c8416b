import { describe, expect, it } from 'vitest';
import { currencyDecimals, moneyDecimals, moneyFormat, roundMoney } from './money';

describe('roundMoney', () => {
  it('rounds half away from zero to the given decimals', () => {
    expect(roundMoney(1.005, 2)).toBe(1.01);
    expect(roundMoney(2.675, 2)).toBe(2.68);
    expect(roundMoney(-1.005, 2)).toBe(-1.01);
    expect(roundMoney(12.3456, 3)).toBe(12.346);
    expect(roundMoney(12.5, 0)).toBe(13);
  });

  it('leaves amounts that already fit alone and never gives -0', () => {
    expect(roundMoney(4.1, 2)).toBe(4.1);
    expect(Object.is(roundMoney(-0.001, 2), 0)).toBe(true);
  });
});

describe('moneyDecimals', () => {
  it('takes the decimal_points setting first, then the user, then the currency', () => {
    expect(moneyDecimals({ decimalPoints: '3', fractionDigits: 2, currency: 'USD' })).toBe(3);
    expect(moneyDecimals({ decimalPoints: '', fractionDigits: 0, currency: 'USD' })).toBe(0);
    expect(moneyDecimals({ currency: 'KWD' })).toBe(3);
    expect(moneyDecimals({ currency: 'JPY' })).toBe(0);
    expect(moneyDecimals({ decimalPoints: 'two' })).toBe(2);
  });

  it('knows the decimals of real currencies only', () => {
    expect(currencyDecimals('AED')).toBe(2);
    expect(currencyDecimals('??')).toBeNull();
  });
});

describe('moneyFormat', () => {
  it('writes amounts with the currency and fixed decimals', () => {
    const money = moneyFormat('en', 'AED', 2);
    expect(money.format(5)).toMatch(/AED\s?5\.00/);
    expect(moneyFormat('en', null, 3).format(1.5)).toBe('1.500');
  });

  it('falls back to a plain number for a currency code Intl does not know', () => {
    expect(moneyFormat('en', 'XX1', 2).format(2)).toBe('2.00');
  });
});
