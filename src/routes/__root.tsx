import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AuthNavigation } from '@/app/auth/AuthLinks';
import { NotFoundPage, ServerErrorPage } from '@/app/errors/ErrorPages';
import { LoadingOverlayHost } from '@/app/overlay/LoadingOverlayHost';
import { RouteProgress } from '@/app/RouteProgress';
import type { RouterContext } from '@/app/routerContext';
import { LazySettingsDrawer } from '@/app/settings/LazySettingsDrawer';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
});

/**
 * Global elements of SPEC section 2 around every page. The button that opens the settings drawer
 * is in the header of the signed-in shell and of the sign-in pages, not floating over the page.
 */
function Root() {
  const router = useRouter();
  const go = useCallback((to: string) => void router.navigate({ href: to }), [router]);
  return (
    <AuthNavigation.Provider value={go}>
      <RouteProgress />
      <Outlet />
      <LazySettingsDrawer />
      <LoadingOverlayHost />
    </AuthNavigation.Provider>
  );
}
