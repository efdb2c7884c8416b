import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useGrant } from '@/shared/access';
import { buildNav, type NavGroup, type RouteLike } from './buildNav';

/** The menu for the signed-in user: every route with `staticData.nav` they may open, by section. */
export function useNavSections(): NavGroup[] {
  const router = useRouter();
  const grant = useGrant();
  return useMemo(
    () => buildNav(Object.values(router.routesById) as RouteLike[], grant),
    [router, grant],
  );
}
