import { IconTag } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';

/** Labels (`/dashboard/products/label`): coloured tags on products ("Vegan", "Spicy", "New"). */
export const labelsEntity = defineEntity({
  resource: 'labels',
  exportPrefix: 'labels',
  icon: IconTag,
  columns: [
    'name',
    { key: 'color', width: 150 },
    { key: 'sort_order', width: 110, hideOnPhone: true },
    { key: 'is_active', width: 110 },
    { key: 'updated_at', width: 190, hideOnPhone: true },
  ],
  filters: ['is_active'],
  form: [
    { id: 'identity', fields: ['name', 'name_localized'] },
    { id: 'appearance', fields: ['color'] },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  matchBy: ['name'],
  example: {
    name: 'Vegan',
    name_localized: { de: 'Vegan', ar: 'نباتي صرف' },
    color: '#2e7d32',
    is_active: true,
    sort_order: 1,
  },
});
