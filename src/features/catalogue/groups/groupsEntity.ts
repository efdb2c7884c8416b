import { IconCategory2 } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';

/**
 * Groups (`/dashboard/products/groups`): reporting groups that cut across categories and brands
 * ("Hot drinks", "Bakery").
 */
export const groupsEntity = defineEntity({
  resource: 'groups',
  exportPrefix: 'groups',
  icon: IconCategory2,
  columns: [
    'name',
    { key: 'reference', width: 140, hideOnPhone: true },
    { key: 'brand_id', width: 170, hideOnPhone: true },
    { key: 'sort_order', width: 110, hideOnPhone: true },
    { key: 'is_active', width: 110 },
    { key: 'updated_at', width: 190, hideOnPhone: true },
  ],
  filters: ['is_active', 'brand_id'],
  form: [
    { id: 'identity', fields: ['name', 'reference', 'brand_id', 'name_localized'] },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  matchBy: ['reference', 'name'],
  example: {
    name: 'Hot drinks',
    name_localized: { de: 'Heißgetränke', ar: 'مشروبات ساخنة' },
    reference: 'HOT',
    is_active: true,
    sort_order: 1,
  },
});
