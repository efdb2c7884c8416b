import type { Grant } from '@contract/access';
import { IconMapPin, IconTags } from '@tabler/icons-react';
import { mayOpen, type NavEntry, type NavGroup, type RouteLike } from '../nav/buildNav';

/**
 * Screens the home page links to even before their routes declare `staticData.nav`: the two proof
 * screens of the foundation. Shown only when the route exists and the user may open it.
 */
const knownScreens: NavEntry[] = [
  {
    id: 'known:/dashboard/products/brands',
    to: '/dashboard/products/brands',
    section: 'catalogue',
    labelKey: 'shell:home.links.brands',
    icon: IconTags,
    area: 'catalogue',
    permission: 'catalogue.read',
  },
  {
    id: 'known:/dashboard/config/location',
    to: '/dashboard/config/location',
    section: 'settings',
    labelKey: 'shell:home.links.locations',
    icon: IconMapPin,
    area: 'config',
    permission: 'config.read',
  },
];

/** Every screen the user may open from the menu, plus the known screens, minus the home page. */
export function quickLinks(
  groups: readonly NavGroup[],
  routes: readonly RouteLike[],
  grant: Grant | null,
  home = '/dashboard',
): NavEntry[] {
  const fromNav = groups.flatMap((group) => group.entries).filter((entry) => entry.to !== home);
  const linked = new Set(fromNav.map((entry) => entry.to));
  const paths = new Set(routes.map((route) => route.fullPath.replace(/(.)\/$/, '$1')));
  const extra = knownScreens.filter(
    (screen) => !linked.has(screen.to) && paths.has(screen.to) && grant && mayOpen(grant, screen),
  );
  return [...fromNav, ...extra];
}
