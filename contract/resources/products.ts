import { z } from 'zod';
import {
  hexColor,
  localizedText,
  longText,
  money,
  ref,
  refList,
  requiredText,
  sortOrder,
  text,
  url,
} from '../common';

/** Units a recipe line may be written in; each converts to the material's own unit (see `units.ts`). */
export const quantityUnits = ['piece', 'g', 'kg', 'ml', 'l', 'portion'] as const;
export type QuantityUnit = (typeof quantityUnits)[number];

/** How a product is sold at the till. */
export const soldByOptions = ['unit', 'weight'] as const;

const quantity = z.number().finite().gt(0).max(1_000_000);

/** A price or cost as the till charges or books it: never below zero. */
export const nonNegativeMoney = money.min(0);

/** A price for one location, overriding the product's price there. */
export const locationPrice = z
  .object({ location_id: ref('locations'), price: nonNegativeMoney })
  .strict();

/** A price for one sales channel (e.g. Deliveroo), overriding the product's price there. */
export const channelPrice = z
  .object({ channel_id: ref('channels'), price: nonNegativeMoney })
  .strict();

/** A modifier group offered with the product, with the product's own selection rules. */
export const productModifier = z
  .object({
    modifier_id: ref('modifiers'),
    min_select: z.number().int().min(0).max(100),
    max_select: z.number().int().min(0).max(100),
    free_count: z.number().int().min(0).max(100),
    default_item_ids: refList('modifierItems'),
  })
  .strict();

/** One line of a recipe: how much of a material one unit of the product uses. */
export const recipeLine = z
  .object({
    material_id: ref('materials'),
    quantity,
    unit: z.enum(quantityUnits),
  })
  .strict();
export type RecipeLine = z.infer<typeof recipeLine>;

/**
 * A product (or an add-on, with `is_addon`). Prices per location and channel, availability per
 * location, modifiers and the recipe travel inside the row, so one product is one change to sync.
 */
export const productFields = z
  .object({
    name: requiredText(160),
    name_localized: localizedText.default({}),
    description: longText(2000).default(''),
    sku: text(64).default(''),
    /** PLU or barcode: unique within the business when not blank. */
    plu: text(64).default(''),
    brand_id: ref('brands').nullable().default(null),
    group_id: ref('groups').nullable().default(null),
    category_id: ref('categories').nullable().default(null),
    label_ids: refList('labels').default([]),
    price: nonNegativeMoney.default(0),
    /** Cost per unit when the product has no recipe; with a recipe the cost comes from it. */
    cost: nonNegativeMoney.default(0),
    tax_group_id: ref('taxGroups').nullable().default(null),
    location_prices: z.array(locationPrice).max(500).default([]),
    channel_prices: z.array(channelPrice).max(100).default([]),
    /** Locations where the product is not sold; everywhere else it is. */
    unavailable_location_ids: refList('locations').default([]),
    modifiers: z.array(productModifier).max(50).default([]),
    recipe: z.array(recipeLine).max(200).default([]),
    is_addon: z.boolean().default(false),
    sold_by: z.enum(soldByOptions).default('unit'),
    calories: z.number().int().min(0).max(100_000).nullable().default(null),
    preparation_minutes: z.number().int().min(0).max(1440).nullable().default(null),
    image_url: url.default(''),
    color: hexColor.nullable().default(null),
    is_active: z.boolean().default(true),
    is_archived: z.boolean().default(false),
    sort_order: sortOrder.default(0),
  })
  .strict();
export type ProductFields = z.infer<typeof productFields>;
