import type { Grant } from '@contract/access';
import { moduleOf } from '@contract/access';
import type { Icon } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { buildNav, labelNamespaces, type RouteLike } from './buildNav';
import { routeLabelNamespaces, screenNamespaces, type NavMeta } from './navMeta';

const icon = (() => null) as unknown as Icon;
const route = (fullPath: string, nav?: Omit<NavMeta, 'icon'>): RouteLike => ({
  id: fullPath,
  fullPath,
  options: { staticData: nav ? { nav: { ...nav, icon } } : {} },
});

const routes: RouteLike[] = [
  route('/'),
  route('/dashboard/', {
    section: 'dashboard',
    labelKey: 'shell:nav.items.overview',
    area: 'dashboard',
    order: 0,
  }),
  route('/dashboard/config/location', {
    section: 'settings',
    labelKey: 'config:nav.locations',
    area: 'config',
    permission: 'config.read',
  }),
  route('/dashboard/products/menus', {
    section: 'catalogue',
    labelKey: 'catalogue:nav.menus',
    area: 'catalogue',
    order: 20,
  }),
  route('/dashboard/products/brands', {
    section: 'catalogue',
    labelKey: 'catalogue:nav.brands',
    area: 'catalogue',
    permission: 'catalogue.read',
    order: 10,
  }),
  route('/dashboard/customers/$id', {
    section: 'people',
    labelKey: 'people:nav.customer',
    area: 'people',
  }),
];

const staff: Grant = {
  is_admin: false,
  modules: [moduleOf.dashboard, moduleOf.catalogue],
  permissions: ['catalogue.read', 'dashboard.read'],
  location_id: 'a',
  allow_locations: [],
};
const admin: Grant = { ...staff, is_admin: true, modules: [] };

describe('navigation from route metadata', () => {
  it('is empty while signed out', () => {
    expect(buildNav(routes, null)).toEqual([]);
  });

  it('groups entries by section in catalogue order and sorts them by order', () => {
    const nav = buildNav(routes, admin);
    expect(nav.map((g) => g.section)).toEqual(['dashboard', 'catalogue', 'settings']);
    expect(nav[1]!.entries.map((e) => e.to)).toEqual([
      '/dashboard/products/brands',
      '/dashboard/products/menus',
    ]);
  });

  it('links index routes without their trailing slash', () => {
    expect(buildNav(routes, admin)[0]!.entries[0]!.to).toBe('/dashboard');
  });

  it('leaves out what the user has no module or permission for, and empty sections', () => {
    const nav = buildNav(routes, staff);
    expect(nav.map((g) => g.section)).toEqual(['dashboard', 'catalogue']);
    const withoutPermission = buildNav(routes, { ...staff, permissions: [] });
    expect(withoutPermission[1]!.entries.map((e) => e.to)).toEqual(['/dashboard/products/menus']);
  });

  it('never lists routes with path parameters', () => {
    const all = buildNav(routes, admin).flatMap((g) => g.entries.map((e) => e.to));
    expect(all.some((to) => to.includes('$'))).toBe(false);
  });

  it('knows which namespaces the labels need', () => {
    expect(labelNamespaces(buildNav(routes, admin)).sort()).toEqual([
      'catalogue',
      'config',
      'shell',
    ]);
  });

  it('knows every namespace the menu may need before anyone signs in', () => {
    // Also those of entries the admin's menu leaves out (people): the start cannot know the grant.
    expect(routeLabelNamespaces(routes).sort()).toEqual(['catalogue', 'config', 'people', 'shell']);
  });

  it('knows the namespaces the screens of an address read, once each', () => {
    const shown = [
      { options: { staticData: { nav: routes[0]!.options.staticData!.nav } } },
      { options: { staticData: { namespaces: ['dashboard', 'reports'] } } },
      { options: { staticData: { namespaces: ['reports', 'sales'] } } },
      { options: {} },
    ];
    expect(screenNamespaces(shown).sort()).toEqual(['dashboard', 'reports', 'sales']);
  });
});
