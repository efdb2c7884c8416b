import { IconDiscount2 } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';
import { DealGroupsInput } from './DealGroupsInput';
import { DealPriceInput } from './DealPriceInput';

/**
 * Deals (`/dashboard/products/deals`): combos of choice groups sold for a fixed price or at a
 * discount, for some dates, channels and locations. The `price` input edits the value the deal's
 * kind needs (the price, or `discount_value` for a discount) and previews the deal.
 */
export const dealsEntity = defineEntity({
  resource: 'deals',
  exportPrefix: 'deals',
  icon: IconDiscount2,
  columns: [
    'name',
    { key: 'kind', width: 170, hideOnPhone: true },
    { key: 'price', width: 110, money: true },
    { key: 'discount_value', width: 120, hideOnPhone: true },
    { key: 'starts_on', width: 130, hideOnPhone: true },
    { key: 'ends_on', width: 130, hideOnPhone: true },
    { key: 'is_active', width: 110 },
    { key: 'updated_at', width: 180, hideOnPhone: true },
  ],
  filters: ['is_active', 'kind', 'brand_id', 'channel_ids', 'location_ids'],
  form: [
    { id: 'identity', fields: ['name', 'reference', 'brand_id', 'name_localized', 'description'] },
    { id: 'rules', fields: ['groups'] },
    { id: 'pricing', fields: ['kind', 'price'] },
    { id: 'availability', fields: ['starts_on', 'ends_on', 'channel_ids', 'location_ids'] },
    { id: 'appearance', fields: ['image_url'] },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  fields: {
    description: { kind: 'textarea', wide: true },
    groups: { input: DealGroupsInput, wide: true },
    price: { input: DealPriceInput, wide: true },
  },
  matchBy: ['reference', 'name'],
  example: {
    name: 'Burger meal',
    name_localized: { de: 'Burger-Menü', ar: 'وجبة برجر' },
    reference: 'MEAL-1',
    description: 'A burger, a side and a drink',
    kind: 'fixed_price',
    price: 12,
    starts_on: '2026-01-01',
    ends_on: '2026-12-31',
    is_active: true,
    sort_order: 1,
  },
});
