import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '@/data/react';

/**
 * Leaves the signed-in area as soon as the session ends while a screen is open (sign-out elsewhere,
 * or a 401 whose own redirect has not landed yet), keeping the way back in `redirect`.
 */
export function useSignedInGuard(): void {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });
  useEffect(() => {
    if (!isSignedIn)
      void navigate({ to: '/auth/jwt/login', search: { redirect: href }, replace: true });
  }, [isSignedIn, navigate, href]);
}
