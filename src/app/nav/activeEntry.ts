import type { NavGroup } from './buildNav';

/**
 * The entry the current path belongs to: the one whose path is the longest prefix of it, so that
 * `/dashboard/products/brands/new` lights up Brands and `/dashboard` lights up only the overview.
 */
export function activeEntryId(groups: readonly NavGroup[], pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { id: string; length: number } | null = null;
  for (const group of groups) {
    for (const entry of group.entries) {
      const matches = path === entry.to || path.startsWith(`${entry.to}/`);
      if (matches && (!best || entry.to.length > best.length)) {
        best = { id: entry.id, length: entry.to.length };
      }
    }
  }
  return best?.id ?? null;
}
