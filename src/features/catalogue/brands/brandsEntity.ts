import { IconTags } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';

/** Brands (`/dashboard/products/brands`): what the generic list and form show, and how imports match. */
export const brandsEntity = defineEntity({
  resource: 'brands',
  exportPrefix: 'brands',
  icon: IconTags,
  columns: [
    'name',
    { key: 'reference', width: 140 },
    { key: 'color', width: 130, hideOnPhone: true },
    { key: 'is_active', width: 110 },
    { key: 'updated_at', width: 190, hideOnPhone: true },
  ],
  filters: ['is_active'],
  form: [
    { id: 'identity', fields: ['name', 'reference', 'name_localized', 'description'] },
    { id: 'appearance', fields: ['color', 'logo_url'] },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  matchBy: ['reference', 'name'],
  example: {
    name: 'Burger Co',
    name_localized: { de: 'Burger Co', ar: 'برجر كو' },
    reference: 'BRG',
    description: 'Grilled burgers and fries',
    color: '#e53935',
    is_active: true,
    sort_order: 1,
  },
});
