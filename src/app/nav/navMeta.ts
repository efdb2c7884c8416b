import type { Area, Permission } from '@contract/access';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';

/**
 * Navigation sections, in the order the menu shows them: the navigation label catalogue of SPEC
 * section 2. A section shows only when at least one route the user may open declares it.
 */
export const navSections = [
  'dashboard',
  'catalogue',
  'inventory',
  'suppliers',
  'orders',
  'reporting',
  'settings',
  'people',
  'attendance',
  'sync',
] as const;
export type NavSection = (typeof navSections)[number];

/**
 * What a route declares to appear in the navigation, as `staticData: { nav: {...} }` in its route
 * file. Nothing else is needed: the shell finds every route with `nav`, keeps those the user may
 * open (`hasModule(area)` and, when given, `can(permission)`), groups them by section and sorts them
 * by `order`, then by label.
 *
 * ```ts
 * // src/routes/dashboard/products/brands.tsx
 * import { IconTags } from '@tabler/icons-react';
 * export const Route = createFileRoute('/dashboard/products/brands')({
 *   staticData: {
 *     nav: {
 *       section: 'catalogue',
 *       labelKey: 'catalogue:nav.brands', // namespace:key, present in all seven locales
 *       icon: IconTags,
 *       area: 'catalogue',
 *       permission: 'catalogue.read',
 *       order: 10,
 *     },
 *   },
 *   component: BrandsScreen,
 * });
 * ```
 * Routes with path parameters (`$id`) cannot be linked from the menu and should not declare `nav`.
 */
export interface NavMeta {
  /** The menu section the entry goes under. */
  section: NavSection;
  /** The i18n key of the entry's label, with its namespace: `'<namespace>:<key>'`. */
  labelKey: string;
  /** A Tabler icon component, e.g. `IconTags`. */
  icon: Icon;
  /** The area whose module the user needs (`hasModule`). */
  area: Area;
  /** A permission the user also needs (`can`); leave out when the module is enough. */
  permission?: Permission;
  /** Position within the section, lowest first. @default 100 */
  order?: number;
  /**
   * A number shown beside the entry (what waits on "Today"): a component, so it reads its own data
   * and only it re-renders when the number changes. It renders nothing when there is nothing to count.
   */
  count?: ComponentType;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Puts the route in the navigation menu; see `NavMeta`. */
    nav?: NavMeta;
    /**
     * The translation namespaces the route's screen reads (beyond the core and workspace ones).
     * A returning user who opens straight on the screen loads them with its code, not after it.
     */
    namespaces?: readonly string[];
  }
}

/** The i18n namespace of a label key (`'catalogue:nav.brands'` gives `'catalogue'`), or null. */
export function labelNamespace(labelKey: string): string | null {
  const separator = labelKey.indexOf(':');
  return separator > 0 ? labelKey.slice(0, separator) : null;
}

/**
 * The namespaces of every menu label the routes declare, whoever may open them: what a returning
 * user's start loads up front, since the shell shows the menu on every screen.
 */
export function routeLabelNamespaces(
  routes: Iterable<{ options: { staticData?: { nav?: { labelKey: string } } } }>,
): string[] {
  const namespaces = new Set<string>();
  for (const route of routes) {
    const key = route.options.staticData?.nav?.labelKey;
    const namespace = key ? labelNamespace(key) : null;
    if (namespace) namespaces.add(namespace);
  }
  return [...namespaces];
}

/** The namespaces the screens of the given routes read (`staticData.namespaces`). */
export function screenNamespaces(
  routes: Iterable<{ options: { staticData?: { namespaces?: readonly string[] } } }>,
): string[] {
  const namespaces = new Set<string>();
  for (const route of routes) {
    for (const namespace of route.options.staticData?.namespaces ?? []) namespaces.add(namespace);
  }
  return [...namespaces];
}
