import type { TFunction } from 'i18next';
import { costRecipe, type UnitCost } from '@contract/recipeRollup';
import type { LocalRow } from '@/data/db';
import { displayName } from '@/components/entity/columns';
import { exportSpreadsheet, type ExportCell } from '@/lib/spreadsheet';
import type { RecipeListRow } from './data/recipeRows';

/**
 * One sheet row per recipe line: owner, material, quantity, unit first (what the import reads, so an
 * export can be edited and imported back), then what the line and one unit of the owner cost.
 */
export function recipeSheet(
  rows: readonly RecipeListRow[],
  materials: readonly LocalRow[],
  costs: ReadonlyMap<string, UnitCost>,
  t: TFunction,
  lang: string,
) {
  const byId = new Map(materials.map((m) => [m.id, m]));
  const columns = [
    t('materials:recipes.columns.owner'),
    t('materials:recipes.columns.material'),
    t('materials:recipes.columns.quantity'),
    t('materials:recipes.columns.unit'),
    t('materials:recipes.columns.kind'),
    t('materials:recipes.columns.sku'),
    t('materials:recipes.columns.lineCost'),
    t('materials:recipes.columns.unitCost'),
  ];
  const cells: ExportCell[][] = rows.flatMap((r) => {
    const sheet = costRecipe(r.lines, costs);
    const kind = t(`materials:recipes.owner.${r.owner}`);
    if (r.lines.length === 0) return [[r.name, null, null, null, kind, r.sku, null, r.cost]];
    return r.lines.map((l, i): ExportCell[] => {
      const m = byId.get(l.material_id);
      return [
        r.name,
        m ? (typeof m.sku === 'string' && m.sku ? m.sku : displayName(m, lang)) : l.material_id,
        l.quantity,
        l.unit,
        kind,
        r.sku,
        sheet.lines[i]?.cost ?? null,
        r.cost,
      ];
    });
  });
  return { sheetName: t('materials:recipes.title'), columns, rows: cells };
}

export const exportRecipes = (input: ReturnType<typeof recipeSheet>) =>
  exportSpreadsheet('recipes', input);
