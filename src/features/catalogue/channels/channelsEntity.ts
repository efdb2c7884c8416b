import { IconRoute } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';
import { AggregatorInput } from './AggregatorInput';

/**
 * Channels (`/dashboard/products/channels`): where orders come from (dine-in, takeaway, own delivery,
 * aggregators such as Deliveroo), with the aggregator's commission and a price adjustment. The create
 * call names the active location (SPEC section 7: channel create passes `loc`); the channel is shared
 * by every location, or belongs to the active one when its creator is limited to some locations.
 */
export const channelsEntity = defineEntity({
  resource: 'channels',
  exportPrefix: 'channels',
  icon: IconRoute,
  columns: [
    'name',
    { key: 'kind', width: 140 },
    { key: 'aggregator', width: 150, hideOnPhone: true },
    { key: 'commission_percent', width: 140, hideOnPhone: true },
    { key: 'price_adjustment_percent', width: 150, hideOnPhone: true },
    { key: 'is_active', width: 110 },
    { key: 'updated_at', width: 190, hideOnPhone: true },
  ],
  filters: ['kind', 'is_active'],
  form: [
    { id: 'identity', fields: ['name', 'kind', 'aggregator', 'reference', 'name_localized'] },
    { id: 'pricing', fields: ['commission_percent', 'price_adjustment_percent'] },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  fields: { aggregator: { input: AggregatorInput } },
  matchBy: ['reference', 'name'],
  example: {
    name: 'Deliveroo',
    name_localized: { ar: 'ديليفرو' },
    kind: 'aggregator',
    aggregator: 'Deliveroo',
    reference: 'DLV',
    commission_percent: 25,
    price_adjustment_percent: 10,
    is_active: true,
    sort_order: 4,
  },
});
