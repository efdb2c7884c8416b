import type { QuantityUnit, RecipeLine } from '@contract/resources/products';
import { costRecipe, isPrepared, rolledUpCosts } from '@contract/recipeRollup';
import type { RecipeOwner } from '@contract/recipes';
import { displayName } from '@/components/entity/columns';
import { rollupMaterials } from '@/components/recipe/rollupMaterials';
import type { LocalRow } from '@/data/db';

/** One recipe of the list: its owner's row, its lines and what one unit of the owner costs. */
export interface RecipeListRow {
  id: string;
  owner: RecipeOwner;
  name: string;
  sku: string;
  lines: RecipeLine[];
  /** One unit of a product or modifier item; one base unit of a prepared material. */
  cost: number;
  skipped: number;
  yield_quantity: number | null;
  unit: QuantityUnit | null;
  row: LocalRow;
}

export const recipeOf = (row: LocalRow): RecipeLine[] =>
  Array.isArray(row.recipe) ? (row.recipe as RecipeLine[]) : [];

const live = (rows: readonly LocalRow[] | undefined) => (rows ?? []).filter((r) => !r.deleted_at);

/**
 * Every recipe of the business from the local store (so the list works offline): products and
 * modifier items that have one, and every prepared material (an SR without lines still needs one).
 */
export function buildRecipeRows(
  sources: { products?: LocalRow[]; modifierItems?: LocalRow[]; materials?: LocalRow[] },
  lang: string,
): RecipeListRow[] {
  const costs = rolledUpCosts(rollupMaterials(sources.materials ?? []));
  const make = (row: LocalRow, owner: RecipeOwner): RecipeListRow => {
    const lines = recipeOf(row);
    const sheet = costRecipe(lines, costs);
    const prepared = owner === 'material';
    return {
      id: row.id,
      owner,
      name: displayName(row, lang),
      sku: typeof row.sku === 'string' ? row.sku : '',
      lines,
      cost: prepared ? (costs.get(row.id)?.cost ?? 0) : sheet.total,
      skipped: sheet.skipped,
      yield_quantity: prepared ? Number(row.yield_quantity ?? 1) : null,
      unit: prepared ? ((row.unit as QuantityUnit | undefined) ?? 'g') : null,
      row,
    };
  };
  return [
    ...live(sources.products)
      .filter((r) => recipeOf(r).length > 0)
      .map((r) => make(r, 'product')),
    ...live(sources.modifierItems)
      .filter((r) => recipeOf(r).length > 0)
      .map((r) => make(r, 'modifier_item')),
    ...live(sources.materials)
      .filter((r) => isPrepared({ is_prepared: r.is_prepared === true, type: String(r.type) }))
      .map((r) => make(r, 'material')),
  ];
}

/** Materials used in recipes, by type (`GET /materials/recipe-items-count`, computed here). */
export function recipeItemCounts(rows: readonly RecipeListRow[], materials: readonly LocalRow[]) {
  const types = new Map(live(materials).map((m) => [m.id, m.type]));
  const used = new Set(rows.flatMap((r) => r.lines.map((l) => l.material_id)));
  let rmCount = 0;
  let srCount = 0;
  for (const id of used) {
    if (types.get(id) === 'SR') srCount += 1;
    else if (types.has(id)) rmCount += 1;
  }
  return { rmCount, srCount, total: rmCount + srCount };
}

export type RecipeMode = 'all' | 'product' | 'material';
export type RecipeSort = 'name' | 'cost' | 'lines';

/** Search (name or SKU), mode, sort and one page of the list. */
export function queryRecipes(
  rows: readonly RecipeListRow[],
  q: { search: string; mode: RecipeMode; sort: RecipeSort; page: number; limit: number },
  lang: string,
) {
  const needle = q.search.trim().toLocaleLowerCase(lang);
  const matching = rows.filter(
    (r) =>
      (q.mode === 'all' || (q.mode === 'material') === (r.owner === 'material')) &&
      (!needle ||
        r.name.toLocaleLowerCase(lang).includes(needle) ||
        r.sku.toLocaleLowerCase(lang).includes(needle)),
  );
  const sorted = [...matching].sort((a, b) =>
    q.sort === 'cost'
      ? b.cost - a.cost
      : q.sort === 'lines'
        ? b.lines.length - a.lines.length
        : a.name.localeCompare(b.name, lang),
  );
  const totalPages = Math.max(1, Math.ceil(sorted.length / q.limit));
  const page = Math.min(Math.max(1, q.page), totalPages);
  return {
    data: sorted.slice((page - 1) * q.limit, page * q.limit),
    pagination: { total: sorted.length, page, limit: q.limit, totalPages },
  };
}
