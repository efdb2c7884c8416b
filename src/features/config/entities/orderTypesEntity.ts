import { IconToolsKitchen2 } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';

/** Order types (`/dashboard/config/order-type`): dine-in, takeaway, delivery… and what each needs. */
export const orderTypesEntity = defineEntity({
  resource: 'orderTypes',
  exportPrefix: 'order-types',
  icon: IconToolsKitchen2,
  columns: [
    'name',
    { key: 'kind', width: 150 },
    { key: 'requires_table', width: 150, hideOnPhone: true },
    { key: 'requires_customer', width: 170, hideOnPhone: true },
    { key: 'is_active', width: 110 },
  ],
  filters: ['kind', 'is_active'],
  form: [
    { id: 'identity', fields: ['name', 'kind', 'name_localized'] },
    { id: 'rules', fields: ['requires_table', 'requires_customer'] },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  matchBy: ['name'],
  example: {
    name: 'Dine-in',
    name_localized: { ar: 'تناول في المطعم' },
    kind: 'dine_in',
    requires_table: true,
    requires_customer: false,
    is_active: true,
    sort_order: 1,
  },
});
