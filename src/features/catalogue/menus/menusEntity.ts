import { IconToolsKitchen2 } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';
import { MenuProductsInput } from './MenuProductsInput';
import { ScheduleInput } from './ScheduleInput';

/**
 * Menus (`/dashboard/products/menus`): which categories and products are sold, at which locations,
 * on which channels, on which days and hours (breakfast, lunch, dinner).
 */
export const menusEntity = defineEntity({
  resource: 'menus',
  exportPrefix: 'menus',
  icon: IconToolsKitchen2,
  columns: [
    'name',
    { key: 'brand_id', width: 150, hideOnPhone: true },
    { key: 'location_ids', width: 200, hideOnPhone: true },
    { key: 'channel_ids', width: 180, hideOnPhone: true },
    { key: 'category_ids', width: 120, hideOnPhone: true },
    { key: 'is_active', width: 110 },
    { key: 'updated_at', width: 180, hideOnPhone: true },
  ],
  filters: ['is_active', 'brand_id', 'location_ids', 'channel_ids'],
  form: [
    { id: 'identity', fields: ['name', 'brand_id', 'name_localized', 'description'] },
    { id: 'details', fields: ['category_ids', 'product_ids'] },
    { id: 'availability', fields: ['location_ids', 'channel_ids'] },
    { id: 'schedule', fields: ['schedule'] },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  fields: {
    description: { kind: 'textarea', wide: true },
    category_ids: { wide: true },
    product_ids: { input: MenuProductsInput, wide: true },
    schedule: { input: ScheduleInput, wide: true },
  },
  matchBy: ['name'],
  example: {
    name: 'Breakfast',
    name_localized: { de: 'Frühstück', ar: 'الفطور' },
    description: 'Served every morning',
    schedule: [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, from: '07:00', to: '11:00' })),
    is_active: true,
    sort_order: 1,
  },
});
