import { can, hasModule, type Grant } from '@contract/access';
import type { StaticDataRouteOption } from '@tanstack/react-router';
import { inventoryOrder } from './inventoryOrder';
import { labelNamespace, navSections, type NavMeta, type NavSection } from './navMeta';

export interface NavEntry extends NavMeta {
  /** The route's id, unique. */
  id: string;
  /** The path to link to. */
  to: string;
}

export interface NavGroup {
  section: NavSection;
  entries: NavEntry[];
}

/** The little the menu needs to know about a route. */
export interface RouteLike {
  id: string;
  fullPath: string;
  options: { staticData?: StaticDataRouteOption };
}

const DEFAULT_ORDER = 100;

/** Index routes have a trailing slash in their full path; links do not need it. */
const linkPath = (fullPath: string) =>
  fullPath.length > 1 && fullPath.endsWith('/') ? fullPath.slice(0, -1) : fullPath;

/** May this user open the entry? Modules first, then the permission when one is named. */
export function mayOpen(grant: Grant, nav: NavMeta): boolean {
  if (!hasModule(grant, nav.area)) return false;
  return nav.permission ? can(grant, nav.permission) : true;
}

/**
 * Groups the routes that declare `staticData.nav` into the sections of the menu, keeping only what
 * the user may open; empty sections are left out. Sections keep the catalogue order; entries sort by
 * `order`, then by path.
 */
export function buildNav(routes: Iterable<RouteLike>, grant: Grant | null): NavGroup[] {
  if (!grant) return [];
  const bySection = new Map<NavSection, NavEntry[]>();
  for (const route of routes) {
    const nav = route.options.staticData?.nav;
    if (!nav || route.fullPath.includes('$') || !mayOpen(grant, nav)) continue;
    const entries = bySection.get(nav.section) ?? [];
    const to = linkPath(route.fullPath);
    const order = nav.section === 'inventory' ? (inventoryOrder(to) ?? nav.order) : nav.order;
    entries.push({ ...nav, order, id: route.id, to });
    bySection.set(nav.section, entries);
  }
  return navSections.flatMap((section) => {
    const entries = bySection.get(section);
    if (!entries?.length) return [];
    entries.sort(
      (a, b) => (a.order ?? DEFAULT_ORDER) - (b.order ?? DEFAULT_ORDER) || a.to.localeCompare(b.to),
    );
    return [{ section, entries }];
  });
}

/** The i18n namespaces the entries' labels live in, so they can be loaded together. */
export function labelNamespaces(groups: readonly NavGroup[]): string[] {
  const namespaces = new Set<string>(['shell']);
  for (const group of groups) {
    for (const entry of group.entries) {
      const namespace = labelNamespace(entry.labelKey);
      if (namespace) namespaces.add(namespace);
    }
  }
  return [...namespaces];
}
