import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';

/**
 * The router, mounted after it has matched the address (bootstrap.tsx loads it before the first
 * render). The router follows the address only once mounted, and its mount loads again only a
 * router that never loaded: a move of the address in between (the back button while the screen
 * draws, a redirect at the end of a session) reached no one, and the old screen stayed under the
 * new address. Seen in a journey on a slow machine: the address said /404, the screen stayed.
 */
export function StartedRouter({ router }: { router: AnyRouter }) {
  return (
    <>
      <RouterProvider router={router} />
      <FollowMissedMove router={router} />
    </>
  );
}

/** Loads a move the router missed (a later sibling: its layout effect runs after the router's). */
function FollowMissedMove({ router }: { router: AnyRouter }) {
  useLayoutEffect(() => {
    router.updateLatestLocation();
    // A load the mount started has set the router's location to the address already.
    if (router.state.location.href === router.latestLocation.href) return;
    router.load().catch((error: unknown) => {
      console.error('[start] could not follow the address', error);
    });
  }, [router]);
  return null;
}
