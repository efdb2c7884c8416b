import type { ShopLocation } from './salesShop';

/**
 * What a demo location sells: its menus, each with its hours and its dishes by group and category
 * (the groups and categories of the catalogue), and the dishes' prices and choices at that location.
 * Amounts are whole minor units (cents, pence) of the location's currency.
 */

export interface ShopModifierGroup {
  min: number;
  max: number;
  /** The first `free` items chosen cost nothing (a steak's first sauce). */
  free: number;
  items: Array<{ id: string; name: string; price: number }>;
}

export interface ShopItem {
  id: string;
  name: string;
  category: string;
  group: string;
  price: number;
  deliverooPrice: number;
  modifiers: ShopModifierGroup[];
  /** Its place in its category: the first dishes of a menu sell more. */
  rank: number;
}

/** Items to choose from, by category. */
export interface ItemChoice {
  categories: string[];
  byCategory: ReadonlyMap<string, ShopItem[]>;
}

export interface ShopMenu {
  /** Local minutes of the day it is sold, by weekday (0 Sunday). */
  slots: Array<{ day: number; from: number; to: number }>;
  /** Its items by group name; `ANY_DISH` holds every item that is not an extra. */
  groups: ReadonlyMap<string, ItemChoice>;
}

export const ANY_DISH = '*';

function choiceOf(items: readonly ShopItem[]): ItemChoice {
  const byCategory = new Map<string, ShopItem[]>();
  for (const item of items)
    byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
  return { categories: [...byCategory.keys()], byCategory };
}

export function menuOf(slots: ShopMenu['slots'], items: readonly ShopItem[]): ShopMenu {
  const groups = new Map<string, ItemChoice>();
  for (const group of new Set(items.map((i) => i.group))) {
    groups.set(group, choiceOf(items.filter((i) => i.group === group)));
  }
  const dishes = items.filter((i) => i.group !== 'Extras');
  if (dishes.length) groups.set(ANY_DISH, choiceOf(dishes));
  return { slots, groups };
}

/** The central kitchen has no menu of its own: it sells catering and delivery from these. */
export const cateringCategories = [
  'Grill platters',
  'Chicken',
  'Salads',
  'Wraps',
  'Sandwiches',
  'Salad boxes',
  'Desserts',
  'Cakes',
  'Pastries',
  'Fresh juices',
  'Bottled drinks',
];

/** The menu on sale at a local time: the one whose hours hold it, or the nearest one that day. */
export function menuAt(location: ShopLocation, weekday: number, minute: number): ShopMenu {
  let best = location.menus[0]!;
  let bestDistance = Infinity;
  for (const menu of location.menus) {
    for (const slot of menu.slots) {
      if (slot.day !== weekday) continue;
      const distance = minute < slot.from ? slot.from - minute : Math.max(0, minute - slot.to + 1);
      if (distance < bestDistance) {
        best = menu;
        bestDistance = distance;
      }
    }
  }
  return best;
}
