import { IconListDetails } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';

/**
 * Modifier items (`/dashboard/products/modifier-item`): the options of every modifier in one list,
 * filtered by modifier. The modifier form edits the same rows inline.
 */
export const modifierItemsEntity = defineEntity({
  resource: 'modifierItems',
  exportPrefix: 'modifier-items',
  icon: IconListDetails,
  columns: [
    'name',
    { key: 'modifier_id', width: 170 },
    { key: 'price', width: 110, money: true },
    { key: 'sku', width: 130, hideOnPhone: true },
    { key: 'is_default', width: 120, hideOnPhone: true },
    { key: 'is_active', width: 110 },
    { key: 'updated_at', width: 190, hideOnPhone: true },
  ],
  filters: ['modifier_id', 'is_active', 'tax_group_id'],
  form: [
    { id: 'identity', fields: ['modifier_id', 'name', 'sku', 'name_localized'] },
    { id: 'pricing', fields: ['price', 'cost', 'tax_group_id'] },
    { id: 'details', fields: ['calories', 'is_default'] },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  matchBy: ['sku', 'name'],
  example: {
    name: 'Oat milk',
    name_localized: { de: 'Hafermilch', ar: 'حليب الشوفان' },
    sku: 'MOD-OAT',
    price: 3,
    cost: 0.6,
    calories: 40,
    is_default: false,
    is_active: true,
    sort_order: 3,
  },
});
