import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { NotFoundPage, ServerErrorPage } from '@/app/errors/ErrorPages';
import { LoadingOverlayHost } from '@/app/overlay/LoadingOverlayHost';
import { RouteProgress } from '@/app/RouteProgress';
import type { RouterContext } from '@/app/routerContext';
import { SettingsButton } from '@/app/settings/SettingsButton';
import { LazySettingsDrawer } from '@/app/settings/LazySettingsDrawer';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ServerErrorPage,
});

/** Global elements of SPEC section 2 around every page. */
function Root() {
  // A batch label's public page (`/batch/<id>`) is for anyone who scans it: no app controls on it.
  const isPublic = useRouterState({ select: (s) => s.location.pathname.startsWith('/batch/') });
  return (
    <>
      <RouteProgress />
      <Outlet />
      {isPublic ? null : <SettingsButton />}
      <LazySettingsDrawer />
      <LoadingOverlayHost />
    </>
  );
}
