import { quantityUnits, type QuantityUnit, type RecipeLine } from '@contract/resources/products';
import { isPrepared, makesCycle } from '@contract/recipeRollup';
import type { RecipeOwner } from '@contract/recipes';
import { convert } from '@contract/units';
import type { LocalRow } from '@/data/db';
import type { Cell, SheetData } from '@/lib/spreadsheet';
import { recipeOf } from './data/recipeRows';

/** The columns of a recipe sheet, in the order of the template and of the export. */
export const importColumns = ['owner', 'material', 'quantity', 'unit'] as const;

export type ImportErrorCode =
  | 'owner_not_found'
  | 'material_not_found'
  | 'quantity_invalid'
  | 'unit_invalid'
  | 'unit_mismatch'
  | 'recipe_cycle';

export interface ImportRowResult {
  line: number;
  owner: string;
  material: string;
  quantity: string;
  unit: string;
  error: ImportErrorCode | null;
}

export interface PlannedRecipe {
  owner: RecipeOwner;
  id: string;
  name: string;
  lines: RecipeLine[];
}

export interface RecipeImportPlan {
  rows: ImportRowResult[];
  /** Each owner named by a good row, with the lines its recipe will have (they replace the old). */
  recipes: PlannedRecipe[];
}

const text = (c: Cell | undefined) => (c === null || c === undefined ? '' : String(c).trim());
const norm = (s: string) => s.trim().toLowerCase();

/** Finds a row by its SKU, then by its name, ignoring case. */
function finder(rows: readonly LocalRow[]) {
  const bySku = new Map<string, LocalRow>();
  const byName = new Map<string, LocalRow>();
  for (const r of rows) {
    if (r.deleted_at) continue;
    if (typeof r.sku === 'string' && r.sku) bySku.set(norm(r.sku), r);
    if (typeof r.name === 'string') byName.set(norm(r.name), r);
  }
  return (key: string) => bySku.get(norm(key)) ?? byName.get(norm(key));
}

/**
 * Reads a sheet of recipe lines (owner name or SKU, material name or SKU, quantity, unit) into the
 * recipes it would write, with each row's problem. Owners are products, modifier items and prepared
 * materials; a unit left blank is the material's own; a line that would make a recipe contain itself
 * is refused like in the editor.
 */
export function planRecipeImport(
  sheet: SheetData,
  store: { products: LocalRow[]; modifierItems: LocalRow[]; materials: LocalRow[] },
): RecipeImportPlan {
  const index = importColumns.map((c, i) => {
    const at = sheet.headers.findIndex((h) => norm(h) === c);
    return at >= 0 ? at : i;
  });
  const findProduct = finder(store.products);
  const findItem = finder(store.modifierItems);
  const findPrepared = finder(
    store.materials.filter((m) =>
      isPrepared({ is_prepared: m.is_prepared === true, type: String(m.type) }),
    ),
  );
  const findMaterial = finder(store.materials);
  const recipes = new Map(store.materials.map((m) => [m.id, recipeOf(m)]));
  const planned = new Map<string, PlannedRecipe>();
  const rows: ImportRowResult[] = [];

  for (const { line, cells } of sheet.rows) {
    const [owner, material, quantity, unit] = index.map((i) => text(cells[i]));
    const result: ImportRowResult = {
      line,
      owner: owner!,
      material: material!,
      quantity: quantity!,
      unit: unit!,
      error: null,
    };
    rows.push(result);
    const prepared = findPrepared(owner!);
    const product = prepared ? undefined : findProduct(owner!);
    const item = prepared || product ? undefined : findItem(owner!);
    const ownerRow = prepared ?? product ?? item;
    const materialRow = findMaterial(material!);
    const amount = Number(quantity!.replace(',', '.'));
    const materialUnit = (materialRow?.unit as QuantityUnit | undefined) ?? 'g';
    const lineUnit = (unit ? unit.toLowerCase() : materialUnit) as QuantityUnit;
    if (!ownerRow) result.error = 'owner_not_found';
    else if (!materialRow) result.error = 'material_not_found';
    else if (!quantity || !Number.isFinite(amount) || amount <= 0)
      result.error = 'quantity_invalid';
    else if (!(quantityUnits as readonly string[]).includes(lineUnit))
      result.error = 'unit_invalid';
    else if (convert(amount, lineUnit, materialUnit) === null) result.error = 'unit_mismatch';
    else if (makesCycle(ownerRow.id, materialRow.id, recipes)) result.error = 'recipe_cycle';
    if (result.error || !ownerRow || !materialRow) continue;

    const kind: RecipeOwner = prepared ? 'material' : product ? 'product' : 'modifier_item';
    const recipe = planned.get(ownerRow.id) ?? {
      owner: kind,
      id: ownerRow.id,
      name: String(ownerRow.name ?? ''),
      lines: [],
    };
    recipe.lines.push({ material_id: materialRow.id, quantity: amount, unit: lineUnit });
    planned.set(ownerRow.id, recipe);
    if (kind === 'material') recipes.set(ownerRow.id, recipe.lines);
  }
  return { rows, recipes: [...planned.values()] };
}
