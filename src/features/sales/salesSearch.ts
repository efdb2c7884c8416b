import type { z as zod } from 'zod';
import { salesItemFigureKeys } from '@contract/salesItems';
import type { salesItemsReply } from '@contract/salesReports';
import { idParam, oneOf, searchReader, textParam } from '@/shared/searchParams';
import type { Period } from '@/components/reports/periods';
import { periodParams } from '@/components/reports/periodPresets';
import type { ReadQuery } from '@/data/serverRead';

/**
 * The choices of the sales screens as they live in the URL: the routes read them with these
 * readers, and anything unusable is dropped (the choice's default applies) instead of failing the
 * screen, so a link from an older version still opens. Defaults stay out of the URL. Plain readers
 * and nothing from the contract but types, because the route tree (and so these readers) loads
 * with the sign-in page, whose bundle has a budget.
 */
const salesParams = {
  ...periodParams,
  /** `all`: every location the user may see, instead of the active one. */
  scope: oneOf(['all']),
};
export const salesSearch = searchReader(salesParams);
export type SalesSearch = ReturnType<typeof salesSearch>;

/** What the sales items are grouped by (`group` of `GET /sales/items`). */
export const itemGroups = [
  'product',
  'category',
  'day',
  'channel',
  'location',
] as const satisfies readonly zod.infer<typeof salesItemsReply>['group'][];
export type ItemGroup = (typeof itemGroups)[number];

/** Columns the sales items table sorts by. */
export const itemSortKeys = ['name', 'category', ...salesItemFigureKeys] as const;
export type ItemSortKey = (typeof itemSortKeys)[number];

export const itemsSearch = searchReader({
  ...salesParams,
  /** Absent: by product (see `groupOf`). */
  group: oneOf(itemGroups),
  /** A product category (only with the product and category groupings). */
  category: idParam,
  /** Searched for in the rows' names. */
  q: textParam(100),
  sort: oneOf(itemSortKeys),
  dir: oneOf(['asc', 'desc']),
});
export type ItemsSearch = ReturnType<typeof itemsSearch>;

/** What the sales items are grouped by: by product unless the URL says otherwise. */
export const groupOf = (search: ItemsSearch): ItemGroup => search.group ?? 'product';

type SearchKey = keyof ItemsSearch | 'loc';
/** A change to the URL's choices: a value to set, or undefined to drop the parameter. */
export type SearchPatch = Partial<Record<SearchKey, string | undefined>>;

/** The URL's parameters with a change applied; parameters set to undefined are dropped. */
export function withPatch<T extends object>(search: T, patch: SearchPatch): T {
  const dropped = new Set(
    Object.keys(patch).filter((key) => patch[key as SearchKey] === undefined),
  );
  return Object.fromEntries(
    Object.entries({ ...search, ...patch }).filter(([key]) => !dropped.has(key)),
  ) as T;
}

/** Where a sales read looks: every location the user may see, or one (null: the user's own). */
export interface SalesPlace {
  all: boolean;
  locationId: string | null;
}

/**
 * The `from`, `to` and `loc` of a sales read. Today across locations is left to the server, which
 * reads each location's own today: stores in other time zones may already, or still, be on
 * another date than the active one.
 */
export function salesReadQuery(period: Period, place: SalesPlace): ReadQuery {
  const loc = place.all ? 'all' : (place.locationId ?? undefined);
  const dates = place.all && period.preset === 'today' ? {} : { from: period.from, to: period.to };
  return { ...(loc ? { loc } : {}), ...dates };
}
