import { idParam, oneOf, searchReader, textParam, wholeParam } from '@/shared/searchParams';

/**
 * The stock list's choices as they live in the URL (`/dashboard/inventory/stock`); plain readers, so
 * the route tree stays light. `material` opens that material's movements beside the list.
 */
export const stockSorts = ['name', 'quantity', 'value', 'last_movement_at'] as const;
export type StockSort = (typeof stockSorts)[number];

export const stockSearch = searchReader({
  q: textParam(100, { keepSpaces: true }),
  category: idParam,
  type: oneOf(['RM', 'SR', 'FG']),
  state: oneOf(['below', 'negative', 'zero']),
  sort: oneOf(stockSorts),
  dir: oneOf(['asc', 'desc']),
  page: wholeParam(100_000),
  material: idParam,
});
export type StockSearch = ReturnType<typeof stockSearch>;
