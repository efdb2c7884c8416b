import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
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
  return (
    <>
      <RouteProgress />
      <Outlet />
      <LazySettingsDrawer />
      <LoadingOverlayHost />
    </>
  );
}
