import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';
import { ModifierForm } from './ModifierForm';

/**
 * Modifiers (`/dashboard/products/modifiers`): groups of options offered with a product ("Milk",
 * "Size"), with how many the customer picks, how many are free and whether a pick is required.
 * `formComponent` is the modifier's own form, which edits its options inline (see ModifierForm).
 */
export const modifiersEntity = defineEntity({
  resource: 'modifiers',
  exportPrefix: 'modifiers',
  icon: IconAdjustmentsHorizontal,
  columns: [
    'name',
    { key: 'reference', width: 130, hideOnPhone: true },
    { key: 'min_select', width: 130 },
    { key: 'max_select', width: 130 },
    { key: 'free_count', width: 120, hideOnPhone: true },
    { key: 'is_required', width: 110, hideOnPhone: true },
    { key: 'is_active', width: 110 },
    { key: 'updated_at', width: 180, hideOnPhone: true },
  ],
  filters: ['is_active', 'is_required'],
  form: [
    { id: 'identity', fields: ['name', 'reference', 'name_localized'] },
    {
      id: 'rules',
      fields: ['min_select', 'max_select', 'free_count', 'is_required', 'allow_repeat'],
    },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  matchBy: ['reference', 'name'],
  example: {
    name: 'Milk',
    name_localized: { de: 'Milch', ar: 'الحليب' },
    reference: 'MILK',
    min_select: 0,
    max_select: 1,
    free_count: 0,
    is_required: false,
    allow_repeat: false,
    is_active: true,
    sort_order: 1,
  },
  formComponent: ModifierForm,
});
