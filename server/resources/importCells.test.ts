import { resources } from '@contract/registry';
import { describe, expect, test } from 'vitest';
import { fieldsOf } from './fields';
import { cellValue, mapHeaders, rowValues } from './importCells';
import { nameKey } from '../catalogue/matchByName/match';

const products = resources.products;
const field = (name: string) => fieldsOf(products).find((f) => f.name === name)!;
const lookup = (collection: string, text: string) =>
  collection === 'labels' && text.toLowerCase() === 'vegan' ? 'label-vegan' : undefined;

describe('reading spreadsheet cells as product fields', () => {
  test('headers are field keys in any spelling, or what a reference names', () => {
    const mapping = mapHeaders(products, [
      'Name',
      'Sort order',
      'PLU',
      'Category',
      'Labels',
      'id',
      'Colour',
      'name',
    ]);
    expect(mapping.columns.map((c) => c.key)).toEqual([
      'name',
      'sort_order',
      'plu',
      'category_id',
      'label_ids',
      'id',
    ]);
    // Unknown headers and a second column for the same field are reported, not read.
    expect(mapping.ignored).toEqual(['Colour', 'name']);
  });

  test('cells convert by their field; what does not convert is passed on for validation to name', () => {
    expect(cellValue(field('price'), '12,5', lookup)).toBe(12.5);
    expect(cellValue(field('price'), ' 1 200 ', lookup)).toBe(1200);
    expect(cellValue(field('price'), 'cheap', lookup)).toBe('cheap');
    expect(cellValue(field('is_active'), 'Yes', lookup)).toBe(true);
    expect(cellValue(field('is_active'), 'n', lookup)).toBe(false);
    expect(cellValue(field('is_active'), 'maybe', lookup)).toBe('maybe');
    expect(cellValue(field('label_ids'), 'Vegan; spicy', lookup)).toEqual(['label-vegan', 'spicy']);
    expect(cellValue(field('label_ids'), '["a","b"]', lookup)).toEqual(['a', 'b']);
    expect(cellValue(field('name'), '=1+2', lookup)).toBe('=1+2');
    expect(cellValue(field('name'), '   ', lookup)).toBeUndefined();
    expect(cellValue(field('name'), null, lookup)).toBeUndefined();
  });

  test('a row sets only the fields of its non-blank cells', () => {
    const mapping = mapHeaders(products, ['name', 'price', 'sku']);
    expect(rowValues(mapping, { rowNumber: 2, cells: ['Latte', 18, null] }, lookup)).toEqual({
      name: 'Latte',
      price: 18,
    });
  });
});

describe('names as people mean them', () => {
  test('case, accents and spaces do not matter', () => {
    expect(nameKey('Caffè  Latte')).toBe(nameKey('caffe latte'));
    expect(nameKey('Crème brûlée')).toBe('cremebrulee');
    expect(nameKey('كعكة التمر')).toBe(nameKey('كعكة  التمر'));
  });
});
