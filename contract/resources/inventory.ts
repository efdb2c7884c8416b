import { z } from 'zod';
import { localizedText, money, ref, refList, requiredText, sortOrder, text } from '../common';
import { recipeLine } from './products';
import { materialUnits } from '../units';

/**
 * Material types: raw material, semi-finished (a sub-recipe made in house) and finished goods. The
 * legacy API spells them mat, rm and fg; they are read as RM, SR and FG (SPEC section 3).
 */
export const materialTypes = ['RM', 'SR', 'FG'] as const;
export type MaterialType = (typeof materialTypes)[number];
export const legacyMaterialType: Record<string, MaterialType> = {
  mat: 'RM',
  rm: 'SR',
  fg: 'FG',
};

/** A quantity of stock in a material's base unit: signed where it is a movement. */
export const stockQuantity = z.number().finite().min(-1_000_000_000).max(1_000_000_000);

export const materialCategoryFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

/**
 * A pack the material is bought or counted in: a case of 12 x 1 l bottles of a material kept in ml is
 * `{ name: 'case', factor: 12000 }`, the bottle `{ name: 'bottle', factor: 1000 }`. `factor` is how
 * many base units one pack holds; the base unit itself is always available and is not listed.
 */
export const packUnit = z
  .object({
    name: requiredText(40),
    factor: z.number().finite().gt(0).max(1_000_000),
    /** Offered when stock is received or ordered. */
    for_purchase: z.boolean().default(true),
    /** Offered on the counting screen. */
    for_count: z.boolean().default(true),
    /** A pack's own barcode (a case's differs from a bottle's). */
    barcode: text(64).default(''),
  })
  .strict();
export type PackUnit = z.infer<typeof packUnit>;

/** Where a material is kept at one location and how much of it should be there. */
export const materialLocation = z
  .object({
    location_id: ref('locations'),
    /** Stock to reach when ordering or preparing (0: none set). */
    par: z.number().finite().min(0).max(1_000_000_000).default(0),
    /** Below this the material is "below par" on the overview (0: none set). */
    minimum: z.number().finite().min(0).max(1_000_000_000).default(0),
    /** The storage area it is kept in there ("Walk-in fridge"), shown on count sheets. */
    storage_area: text(60).default(''),
  })
  .strict();
export type MaterialLocation = z.infer<typeof materialLocation>;

/** What recipes are made of, and what stock is kept of. */
export const materialFields = z
  .object({
    name: requiredText(160),
    name_localized: localizedText.default({}),
    sku: text(64).default(''),
    type: z.enum(materialTypes).default('RM'),
    category_id: ref('materialCategories').nullable().default(null),
    /** The base unit: stock, costs, recipes and counts all convert to it. */
    unit: z.enum(materialUnits).default('g'),
    /** Cost of one base unit: the standard cost, used until stock is received at a real cost. */
    cost: money.min(0).default(0),
    tax_group_id: ref('taxGroups').nullable().default(null),
    pack_units: z.array(packUnit).max(20).default([]),
    /** Barcodes of the base unit (a pack's barcode lives on the pack). */
    barcodes: z.array(text(64)).max(20).default([]),
    locations: z.array(materialLocation).max(500).default([]),
    /** Made in house from its own recipe (an SR); preparing it moves the recipe's materials. */
    is_prepared: z.boolean().default(false),
    /** Recipe of a prepared material: the materials one batch uses. */
    recipe: z.array(recipeLine).max(200).default([]),
    /** How much one batch of the recipe yields, in the base unit (1 when not prepared). */
    yield_quantity: z.number().finite().gt(0).max(1_000_000).default(1),
    is_active: z.boolean().default(true),
  })
  .strict();
export type MaterialFields = z.infer<typeof materialFields>;

/**
 * A count sheet: the storage areas of one location in walking order, each with its materials in
 * shelf order. A count covers one or several sheets.
 */
export const countSheetArea = z
  .object({
    /** Client-made id: entries name the area by it, so renaming or reordering keeps them. */
    id: z.uuid(),
    name: requiredText(60),
    material_ids: refList('materials').default([]),
  })
  .strict();
export type CountSheetArea = z.infer<typeof countSheetArea>;

export const countSheetFields = z
  .object({
    name: requiredText(120),
    areas: z.array(countSheetArea).max(100).default([]),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();
export type CountSheetFields = z.infer<typeof countSheetFields>;
