import { z } from 'zod';
import { localizedText, money, ref, requiredText, sortOrder, text } from '../common';

/**
 * Material types: raw material, semi-finished (a sub-recipe made in house) and finished goods. The
 * legacy API spells them mat, rm and fg; they are read as RM, SR and FG (SPEC section 3).
 */
export const materialTypes = ['RM', 'SR', 'FG'] as const;
export const legacyMaterialType: Record<string, (typeof materialTypes)[number]> = {
  mat: 'RM',
  rm: 'SR',
  fg: 'FG',
};

/** The unit a material is counted and costed in. */
export const materialUnits = ['piece', 'g', 'kg', 'ml', 'l'] as const;

export const materialCategoryFields = z
  .object({
    name: requiredText(120),
    name_localized: localizedText.default({}),
    is_active: z.boolean().default(true),
    sort_order: sortOrder.default(0),
  })
  .strict();

/** What recipes are made of. The inventory area extends it with stock, suppliers and counts. */
export const materialFields = z
  .object({
    name: requiredText(160),
    name_localized: localizedText.default({}),
    sku: text(64).default(''),
    type: z.enum(materialTypes).default('RM'),
    category_id: ref('materialCategories').nullable().default(null),
    unit: z.enum(materialUnits).default('g'),
    /** Cost of one `unit` of the material. */
    cost: money.min(0).default(0),
    is_active: z.boolean().default(true),
  })
  .strict();
