import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalRow } from '@/data/db';
import { useLocal } from '@/data/react';

/**
 * The product of this device's local store (so its page opens offline), live: undefined while it is
 * read, null when it is not on this device or no product is asked for.
 */
export function useProductRow(productId: string | null): LocalRow | null | undefined {
  const local = useLocal();
  return useLiveQuery<LocalRow | null | undefined>(
    async () =>
      productId && local ? ((await local.db.rows('products').get(productId)) ?? null) : null,
    [local, productId],
  );
}

/**
 * The products (or the add-ons) and the categories of this device's local store, live, for
 * reordering products within their category; null while they are read.
 */
export function useReorderRows(
  addons: boolean,
): { products: LocalRow[]; categories: LocalRow[] } | null | undefined {
  const local = useLocal();
  return useLiveQuery(async () => {
    if (!local) return null;
    const [products, categories] = await Promise.all([
      local.db.rows('products').toArray(),
      local.db.rows('categories').toArray(),
    ]);
    return { products: products.filter((p) => (p.is_addon === true) === addons), categories };
  }, [local, addons]);
}
