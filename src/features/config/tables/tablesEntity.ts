import { IconArmchair } from '@tabler/icons-react';
import { defineEntity } from '@/components/entity/types';

/**
 * Tables (`/dashboard/config/table`): the list of the active location's tables, with their floor,
 * seats, shape, status and use. Where a table stands is set by dragging it on the floor plan
 * (`/dashboard/config/floor`); its size and turn are edited here.
 */
export const tablesEntity = defineEntity({
  resource: 'tables',
  exportPrefix: 'tables',
  icon: IconArmchair,
  columns: [
    'name',
    { key: 'floor_id', width: 170 },
    { key: 'seats', width: 90 },
    { key: 'shape', width: 120, hideOnPhone: true },
    { key: 'status', width: 150 },
    { key: 'is_active', width: 100, hideOnPhone: true },
    { key: 'updated_at', width: 190, hideOnPhone: true },
  ],
  filters: ['floor_id', 'status', 'shape', 'is_active'],
  activeLocationOnly: true,
  form: [
    { id: 'identity', fields: ['name', 'floor_id', 'seats', 'shape'] },
    { id: 'status', fields: ['status', 'is_active', 'sort_order'] },
    {
      id: 'details',
      fields: ['plan_width', 'plan_height', 'plan_rotation', 'plan_x', 'plan_y'],
      collapsed: true,
    },
  ],
  matchBy: ['name'],
  example: {
    name: 'T1',
    seats: 4,
    shape: 'round',
    status: 'available',
    is_active: true,
    sort_order: 1,
    plan_width: 80,
    plan_height: 80,
    plan_rotation: 0,
  },
});
