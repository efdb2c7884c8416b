import { IconCategory } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';

/** Material categories (`/dashboard/inventory/material-category`): how stock is grouped. */
export const materialCategoriesEntity = defineEntity({
  resource: 'materialCategories',
  exportPrefix: 'material-categories',
  icon: IconCategory,
  columns: [
    'name',
    { key: 'sort_order', width: 120, hideOnPhone: true },
    { key: 'is_active', width: 110 },
    { key: 'updated_at', width: 190, hideOnPhone: true },
  ],
  filters: ['is_active'],
  form: [
    { id: 'identity', fields: ['name', 'name_localized'] },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  matchBy: ['name'],
  example: {
    name: 'Dairy',
    name_localized: { de: 'Milchprodukte', ar: 'ألبان' },
    is_active: true,
    sort_order: 1,
  },
});
