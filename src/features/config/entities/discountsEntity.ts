import { IconDiscount } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';

/**
 * Discounts (`/dashboard/config/discount`): a percent or an amount, on the order or on some products
 * or categories, with limits, dates, locations and the roles that may give it (each user still only
 * up to their `max_discount_permit`). The server refuses a percent over 100 and an end before the start.
 */
export const discountsEntity = defineEntity({
  resource: 'discounts',
  exportPrefix: 'discounts',
  icon: IconDiscount,
  columns: [
    'name',
    { key: 'kind', width: 130 },
    { key: 'value', width: 110 },
    { key: 'applies_to', width: 140, hideOnPhone: true },
    { key: 'starts_on', width: 130, hideOnPhone: true },
    { key: 'ends_on', width: 130, hideOnPhone: true },
    { key: 'is_online', width: 110, hideOnPhone: true },
    { key: 'is_active', width: 110 },
  ],
  filters: ['kind', 'applies_to', 'is_online', 'is_active'],
  form: [
    { id: 'identity', fields: ['name', 'reference', 'name_localized'] },
    { id: 'pricing', fields: ['kind', 'value', 'max_amount', 'min_order_amount'] },
    {
      id: 'rules',
      fields: ['applies_to', 'product_ids', 'category_ids', 'role_ids', 'requires_approval'],
    },
    { id: 'availability', fields: ['location_ids', 'starts_on', 'ends_on', 'is_online'] },
    { id: 'status', fields: ['is_active'] },
  ],
  fields: {
    product_ids: { wide: true },
    category_ids: { wide: true },
    location_ids: { wide: true },
    role_ids: { wide: true },
  },
  matchBy: ['reference', 'name'],
  example: {
    name: 'Happy hour 20%',
    name_localized: { ar: 'ساعة السعادة ٢٠٪' },
    reference: 'HAPPY',
    kind: 'percent',
    value: 20,
    max_amount: 50,
    min_order_amount: 0,
    applies_to: 'order',
    starts_on: '2026-01-01',
    ends_on: '2026-12-31',
    requires_approval: false,
    is_online: false,
    is_active: true,
  },
});
