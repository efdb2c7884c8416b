import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '@/data/react';

/**
 * Leaves the signed-in area as soon as the session ends while a screen is open (sign-out elsewhere,
 * or a 401 whose own redirect has not landed yet), keeping the way back in `redirect`.
 *
 * It navigates once per end of session. Reading the location as a dependency made it navigate again
 * whenever the location changed, and the location changes as soon as a navigation starts: while the
 * sign-in page's code was still loading, each navigation started another one, nesting `redirect`
 * until React stopped the page (maximum update depth).
 */
export function useSignedInGuard(): void {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  useEffect(() => {
    if (isSignedIn) return;
    const { pathname, href } = router.state.location;
    // Already on the way to the sign-in page (a sign-out navigates there itself).
    if (pathname.startsWith('/auth/')) return;
    void navigate({ to: '/auth/jwt/login', search: { redirect: href }, replace: true });
  }, [isSignedIn, navigate, router]);
}
