import type { WebProduct } from '@contract/catalogueCalls';
import type { RowOf } from '@contract/registry';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { visibleLiveRows } from './list';

/**
 * The price a product sells for: the channel's own price when a channel is given and the product
 * has one, else the location's price, else the product's price.
 */
export function effectivePrice(
  product: Pick<RowOf<'products'>, 'price' | 'location_prices' | 'channel_prices'>,
  location: string | null,
  channel: string | null,
): number {
  const byChannel = channel && product.channel_prices.find((p) => p.channel_id === channel);
  if (byChannel) return byChannel.price;
  const byLocation = location && product.location_prices.find((p) => p.location_id === location);
  if (byLocation) return byLocation.price;
  return product.price;
}

/**
 * What a location sells (`GET /products/webProducts`): active products, not archived, not marked
 * unavailable there, each priced for the location and channel, with its category, labels and active
 * modifiers with their active items; ordered by category, then the product's own order.
 */
export async function webProducts(
  db: Kysely<Database>,
  auth: Auth,
  location: string | null,
  channel: string | null,
): Promise<WebProduct[]> {
  const [products, categories, labels, modifiers, items] = await Promise.all([
    visibleLiveRows(db, 'products', auth, location),
    visibleLiveRows(db, 'categories', auth, location),
    visibleLiveRows(db, 'labels', auth, location),
    visibleLiveRows(db, 'modifiers', auth, location).then((rows) =>
      rows.filter((m) => m.is_active),
    ),
    visibleLiveRows(db, 'modifierItems', auth, location).then((rows) =>
      rows.filter((i) => i.is_active),
    ),
  ]);
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const labelById = new Map(labels.map((l) => [l.id, l]));
  const modifierById = new Map(modifiers.map((m) => [m.id, m]));
  const itemsByModifier = new Map<string, RowOf<'modifierItems'>[]>();
  for (const item of items) {
    const list = itemsByModifier.get(item.modifier_id) ?? [];
    list.push(item);
    itemsByModifier.set(item.modifier_id, list);
  }

  const categoryOf = (p: RowOf<'products'>) =>
    p.category_id ? categoryById.get(p.category_id) : undefined;
  // Products without a category come last; ties go by name so the order is stable.
  const categoryOrder = (p: RowOf<'products'>) =>
    categoryOf(p)?.sort_order ?? Number.MAX_SAFE_INTEGER;
  const sold = products
    .filter(
      (p) =>
        p.is_active &&
        !p.is_archived &&
        !(location && p.unavailable_location_ids.includes(location)),
    )
    .sort(
      (a, b) =>
        categoryOrder(a) - categoryOrder(b) ||
        (categoryOf(a)?.name ?? '').localeCompare(categoryOf(b)?.name ?? '') ||
        a.sort_order - b.sort_order ||
        a.name.localeCompare(b.name),
    );
  return sold.map((p): WebProduct => {
    const category = categoryOf(p);
    return {
      ...p,
      effective_price: effectivePrice(p, location, channel),
      category: category
        ? {
            id: category.id,
            name: category.name,
            name_localized: category.name_localized,
            color: category.color,
            sort_order: category.sort_order,
          }
        : null,
      labels: p.label_ids.flatMap((id) => {
        const label = labelById.get(id);
        return label
          ? [{ id, name: label.name, name_localized: label.name_localized, color: label.color }]
          : [];
      }),
      modifier_groups: p.modifiers.flatMap((rules) => {
        const modifier = modifierById.get(rules.modifier_id);
        if (!modifier) return [];
        return [
          {
            ...rules,
            name: modifier.name,
            name_localized: modifier.name_localized,
            is_required: modifier.is_required,
            items: itemsByModifier.get(modifier.id) ?? [],
          },
        ];
      }),
    };
  });
}
