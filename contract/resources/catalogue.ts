import { z } from 'zod';
import {
  hexColor,
  isoDate,
  localizedText,
  longText,
  percent,
  ref,
  refList,
  requiredText,
  sortOrder,
  text,
  timeOfDay,
  url,
} from '../common';
import { nonNegativeMoney, recipeLine } from './products';

export const brandFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    reference: text(40).default(''),
    description: longText(1000).default(''),
    logo_url: url.default(''),
    color: hexColor.nullable().default(null),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

/** Reporting groups that cut across categories (e.g. "Hot drinks", "Bakery"). */
export const groupFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    reference: text(40).default(''),
    brand_id: ref('brands').nullable().default(null),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

export const categoryFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    reference: text(40).default(''),
    brand_id: ref('brands').nullable().default(null),
    group_id: ref('groups').nullable().default(null),
    parent_id: ref('categories').nullable().default(null),
    image_url: url.default(''),
    color: hexColor.nullable().default(null),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

export const labelFields = z
  .object({
    name: requiredText(80),
    name_localized: localizedText.default({}),
    color: hexColor.default('#1e88e5'),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

/** A group of options offered with a product ("Milk", "Size"), with selection rules. */
export const modifierFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    reference: text(40).default(''),
    min_select: z.number().int().min(0).max(100).default(0),
    max_select: z.number().int().min(0).max(100).default(1),
    free_count: z.number().int().min(0).max(100).default(0),
    is_required: z.boolean().default(false),
    allow_repeat: z.boolean().default(false),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

/** One option of a modifier ("Oat milk", "Large"). */
export const modifierItemFields = z
  .object({
    modifier_id: ref('modifiers'),
    name: requiredText(120),
    name_localized: localizedText.default({}),
    sku: text(64).default(''),
    price: nonNegativeMoney.default(0),
    cost: nonNegativeMoney.default(0),
    tax_group_id: ref('taxGroups').nullable().default(null),
    calories: z.number().int().min(0).max(100_000).nullable().default(null),
    is_default: z.boolean().default(false),
    /** What one portion of the item uses: a sale moves it out of stock with the product's own. */
    recipe: z.array(recipeLine).max(200).default([]),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

export const channelKinds = [
  'dine_in',
  'takeaway',
  'delivery',
  'aggregator',
  'online',
  'other',
] as const;

/** Where orders come from: dine-in, takeaway, own delivery, aggregators such as Deliveroo. */
export const channelFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    kind: z.enum(channelKinds).default('dine_in'),
    aggregator: text(60).default(''),
    reference: text(40).default(''),
    commission_percent: percent.default(0),
    price_adjustment_percent: z.number().finite().min(-100).max(1000).default(0),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

const menuSlot = z
  .object({
    day: z.number().int().min(0).max(6),
    from: timeOfDay,
    to: timeOfDay,
  })
  .strict();

/** Which categories and products are sold where, on which channels, days and hours. */
export const menuFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    brand_id: ref('brands').nullable().default(null),
    description: longText(1000).default(''),
    location_ids: refList('locations').default([]),
    channel_ids: refList('channels').default([]),
    category_ids: refList('categories').default([]),
    product_ids: refList('products').default([]),
    schedule: z.array(menuSlot).max(100).default([]),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

const dealGroup = z
  .object({
    name: requiredText(120),
    min: z.number().int().min(0).max(50),
    max: z.number().int().min(1).max(50),
    product_ids: refList('products'),
  })
  .strict();

export const dealKinds = ['fixed_price', 'discount_percent', 'discount_amount'] as const;

/** A combo: choice groups of products sold together for a fixed price or at a discount. */
export const dealFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    brand_id: ref('brands').nullable().default(null),
    reference: text(40).default(''),
    description: longText(1000).default(''),
    kind: z.enum(dealKinds).default('fixed_price'),
    price: nonNegativeMoney.default(0),
    discount_value: z.number().finite().min(0).max(1_000_000).default(0),
    starts_on: isoDate.nullable().default(null),
    ends_on: isoDate.nullable().default(null),
    groups: z.array(dealGroup).max(20).default([]),
    channel_ids: refList('channels').default([]),
    location_ids: refList('locations').default([]),
    image_url: url.default(''),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();
