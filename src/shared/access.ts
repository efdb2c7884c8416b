import type { Grant } from '@contract/access';
import { useMemo } from 'react';
import type { SessionState } from '@/data/session';
import { useSession } from '@/data/react';

/**
 * What the signed-in user may reach, for `hasModule`, `can` and `mayUseLocation`. Modules come from
 * the sign-in token (SPEC section 3), falling back to the profile's list when the token carries none.
 */
export function grantOf(session: SessionState): Grant | null {
  const { user } = session;
  if (!session.isSignedIn || !user) return null;
  return {
    is_admin: user.is_admin,
    modules: session.modules.length > 0 ? session.modules : user.modules,
    permissions: session.permissions,
    location_id: user.location_id,
    allow_locations: user.allow_locations,
  };
}

/** The signed-in user's grant, or null while signed out. */
export function useGrant(): Grant | null {
  const session = useSession();
  return useMemo(() => grantOf(session), [session]);
}
