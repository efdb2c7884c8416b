/**
 * The order of the inventory section (issues 9 and 10). Its screens come from several route files
 * written apart; one list here keeps the menu in the order a back office works: the overview, the
 * day's postings, what is in stock, counting, then the set-up. A route not listed keeps its own
 * `order`.
 */
const inventoryScreens = [
  '/dashboard/inventory',
  '/dashboard/inventory/inventory',
  '/dashboard/inventory/create-order',
  '/dashboard/inventory/transfer',
  '/dashboard/inventory/wastage',
  '/dashboard/inventory/preparation',
  '/dashboard/inventory/work-orders',
  '/dashboard/inventory/work-orders/new',
  '/dashboard/inventory/warehouse',
  '/dashboard/inventory/central-kitchen',
  '/dashboard/inventory/roastery',
  '/dashboard/inventory/stock',
  '/dashboard/inventory/movement',
  '/dashboard/inventory/overview',
  '/dashboard/inventory/inventory-count',
  '/dashboard/inventory/inventory-count-details',
  '/dashboard/inventory/activities',
  '/dashboard/inventory/review',
  '/dashboard/inventory/inventory-count-sheet',
  '/dashboard/inventory/materials',
  '/dashboard/inventory/material-category',
  '/dashboard/inventory/recipe',
] as const;

const positions = new Map<string, number>(inventoryScreens.map((path, i) => [path, (i + 1) * 10]));

/** A screen's place in the inventory section, or undefined when the list does not name it. */
export function inventoryOrder(path: string): number | undefined {
  return positions.get(path);
}

export const inventoryPaths: readonly string[] = inventoryScreens;
