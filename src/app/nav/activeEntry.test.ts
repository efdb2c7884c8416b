import type { Icon } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import type { NavGroup } from './buildNav';
import { activeEntryId } from './activeEntry';

const icon = (() => null) as unknown as Icon;
const entry = (to: string) => ({
  id: to,
  to,
  icon,
  labelKey: 'x:y',
  area: 'dashboard' as const,
  section: 'dashboard' as const,
});
const groups: NavGroup[] = [
  { section: 'dashboard', entries: [entry('/dashboard'), entry('/dashboard/products/brands')] },
];

describe('the active menu entry', () => {
  it('is the longest matching path', () => {
    expect(activeEntryId(groups, '/dashboard/products/brands')).toBe('/dashboard/products/brands');
    expect(activeEntryId(groups, '/dashboard/products/brands/new')).toBe(
      '/dashboard/products/brands',
    );
    expect(activeEntryId(groups, '/dashboard/')).toBe('/dashboard');
  });

  it('is none outside the menu', () => {
    expect(activeEntryId(groups, '/auth/jwt/login')).toBeNull();
    expect(activeEntryId(groups, '/dashboard-old')).toBeNull();
  });
});
