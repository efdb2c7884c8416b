import type { Grant } from '@contract/access';
import type { Icon } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import type { NavGroup, RouteLike } from '../nav/buildNav';
import { quickLinks } from './quickLinks';

const icon = (() => null) as unknown as Icon;
const admin: Grant = {
  is_admin: true,
  modules: [],
  permissions: [],
  location_id: null,
  allow_locations: [],
};
const route = (fullPath: string): RouteLike => ({ id: fullPath, fullPath, options: {} });
const home: NavGroup = {
  section: 'dashboard',
  entries: [
    {
      id: '/dashboard/',
      to: '/dashboard',
      icon,
      labelKey: 'a',
      area: 'dashboard',
      section: 'dashboard',
    },
  ],
};

describe('quick links on the home page', () => {
  it('link to the proof screens once their routes exist, without listing home', () => {
    expect(quickLinks([home], [route('/dashboard/')], admin)).toEqual([]);
    const links = quickLinks([home], [route('/dashboard/products/brands')], admin);
    expect(links.map((l) => l.to)).toEqual(['/dashboard/products/brands']);
  });

  it('do not repeat a screen the menu already has', () => {
    const catalogue: NavGroup = {
      section: 'catalogue',
      entries: [
        {
          id: 'brands',
          to: '/dashboard/products/brands',
          icon,
          labelKey: 'catalogue:nav.brands',
          area: 'catalogue',
          section: 'catalogue',
        },
      ],
    };
    const links = quickLinks([home, catalogue], [route('/dashboard/products/brands')], admin);
    expect(links.map((l) => l.id)).toEqual(['brands']);
  });

  it('leave out screens the user may not open', () => {
    const staff: Grant = {
      ...admin,
      is_admin: false,
      modules: [2],
      permissions: ['catalogue.read'],
    };
    const routes = [route('/dashboard/products/brands'), route('/dashboard/config/location')];
    expect(quickLinks([], routes, staff).map((l) => l.to)).toEqual(['/dashboard/products/brands']);
  });
});
