import type { FieldsOf } from '@contract/registry';
import { sameValue } from '@contract/sameValue';
import { roundMoney } from '@/lib/money';

type Product = Pick<
  FieldsOf<'products'>,
  | 'price'
  | 'category_id'
  | 'tax_group_id'
  | 'label_ids'
  | 'is_archived'
  | 'location_prices'
  | 'channel_prices'
  | 'unavailable_location_ids'
>;

/** A product as the bulk actions read it: its id and the fields they touch. */
export type ProductLike = { id: string } & Partial<Product>;

/** What one product's row gets from a bulk action: only the fields that really change. */
export interface RowChange {
  id: string;
  fields: Record<string, unknown>;
}

/** Keeps the changes that change something, each with only its changed fields. */
function changesOf(
  rows: readonly ProductLike[],
  next: (row: ProductLike) => Record<string, unknown>,
): RowChange[] {
  const out: RowChange[] = [];
  for (const row of rows) {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(next(row)))
      if (!sameValue((row as Record<string, unknown>)[key], value)) fields[key] = value;
    if (Object.keys(fields).length) out.push({ id: row.id, fields });
  }
  return out;
}

export interface PriceChange {
  /** Add `value` to the price, or change it by `value` percent (negative lowers it). */
  mode: 'amount' | 'percent';
  value: number;
  /** Also change the prices set per location and per channel. */
  includeOverrides: boolean;
}

/** One price after the change, rounded to the currency's decimals and never below zero. */
export function changedPrice(price: number, change: PriceChange, decimals: number): number {
  const raw = change.mode === 'amount' ? price + change.value : price * (1 + change.value / 100);
  return Math.max(0, roundMoney(raw, decimals));
}

export function priceChanges(
  rows: readonly ProductLike[],
  change: PriceChange,
  decimals: number,
): RowChange[] {
  const next = (price: number) => changedPrice(price, change, decimals);
  return changesOf(rows, (row) => ({
    price: next(row.price ?? 0),
    ...(change.includeOverrides
      ? {
          location_prices: (row.location_prices ?? []).map((p) => ({ ...p, price: next(p.price) })),
          channel_prices: (row.channel_prices ?? []).map((p) => ({ ...p, price: next(p.price) })),
        }
      : {}),
  }));
}

export const categoryChanges = (rows: readonly ProductLike[], categoryId: string | null) =>
  changesOf(rows, () => ({ category_id: categoryId }));

export const taxGroupChanges = (rows: readonly ProductLike[], taxGroupId: string | null) =>
  changesOf(rows, () => ({ tax_group_id: taxGroupId }));

export const archiveChanges = (rows: readonly ProductLike[], archived: boolean) =>
  changesOf(rows, () => ({ is_archived: archived }));

/** Adds the labels a product lacks, or removes the ones it has; other labels stay as they are. */
export function labelChanges(
  rows: readonly ProductLike[],
  labelIds: readonly string[],
  mode: 'add' | 'remove',
): RowChange[] {
  const given = new Set(labelIds);
  return changesOf(rows, (row) => {
    const current = row.label_ids ?? [];
    return {
      label_ids:
        mode === 'add'
          ? [...current, ...labelIds.filter((id) => !current.includes(id))]
          : current.filter((id) => !given.has(id)),
    };
  });
}

/**
 * Makes the products available (or not) at the given locations. Availability is kept as the list of
 * locations where a product is not sold, so other locations' entries are never touched: a user limited
 * to their own store changes only their store's entry.
 */
export function availabilityChanges(
  rows: readonly ProductLike[],
  locationIds: readonly string[],
  available: boolean,
): RowChange[] {
  const given = new Set(locationIds);
  return changesOf(rows, (row) => {
    const current = row.unavailable_location_ids ?? [];
    return {
      unavailable_location_ids: available
        ? current.filter((id) => !given.has(id))
        : [...current, ...locationIds.filter((id) => !current.includes(id))],
    };
  });
}
