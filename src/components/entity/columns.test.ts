import { describe, expect, it } from 'vitest';
import { resources } from '@contract/registry';
import { cellText, columnSpecs, sortValue, type ColumnContext } from './columns';
import { formatMoney, moneyNumberFormat, numberFormat } from '@/lib/formats';
import { sortRows } from './list-query';

const context = (lang: string, money: ColumnContext['money']): ColumnContext => ({
  lang,
  enumLabel: (_field, value) => value,
  refName: () => null,
  money,
});

const euro = { currency: 'EUR', decimals: 2 };
const [price, sku] = columnSpecs(resources.products, [
  { key: 'price', width: 110, money: true },
  'sku',
]);

describe('money columns', () => {
  it('are declared with `money` on a number field', () => {
    expect(price).toMatchObject({ key: 'price', kind: 'money', sortable: true });
    expect(sku?.kind).toBe('text');
  });

  it('write the amount in the currency and the number format of the screen language', () => {
    const row = { price: 4.5 };
    expect(cellText(price!, row, context('en', euro))).toBe('€4.50');
    expect(cellText(price!, row, context('de', euro))).toBe('4,50\u00a0€');
    // Arabic as Intl writes it (digits and the currency's place depend on the ICU data).
    expect(cellText(price!, row, context('ar', euro))).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(4.5),
    );
    expect(cellText(price!, { price: 1234 }, context('en', { currency: 'JPY', decimals: 0 }))).toBe(
      '¥1,234',
    );
  });

  it("write a row's amount in its own currency when the column names the field that holds it", () => {
    const [spend] = columnSpecs(resources.crmCustomers, [
      { key: 'spend', money: true, currencyKey: 'currency' },
    ]);
    const ctx = context('en', { currency: 'AED', decimals: 2 });
    expect(cellText(spend!, { spend: 12.5, currency: 'GBP' }, ctx)).toBe('£12.50');
    expect(cellText(spend!, { spend: 12.5, currency: null }, ctx)).toBe(
      formatMoney(12.5, 'en', { currency: 'AED', decimals: 2 }),
    );
  });

  it('fall back to a plain number when the currency is unknown or not given', () => {
    expect(cellText(price!, { price: 4.5 }, context('en', { currency: 'XX1', decimals: 2 }))).toBe(
      '4.50',
    );
    expect(cellText(price!, { price: 1234.5 }, context('en', null))).toBe('1,234.5');
    expect(cellText(price!, { price: null }, context('en', euro))).toBe('');
  });

  it('sort by the amount, not by its text', () => {
    const rows = [{ price: 10 }, { price: 9.5 }, { price: null }, { price: 100 }];
    const ctx = context('en', euro);
    const sorted = sortRows(rows, (r) => sortValue(price!, r, ctx), 'asc');
    expect(sorted.map((r) => r.price)).toEqual([9.5, 10, 100, null]);
    expect(sortValue(price!, { price: 4.5 }, ctx)).toBe(4.5);
  });
});

describe('formats', () => {
  it('builds one formatter per language and options, and reuses it', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en', { minimumFractionDigits: 2 })).not.toBe(numberFormat('en'));
    expect(moneyNumberFormat('en', euro).format).toBe(moneyNumberFormat('en', euro).format);
  });

  it('says whether the amount carries its currency', () => {
    expect(moneyNumberFormat('en', euro).currency).toBe('EUR');
    expect(moneyNumberFormat('en', { currency: '??', decimals: 2 }).currency).toBeNull();
    expect(formatMoney(0.2, 'en', { currency: null, decimals: 3 })).toBe('0.200');
  });
});
