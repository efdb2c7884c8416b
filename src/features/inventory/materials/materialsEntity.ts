import { IconBox } from '@tabler/icons-react';
import type { FieldsOf } from '@contract/registry';
import { defineEntity, type FieldOverride, type FormSection } from '@/components/entity/types';
import type { BulkAction } from '@/components/entity/types';
import { lazyInput } from '@/components/entity/lazyInput';

type MaterialField = keyof FieldsOf<'materials'> & string;

const recipeInput = lazyInput(
  () => import('./MaterialRecipeInput').then((m) => m.MaterialRecipeInput),
  80,
);

const fields: { [K in MaterialField]?: FieldOverride } = {
  pack_units: { wide: true },
  locations: { wide: true },
  barcodes: { wide: true },
  recipe: { input: recipeInput, wide: true },
};

/** The form: what it is, its units and packs, where it is kept, what it costs, its recipe. */
function formOf(withCost: boolean): FormSection<MaterialField>[] {
  return [
    { id: 'identity', fields: ['name', 'sku', 'type', 'category_id', 'name_localized'] },
    { id: 'details', fields: ['unit', 'pack_units', 'barcodes'] },
    { id: 'availability', fields: ['locations'] },
    { id: 'pricing', fields: withCost ? ['cost', 'tax_group_id'] : ['tax_group_id'] },
    { id: 'other', fields: ['is_prepared', 'yield_quantity', 'recipe'] },
    { id: 'status', fields: ['is_active'] },
  ];
}

const example = {
  name: 'Whole milk',
  name_localized: { de: 'Vollmilch', ar: 'حليب كامل الدسم' },
  sku: 'RM-MILK',
  type: 'RM' as const,
  unit: 'ml' as const,
  cost: 0.0012,
  is_prepared: false,
  yield_quantity: 1,
  is_active: true,
};

/**
 * Materials (`/dashboard/inventory/materials`). A user without `inventory.costs` gets rows without
 * `cost` from the server, so the screen has no cost column or input for them at all.
 */
export function materialsEntity(withCost: boolean, bulkActions: readonly BulkAction[]) {
  return defineEntity({
    resource: 'materials',
    exportPrefix: 'materials',
    icon: IconBox,
    columns: [
      'name',
      { key: 'sku', width: 130, hideOnPhone: true },
      { key: 'type', width: 140 },
      { key: 'category_id', width: 160, hideOnPhone: true },
      { key: 'unit', width: 130, hideOnPhone: true },
      ...(withCost ? [{ key: 'cost' as const, width: 120, money: true }] : []),
      { key: 'is_active', width: 100, hideOnPhone: true },
    ],
    filters: ['type', 'category_id', 'is_active', 'is_prepared'],
    form: formOf(withCost),
    fields,
    matchBy: ['sku', 'name'],
    example: withCost ? example : { ...example, cost: undefined },
    bulkActions,
  });
}
