import type { ResourceKey } from '@contract/registry';

/** A row of the local store as far as these rules read it. */
export type CatalogueRow = Record<string, unknown> & { id: string; updated_at?: string };

export interface CatalogueSnapshot {
  products: readonly CatalogueRow[];
  categories: readonly CatalogueRow[];
  modifiers: readonly CatalogueRow[];
  modifierItems: readonly CatalogueRow[];
  deals: readonly CatalogueRow[];
  menus: readonly CatalogueRow[];
}

export type AttentionKind =
  | 'productNoPrice'
  | 'productNoTax'
  | 'productNoCategory'
  | 'inactiveCategoryWithProducts'
  | 'modifierNoItems'
  | 'dealExpired'
  | 'menuNoSchedule';

export interface AttentionItem {
  kind: AttentionKind;
  /** The screen that fixes it. */
  resource: ResourceKey;
  /** How many entries need attention. */
  count: number;
  /** The first few of them, by name. */
  examples: CatalogueRow[];
}

const EXAMPLES = 5;
const isOn = (row: CatalogueRow) => row.is_active !== false;
const sellable = (p: CatalogueRow) => isOn(p) && p.is_archived !== true;
const hasPrice = (p: CatalogueRow) =>
  (typeof p.price === 'number' && p.price > 0) ||
  (Array.isArray(p.location_prices) &&
    (p.location_prices as { price?: unknown }[]).some(
      (e) => typeof e.price === 'number' && e.price > 0,
    ));

const byName = (a: CatalogueRow, b: CatalogueRow) =>
  String(a.name ?? '').localeCompare(String(b.name ?? ''));

function item(kind: AttentionKind, resource: ResourceKey, rows: CatalogueRow[]): AttentionItem {
  return {
    kind,
    resource,
    count: rows.length,
    examples: [...rows].sort(byName).slice(0, EXAMPLES),
  };
}

/**
 * What in the catalogue needs someone's attention, from the local store alone (so it works offline):
 * products on sale without a price (add-ons may be free), without a tax group, or without a category
 * (add-ons have none); inactive categories that still hold products on sale; modifiers without
 * options; deals still on whose end date has passed; menus still on without any hours. Only kinds
 * with at least one entry are returned, in that order. `today` is YYYY-MM-DD.
 */
export function attentionItems(s: CatalogueSnapshot, today: string): AttentionItem[] {
  const onSale = s.products.filter(sellable);
  const mains = onSale.filter((p) => p.is_addon !== true);
  const productsByCategory = new Map<string, number>();
  for (const p of onSale)
    if (typeof p.category_id === 'string')
      productsByCategory.set(p.category_id, (productsByCategory.get(p.category_id) ?? 0) + 1);
  const modifiersWithItems = new Set(s.modifierItems.map((i) => i.modifier_id));

  const found = [
    item(
      'productNoPrice',
      'products',
      mains.filter((p) => !hasPrice(p)),
    ),
    item(
      'productNoTax',
      'products',
      onSale.filter((p) => !p.tax_group_id),
    ),
    item(
      'productNoCategory',
      'products',
      mains.filter((p) => !p.category_id),
    ),
    item(
      'inactiveCategoryWithProducts',
      'categories',
      s.categories.filter((c) => !isOn(c) && (productsByCategory.get(c.id) ?? 0) > 0),
    ),
    item(
      'modifierNoItems',
      'modifiers',
      s.modifiers.filter((m) => isOn(m) && !modifiersWithItems.has(m.id)),
    ),
    item(
      'dealExpired',
      'deals',
      s.deals.filter(
        (d) => isOn(d) && typeof d.ends_on === 'string' && d.ends_on !== '' && d.ends_on < today,
      ),
    ),
    item(
      'menuNoSchedule',
      'menus',
      s.menus.filter((m) => isOn(m) && (!Array.isArray(m.schedule) || m.schedule.length === 0)),
    ),
  ];
  return found.filter((f) => f.count > 0);
}

/** Products on sale per category, for "inactive category with N products". */
export function productsOnSaleIn(products: readonly CatalogueRow[], categoryId: string): number {
  return products.filter((p) => sellable(p) && p.category_id === categoryId).length;
}

export interface RecentChange {
  resource: ResourceKey;
  row: CatalogueRow;
}

/** The entries changed last, across the given resources, newest first. */
export function recentlyChanged(
  rowsByResource: ReadonlyArray<[ResourceKey, readonly CatalogueRow[]]>,
  limit = 10,
): RecentChange[] {
  const all: RecentChange[] = [];
  for (const [resource, rows] of rowsByResource)
    for (const row of rows) if (typeof row.updated_at === 'string') all.push({ resource, row });
  return all
    .sort((a, b) => String(b.row.updated_at).localeCompare(String(a.row.updated_at)))
    .slice(0, limit);
}
