import type { StockItem } from '@contract/stock';
import type { StockSearch, StockSort } from './stockSearch';

export const STOCK_PAGE_SIZE = 50;

/** Does the item match the stock state asked for? */
function inState(item: StockItem, state: StockSearch['state']): boolean {
  switch (state) {
    case 'below':
      return item.below_minimum;
    case 'negative':
      return item.negative;
    case 'zero':
      return item.quantity === 0;
    default:
      return true;
  }
}

const compare: Record<StockSort, (a: StockItem, b: StockItem, lang: string) => number> = {
  name: (a, b, lang) => a.name.localeCompare(b.name, lang),
  quantity: (a, b) => a.quantity - b.quantity,
  value: (a, b) => (a.value ?? 0) - (b.value ?? 0),
  last_movement_at: (a, b) => (a.last_movement_at ?? '').localeCompare(b.last_movement_at ?? ''),
};

/**
 * Every item the URL's filters keep, in its sort. The whole location's stock is read once and
 * filtered here, so every filter works offline on the last stock the device read.
 */
export function stockMatches(
  items: readonly StockItem[],
  search: StockSearch,
  lang: string,
): StockItem[] {
  const words = (search.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matching = items.filter(
    (item) =>
      (!search.category || item.category_id === search.category) &&
      (!search.type || item.type === search.type) &&
      inState(item, search.state) &&
      words.every((w) => `${item.name} ${item.sku}`.toLowerCase().includes(w)),
  );
  const sort = search.sort ?? 'name';
  const sign = search.dir === 'desc' ? -1 : 1;
  return matching.sort(
    (a, b) => sign * compare[sort](a, b, lang) || a.name.localeCompare(b.name, lang),
  );
}

/** One page of the stock list as the URL asks for it. */
export function stockRows(
  items: readonly StockItem[],
  search: StockSearch,
  lang: string,
): { rows: StockItem[]; total: number; page: number } {
  const matching = stockMatches(items, search, lang);
  const pages = Math.max(1, Math.ceil(matching.length / STOCK_PAGE_SIZE));
  const page = Math.min(search.page ?? 1, pages);
  return {
    rows: matching.slice((page - 1) * STOCK_PAGE_SIZE, page * STOCK_PAGE_SIZE),
    total: matching.length,
    page,
  };
}
