import { describe, expect, it } from 'vitest';
import { resources } from '@contract/registry';
import { cellText, columnSpecs } from '@/components/entity/columns';
import { moneyFormat } from '@/lib/money';
import { productsEntity } from './productsEntity';

describe('prices in the products list', () => {
  it('read as the product form writes them, in the location currency and the screen language', () => {
    const price = columnSpecs(resources.products, productsEntity.columns).find(
      (c) => c.key === 'price',
    )!;
    for (const lang of ['en', 'de', 'ar']) {
      const money = moneyFormat(lang, 'AED', 2);
      const ctx = { lang, enumLabel: () => '', refName: () => null, money };
      expect(cellText(price, { price: 12.5 }, ctx)).toBe(money.format(12.5));
    }
    expect(moneyFormat('en', 'AED', 2).format(12.5)).toMatch(/AED\s?12\.50/);
  });
});
