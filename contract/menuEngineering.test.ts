import { describe, expect, it } from 'vitest';
import { engineerMenu, menuClassOf, type MenuProduct } from './menuEngineering';

const item = (
  quantity: number,
  margin: number | null,
  category_id: string | null = 'mains',
): MenuProduct => ({ category_id, quantity, margin });

describe('engineerMenu', () => {
  it('puts four products of one category in the four quadrants', () => {
    // 100 sold; 4 products: popular from 0.7 x 25% = 17.5%. Margin average (320+80+90+10)/100 = 5.
    const { places, thresholds } = engineerMenu([
      item(40, 8),
      item(40, 2),
      item(10, 9),
      item(10, 1),
    ]);
    expect(places).toEqual([
      { popularity: 40, menu_class: 'star' },
      { popularity: 40, menu_class: 'plowhorse' },
      { popularity: 10, menu_class: 'puzzle' },
      { popularity: 10, menu_class: 'dog' },
    ]);
    expect(thresholds).toEqual([{ category_id: 'mains', popularity: 17.5, margin: 5 }]);
  });

  it('counts a tie with either threshold as high', () => {
    // 3 products: popular from 0.7 x 100/3 = 23.33...%; 7 of 30 is exactly that.
    const { places } = engineerMenu([item(7, 0.1), item(13, 0.1), item(10, 0.1)]);
    expect(places.map((p) => p.menu_class)).toEqual(['star', 'star', 'star']);
    expect(places[0]!.popularity).toBe(23.33);
  });

  it('weights the average margin by quantity sold', () => {
    // Average by product would be 5.5; by quantity (90 x 1 + 10 x 10) / 100 = 1.9.
    const { places, thresholds } = engineerMenu([item(90, 1), item(10, 10)]);
    expect(thresholds[0]!.margin).toBe(1.9);
    expect(places.map((p) => p.menu_class)).toEqual(['plowhorse', 'puzzle']);
  });

  it('classifies each category against its own thresholds', () => {
    const { places, thresholds } = engineerMenu([
      item(10, 5, 'mains'),
      item(90, 1, 'mains'),
      item(1, 0.5, 'drinks'),
      item(1, 0.2, 'drinks'),
      item(3, 2, null),
    ]);
    expect(places.map((p) => p.menu_class)).toEqual([
      'puzzle',
      'plowhorse',
      'star',
      'plowhorse',
      'star',
    ]);
    expect(thresholds).toEqual([
      { category_id: 'mains', popularity: 35, margin: 1.4 },
      { category_id: 'drinks', popularity: 35, margin: 0.35 },
      { category_id: null, popularity: 70, margin: 2 },
    ]);
  });

  it('leaves products without a cost unclassified, but on the menu', () => {
    // The lemonade without a recipe still sells 60 of 100 and is one of three products.
    const { places, thresholds } = engineerMenu([item(60, null), item(30, 4), item(10, 2)]);
    expect(places).toEqual([
      { popularity: 60, menu_class: null },
      { popularity: 30, menu_class: 'star' },
      { popularity: 10, menu_class: 'dog' },
    ]);
    expect(thresholds).toEqual([{ category_id: 'mains', popularity: 23.33, margin: 3.5 }]);
  });

  it('has no popularity where nothing sold and no thresholds without a cost', () => {
    const { places, thresholds } = engineerMenu([item(0, 3), item(-2, 1), item(5, null, 'x')]);
    expect(places).toEqual([
      { popularity: null, menu_class: null },
      { popularity: null, menu_class: null },
      { popularity: 100, menu_class: null },
    ]);
    expect(thresholds).toEqual([]);
  });
});

describe('menuClassOf', () => {
  it('names the quadrants', () => {
    expect(menuClassOf(true, true)).toBe('star');
    expect(menuClassOf(true, false)).toBe('plowhorse');
    expect(menuClassOf(false, true)).toBe('puzzle');
    expect(menuClassOf(false, false)).toBe('dog');
  });
});
