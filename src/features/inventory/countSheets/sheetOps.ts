import type { CountSheetArea } from '@contract/resources/inventory';
import { moveItem } from '@/components/entity/sort-order';

/**
 * Pure edits of a count sheet's areas. Each returns new arrays, so the editor can hand the result to
 * the writer as one update (one outbox entry per edit).
 */

/** A material the sheet can place: its id, name and where it is kept at the sheet's location. */
export interface SheetMaterial {
  id: string;
  name: string;
  sku: string;
  /** `storage_area` of the material at this location ('' when none). */
  storageArea: string;
}

export function addArea(
  areas: readonly CountSheetArea[],
  id: string,
  name: string,
): CountSheetArea[] {
  return [...areas, { id, name: name.trim(), material_ids: [] }];
}

export function renameArea(
  areas: readonly CountSheetArea[],
  areaId: string,
  name: string,
): CountSheetArea[] {
  return areas.map((a) => (a.id === areaId ? { ...a, name: name.trim() } : a));
}

export function removeArea(areas: readonly CountSheetArea[], areaId: string): CountSheetArea[] {
  return areas.filter((a) => a.id !== areaId);
}

/** Areas in the order of `orderedIds` (a drop in the walking order); unknown ids are ignored. */
export function reorderAreas(
  areas: readonly CountSheetArea[],
  orderedIds: readonly string[],
): CountSheetArea[] {
  const byId = new Map(areas.map((a) => [a.id, a]));
  const ordered = orderedIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const rest = areas.filter((a) => !orderedIds.includes(a.id));
  return [...ordered, ...rest];
}

/** Moves an area one place up (-1) or down (+1): the keyboard and button alternative to a drag. */
export function shiftArea(
  areas: readonly CountSheetArea[],
  areaId: string,
  by: -1 | 1,
): CountSheetArea[] {
  const from = areas.findIndex((a) => a.id === areaId);
  return from < 0 ? [...areas] : moveItem(areas, from, from + by);
}

function mapArea(
  areas: readonly CountSheetArea[],
  areaId: string,
  change: (ids: readonly string[]) => string[],
): CountSheetArea[] {
  return areas.map((a) => (a.id === areaId ? { ...a, material_ids: change(a.material_ids) } : a));
}

/** Adds materials at the end of an area's shelf; one already there stays where it is. */
export function addMaterials(
  areas: readonly CountSheetArea[],
  areaId: string,
  materialIds: readonly string[],
): CountSheetArea[] {
  return mapArea(areas, areaId, (ids) => [
    ...ids,
    ...materialIds.filter((id, i) => !ids.includes(id) && materialIds.indexOf(id) === i),
  ]);
}

export function removeMaterial(
  areas: readonly CountSheetArea[],
  areaId: string,
  materialId: string,
): CountSheetArea[] {
  return mapArea(areas, areaId, (ids) => ids.filter((id) => id !== materialId));
}

export function reorderMaterials(
  areas: readonly CountSheetArea[],
  areaId: string,
  orderedIds: readonly string[],
): CountSheetArea[] {
  return mapArea(areas, areaId, (ids) => [
    ...orderedIds.filter((id) => ids.includes(id)),
    ...ids.filter((id) => !orderedIds.includes(id)),
  ]);
}

export function shiftMaterial(
  areas: readonly CountSheetArea[],
  areaId: string,
  materialId: string,
  by: -1 | 1,
): CountSheetArea[] {
  return mapArea(areas, areaId, (ids) => {
    const from = ids.indexOf(materialId);
    return from < 0 ? [...ids] : moveItem(ids, from, from + by);
  });
}

/**
 * Areas built from where the materials are kept at the location: one area per storage area (in
 * name order), its materials in name order; materials without a storage area go to `otherName`.
 */
export function areasFromStorage(
  materials: readonly SheetMaterial[],
  otherName: string,
  newId: () => string,
  lang = 'en',
): CountSheetArea[] {
  const byArea = new Map<string, SheetMaterial[]>();
  for (const m of materials) {
    const key = m.storageArea.trim();
    byArea.set(key, [...(byArea.get(key) ?? []), m]);
  }
  const collator = new Intl.Collator(lang);
  const names = [...byArea.keys()].filter((k) => k !== '').sort(collator.compare);
  if (byArea.has('')) names.push('');
  return names.map((key) => ({
    id: newId(),
    name: key || otherName,
    material_ids: byArea
      .get(key)!
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((m) => m.id),
  }));
}

/** Every material id on the sheets, once (a material may sit in several areas). */
export function sheetMaterialIds(
  sheets: ReadonlyArray<{ areas: readonly CountSheetArea[] }>,
): Set<string> {
  return new Set(sheets.flatMap((s) => s.areas.flatMap((a) => a.material_ids)));
}
