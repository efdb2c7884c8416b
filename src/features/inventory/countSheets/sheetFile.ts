import type { CountSheetArea } from '@contract/resources/inventory';
import type { Cell, ExportCell } from '@/lib/spreadsheet';
import type { SheetMaterial } from './sheetOps';

/**
 * A sheet as a spreadsheet: one row per material in an area, `area`, `material` (its SKU, or its name
 * when it has none) and `order` (the shelf position, from 1). Areas keep the order they first appear
 * in; a material may appear under several areas.
 */
export const sheetFileHeaders = ['area', 'material', 'order'] as const;

export function sheetRows(
  areas: readonly CountSheetArea[],
  materials: ReadonlyMap<string, SheetMaterial>,
): ExportCell[][] {
  return areas.flatMap((area) =>
    area.material_ids.flatMap((id, i) => {
      const m = materials.get(id);
      return m ? [[area.name, m.sku || m.name, i + 1]] : [];
    }),
  );
}

export interface SheetImport {
  areas: CountSheetArea[];
  /** File lines whose material matched nothing (by SKU, then by name). */
  unknown: { line: number; material: string }[];
}

const text = (cell: Cell | undefined) =>
  cell === null || cell === undefined ? '' : String(cell).trim();

/**
 * Areas read from a file's rows. Areas whose name matches an existing area keep its id, so entries of
 * counts already made against it still name the right area.
 */
export function readSheetRows(
  headers: readonly string[],
  rows: ReadonlyArray<{ line: number; cells: readonly Cell[] }>,
  materials: readonly SheetMaterial[],
  existing: readonly CountSheetArea[],
  newId: () => string,
): SheetImport {
  const col = (name: string) => headers.findIndex((h) => h.trim().toLowerCase() === name);
  const [areaCol, materialCol, orderCol] = sheetFileHeaders.map(col);
  const bySku = new Map(materials.filter((m) => m.sku).map((m) => [m.sku.toLowerCase(), m.id]));
  const byName = new Map(materials.map((m) => [m.name.toLowerCase(), m.id]));
  const existingIds = new Map(existing.map((a) => [a.name.toLowerCase(), a.id]));
  const areas = new Map<
    string,
    { id: string; name: string; items: { id: string; order: number; at: number }[] }
  >();
  const unknown: SheetImport['unknown'] = [];
  rows.forEach(({ line, cells }, at) => {
    const areaName = text(cells[areaCol ?? -1]);
    const material = text(cells[materialCol ?? -1]);
    if (!areaName || !material) return;
    const id = bySku.get(material.toLowerCase()) ?? byName.get(material.toLowerCase());
    if (!id) {
      unknown.push({ line, material });
      return;
    }
    const key = areaName.toLowerCase();
    let area = areas.get(key);
    if (!area) {
      area = { id: existingIds.get(key) ?? newId(), name: areaName, items: [] };
      areas.set(key, area);
    }
    const order = Number(text(cells[orderCol ?? -1]));
    area.items.push({ id, order: Number.isFinite(order) && order > 0 ? order : Infinity, at });
  });
  return {
    areas: [...areas.values()].map((a) => ({
      id: a.id,
      name: a.name,
      material_ids: [
        ...new Set(a.items.sort((x, y) => x.order - y.order || x.at - y.at).map((i) => i.id)),
      ],
    })),
    unknown,
  };
}
