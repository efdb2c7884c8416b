import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  filterRows,
  normalizeText,
  pageOf,
  sortRows,
  type SortValue,
} from './list-query';

const rows = [
  {
    id: '1',
    name: 'Café Olá',
    reference: 'C-01',
    name_localized: { de: 'Kaffeehaus' },
    is_active: true,
    kind: 'cafe',
  },
  {
    id: '2',
    name: 'Burger Co',
    reference: 'B-02',
    name_localized: {},
    is_active: false,
    kind: 'restaurant',
  },
  {
    id: '3',
    name: 'burger bar',
    reference: '',
    name_localized: { ar: 'برجر' },
    is_active: true,
    kind: 'restaurant',
  },
  {
    id: '4',
    name: 'Warehouse',
    reference: 'W-10',
    name_localized: {},
    is_active: true,
    kind: 'warehouse',
  },
];
const index = buildSearchIndex(rows, ['name', 'reference']);
const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);

describe('search', () => {
  it('ignores case and accents', () => {
    expect(normalizeText('Café OLÁ')).toBe('cafe ola');
    expect(ids(filterRows(rows, index, 'CAFE'))).toEqual(['1']);
    expect(ids(filterRows(rows, index, 'burger'))).toEqual(['2', '3']);
  });

  it('finds rows by their names in other languages and by every search field', () => {
    expect(ids(filterRows(rows, index, 'kaffee'))).toEqual(['1']);
    expect(ids(filterRows(rows, index, 'برجر'))).toEqual(['3']);
    expect(ids(filterRows(rows, index, 'w-10'))).toEqual(['4']);
  });

  it('needs every word somewhere in the row', () => {
    expect(ids(filterRows(rows, index, 'burger co'))).toEqual(['2']);
    expect(ids(filterRows(rows, index, '  '))).toEqual(['1', '2', '3', '4']);
    expect(ids(filterRows(rows, index, 'nothing here'))).toEqual([]);
  });

  it('combines search with filters', () => {
    expect(ids(filterRows(rows, index, '', [{ key: 'is_active', value: false }]))).toEqual(['2']);
    expect(
      ids(
        filterRows(rows, index, 'burger', [
          { key: 'kind', value: 'restaurant' },
          { key: 'is_active', value: true },
        ]),
      ),
    ).toEqual(['3']);
  });

  it('treats a null filter as "has no value" and a list field as "contains"', () => {
    const list = [
      { id: 'a', brand_id: null, location_ids: ['x', 'y'] },
      { id: 'b', brand_id: 'k', location_ids: ['y'] },
    ];
    const idx = buildSearchIndex(list, []);
    expect(ids(filterRows(list, idx, '', [{ key: 'brand_id', value: null }]))).toEqual(['a']);
    expect(ids(filterRows(list, idx, '', [{ key: 'location_ids', value: 'x' }]))).toEqual(['a']);
  });
});

describe('sortRows', () => {
  const byName = (r: (typeof rows)[number]): SortValue => r.name;

  it('sorts text naturally and ignoring case, ascending and descending', () => {
    expect(ids(sortRows(rows, byName, 'asc'))).toEqual(['3', '2', '1', '4']);
    expect(ids(sortRows(rows, byName, 'desc'))).toEqual(['4', '1', '2', '3']);
    const numbered = [
      { id: 'a', n: 'Table 10' },
      { id: 'b', n: 'Table 9' },
    ];
    expect(ids(sortRows(numbered, (r) => r.n, 'asc'))).toEqual(['b', 'a']);
  });

  it('is stable in both directions and puts empty values last', () => {
    const list = [
      { id: 'a', v: 2 },
      { id: 'b', v: null },
      { id: 'c', v: 1 },
      { id: 'd', v: 2 },
      { id: 'e', v: 1 },
    ];
    expect(ids(sortRows(list, (r) => r.v, 'asc'))).toEqual(['c', 'e', 'a', 'd', 'b']);
    expect(ids(sortRows(list, (r) => r.v, 'desc'))).toEqual(['a', 'd', 'c', 'e', 'b']);
    expect(ids(sortRows(rows, (r) => r.reference, 'asc'))).toEqual(['2', '1', '4', '3']);
  });

  it('does not change the rows it is given', () => {
    const copy = rows.slice();
    sortRows(rows, byName, 'desc');
    expect(rows).toEqual(copy);
  });
});

describe('pageOf', () => {
  const list = Array.from({ length: 53 }, (_, i) => i);

  it('slices one page and says which rows it shows', () => {
    expect(pageOf(list, 2, 25)).toMatchObject({ page: 2, pages: 3, from: 26, to: 50 });
    expect(pageOf(list, 3, 25).items).toEqual([50, 51, 52]);
  });

  it('moves back inside the range when rows went away', () => {
    expect(pageOf(list, 9, 25)).toMatchObject({ page: 3, from: 51, to: 53 });
    expect(pageOf([], 4, 25)).toMatchObject({ page: 1, pages: 1, from: 0, to: 0, items: [] });
  });
});

describe('20,000 rows', () => {
  // How fast is bench/products-list.ts's to say (a timed assertion here failed on a busy machine).
  it('searches, filters, sorts and pages them', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      id: String(i),
      name: `Product ${(i * 7919) % 20_000}`,
      reference: `R${i}`,
      name_localized: { de: `Produkt ${i}` },
      is_active: i % 3 !== 0,
    }));
    const idx = buildSearchIndex(many, ['name', 'reference']);
    const found = filterRows(many, idx, 'product 1', [{ key: 'is_active', value: true }]);
    const sorted = sortRows(found, (r) => r.name, 'desc');
    const page = pageOf(sorted, 1, 50);
    expect(page.items).toHaveLength(50);
    expect(page.items[0]!.name >= page.items[1]!.name).toBe(true);
    expect(found.every((r) => r.is_active)).toBe(true);
  });
});
