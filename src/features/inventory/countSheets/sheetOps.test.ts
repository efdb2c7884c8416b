import { describe, expect, it } from 'vitest';
import type { CountSheetArea } from '@contract/resources/inventory';
import * as ops from './sheetOps';

const area = (id: string, material_ids: string[] = []): CountSheetArea => ({
  id,
  name: id,
  material_ids,
});
const ids = (areas: CountSheetArea[]) => areas.map((a) => a.id);

describe('sheet edits', () => {
  it('reorders areas as a drop leaves them, keeping areas the drop did not name at the end', () => {
    const areas = [area('a'), area('b'), area('c')];
    expect(ids(ops.reorderAreas(areas, ['c', 'a', 'b']))).toEqual(['c', 'a', 'b']);
    expect(ids(ops.reorderAreas(areas, ['b', 'x']))).toEqual(['b', 'a', 'c']);
  });

  it('moves an area one place with the keyboard buttons, and not past either end', () => {
    const areas = [area('a'), area('b'), area('c')];
    expect(ids(ops.shiftArea(areas, 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(ids(ops.shiftArea(areas, 'c', 1))).toEqual(['a', 'b', 'c']);
    expect(ids(ops.shiftArea(areas, 'a', -1))).toEqual(['a', 'b', 'c']);
  });

  it('adds materials once per area, and lets the same material sit in several areas', () => {
    let areas = [area('fridge', ['m1']), area('store')];
    areas = ops.addMaterials(areas, 'fridge', ['m1', 'm2', 'm2', 'm3']);
    areas = ops.addMaterials(areas, 'store', ['m1']);
    expect(areas[0]!.material_ids).toEqual(['m1', 'm2', 'm3']);
    expect(areas[1]!.material_ids).toEqual(['m1']);
  });

  it('reorders and moves materials within one area only', () => {
    const areas = [area('a', ['m1', 'm2', 'm3']), area('b', ['m1'])];
    const reordered = ops.reorderMaterials(areas, 'a', ['m3', 'm1', 'm2']);
    expect(reordered[0]!.material_ids).toEqual(['m3', 'm1', 'm2']);
    expect(reordered[1]!.material_ids).toEqual(['m1']);
    expect(ops.shiftMaterial(areas, 'a', 'm3', -1)[0]!.material_ids).toEqual(['m1', 'm3', 'm2']);
    expect(ops.removeMaterial(areas, 'a', 'm1')[0]!.material_ids).toEqual(['m2', 'm3']);
  });

  it('does not change the sheet it was given', () => {
    const areas = [area('a', ['m1', 'm2'])];
    ops.reorderMaterials(areas, 'a', ['m2', 'm1']);
    ops.renameArea(areas, 'a', 'Fridge');
    expect(areas).toEqual([area('a', ['m1', 'm2'])]);
  });

  it('builds areas from the storage areas, named ones first and the rest under "Other"', () => {
    let n = 0;
    const built = ops.areasFromStorage(
      [
        { id: 'm1', name: 'Milk', sku: '', storageArea: 'Walk-in fridge' },
        { id: 'm2', name: 'Flour', sku: '', storageArea: 'Dry store' },
        { id: 'm3', name: 'Butter', sku: '', storageArea: 'Walk-in fridge' },
        { id: 'm4', name: 'Salt', sku: '', storageArea: ' ' },
      ],
      'Other',
      () => `id${++n}`,
    );
    expect(built.map((a) => [a.name, a.material_ids])).toEqual([
      ['Dry store', ['m2']],
      ['Walk-in fridge', ['m3', 'm1']],
      ['Other', ['m4']],
    ]);
    expect(new Set(built.map((a) => a.id)).size).toBe(3);
  });
});
