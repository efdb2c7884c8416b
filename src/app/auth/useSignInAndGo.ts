import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { LoginBody } from '@contract/auth';
import { useBackhouse } from '@/data/react';
import type { SignIn } from './LoginForm';
import { safeRedirect } from './safeRedirect';

/**
 * The app's sign-in for the sign-in form: the data layer signs in (and opens the user's local
 * store), then the router goes on to `redirect` or the dashboard, in place of the sign-in page.
 */
export function useSignInAndGo(redirect?: string): SignIn {
  const backhouse = useBackhouse();
  const navigate = useNavigate();
  return useCallback(
    async (credentials: LoginBody) => {
      await backhouse.signIn(credentials);
      await navigate({ href: safeRedirect(redirect), replace: true });
    },
    [backhouse, navigate, redirect],
  );
}
