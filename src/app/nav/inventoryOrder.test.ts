import type { Grant } from '@contract/access';
import type { Icon } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { buildNav, type RouteLike } from './buildNav';
import { inventoryPaths } from './inventoryOrder';

const icon = (() => null) as unknown as Icon;
const route = (fullPath: string, order?: number): RouteLike => ({
  id: fullPath,
  fullPath,
  options: {
    staticData: {
      nav: { section: 'inventory', labelKey: 'stock:nav.x', area: 'inventory', icon, order },
    },
  },
});
const admin: Grant = {
  is_admin: true,
  modules: [],
  permissions: [],
  location_id: null,
  allow_locations: [],
};

describe('the inventory section', () => {
  it('lists its screens in the shared order, whatever order each route file declares', () => {
    const declared = [...inventoryPaths]
      .reverse()
      .map((path, i) => route(path === '/dashboard/inventory' ? `${path}/` : path, i));
    const [section] = buildNav(declared, admin);
    expect(section?.section).toBe('inventory');
    expect(section?.entries.map((e) => e.to)).toEqual(inventoryPaths);
    expect(new Set(inventoryPaths).size).toBe(inventoryPaths.length);
  });

  it('a screen the list does not name keeps its own order', () => {
    const [section] = buildNav(
      [route('/dashboard/inventory/stock'), route('/dashboard/inventory/zz-new', 1)],
      admin,
    );
    expect(section?.entries.map((e) => e.to)).toEqual([
      '/dashboard/inventory/zz-new',
      '/dashboard/inventory/stock',
    ]);
  });
});
