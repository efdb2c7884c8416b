import { mayUseLocation } from '@contract/access';
import { IconBuildingStore } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';
import { lazyInput } from '@/components/entity/lazyInput';
import { WeekdaysInput } from '@/components/entity/WeekdaysInput';

// Leaflet and its styles load with the form's map, not with the list.
const locationMapInput = lazyInput(
  () => import('./map/LocationMapInput').then((m) => m.LocationMapInput),
  360,
);

/** Locations (`/dashboard/config/location`): restaurants, cafes, warehouses and kitchens. */
export const locationsEntity = defineEntity({
  resource: 'locations',
  exportPrefix: 'locations',
  icon: IconBuildingStore,
  columns: [
    'name',
    { key: 'kind', width: 150 },
    { key: 'brand_id', width: 170, hideOnPhone: true },
    { key: 'city', width: 150, hideOnPhone: true },
    { key: 'phone', width: 160, hideOnPhone: true },
    { key: 'is_active', width: 110 },
  ],
  filters: ['is_active', 'kind', 'brand_id'],
  form: [
    { id: 'identity', fields: ['name', 'reference', 'kind', 'brand_id', 'name_localized'] },
    {
      id: 'addressContact',
      fields: ['address', 'city', 'country', 'phone', 'email', 'tax_number'],
    },
    // The map input edits latitude and longitude together: a dragged pin or typed coordinates.
    { id: 'map', fields: ['latitude'] },
    // When a warehouse or central kitchen takes orders for the next delivery, and the days it delivers.
    { id: 'schedule', fields: ['order_cutoff_time', 'delivery_days'] },
    { id: 'status', fields: ['is_active', 'sort_order'] },
  ],
  fields: {
    delivery_days: { input: WeekdaysInput, wide: true },
    latitude: { input: locationMapInput, wide: true },
  },
  matchBy: ['reference', 'name'],
  example: {
    name: 'Marina Mall',
    name_localized: { ar: 'مارينا مول' },
    reference: 'AUH-01',
    kind: 'restaurant',
    address: 'Marina Mall, level 1',
    city: 'Abu Dhabi',
    country: 'AE',
    phone: '+971 2 000 0000',
    email: 'marina@example.com',
    latitude: 24.4539,
    longitude: 54.3773,
    order_cutoff_time: '',
    delivery_days: [],
    is_active: true,
  },
  // A user who is not an administrator sees only the locations they may work in.
  visible: (row, grant) => mayUseLocation(grant, row.id),
});
