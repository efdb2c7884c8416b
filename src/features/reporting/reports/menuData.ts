import { menuClasses, type MenuClass } from '@contract/reports';

interface MenuItem {
  item_kind: 'product' | 'modifier';
  category_id: string | null;
  net_sales: number;
  menu_class: MenuClass | null;
}

/**
 * The categories whose products were sold, the best selling first: the one a manager most likely
 * wants to look at opens first. Products without a category share one (the empty id).
 */
export function categoriesBySales(items: readonly MenuItem[]): string[] {
  const sales = new Map<string, number>();
  for (const item of items) {
    if (item.item_kind !== 'product') continue;
    const key = item.category_id ?? '';
    sales.set(key, (sales.get(key) ?? 0) + item.net_sales);
  }
  return [...sales].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);
}

/** How many products fall in each class, and how many could not be classified (no recipe cost). */
export function classCounts(
  items: readonly MenuItem[],
): Record<MenuClass, number> & { unclassified: number } {
  const counts = { star: 0, plowhorse: 0, puzzle: 0, dog: 0, unclassified: 0 };
  for (const item of items) {
    if (item.item_kind !== 'product') continue;
    if (item.menu_class && menuClasses.includes(item.menu_class)) counts[item.menu_class] += 1;
    else counts.unclassified += 1;
  }
  return counts;
}
