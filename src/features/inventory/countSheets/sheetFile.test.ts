import { describe, expect, it } from 'vitest';
import { readSheetRows, sheetRows } from './sheetFile';
import type { SheetMaterial } from './sheetOps';

const materials: SheetMaterial[] = [
  { id: 'm1', name: 'Milk', sku: 'MLK', storageArea: '' },
  { id: 'm2', name: 'Flour', sku: '', storageArea: '' },
  { id: 'm3', name: 'Butter', sku: 'BTR', storageArea: '' },
];

describe('sheet files', () => {
  it('reads back what it writes, areas and shelf order included', () => {
    const areas = [
      { id: 'a1', name: 'Fridge', material_ids: ['m3', 'm1'] },
      { id: 'a2', name: 'Store', material_ids: ['m2', 'm1'] },
    ];
    const rows = sheetRows(areas, new Map(materials.map((m) => [m.id, m])));
    expect(rows).toEqual([
      ['Fridge', 'BTR', 1],
      ['Fridge', 'MLK', 2],
      ['Store', 'Flour', 1],
      ['Store', 'MLK', 2],
    ]);
    const read = readSheetRows(
      ['Area', 'Material', 'Order'],
      rows.map((cells, i) => ({ line: i + 2, cells: cells as (string | number)[] })),
      materials,
      areas,
      () => 'new',
    );
    expect(read).toEqual({ areas, unknown: [] });
  });

  it('sorts by the order column, matches names case-insensitively and reports unknown materials', () => {
    const read = readSheetRows(
      ['area', 'material', 'order'],
      [
        { line: 2, cells: ['Bar', 'flour', 2] },
        { line: 3, cells: ['Bar', 'btr', 1] },
        { line: 4, cells: ['Bar', 'Caviar', 3] },
      ],
      materials,
      [],
      () => 'new-area',
    );
    expect(read.areas).toEqual([{ id: 'new-area', name: 'Bar', material_ids: ['m3', 'm2'] }]);
    expect(read.unknown).toEqual([{ line: 4, material: 'Caviar' }]);
  });
});
