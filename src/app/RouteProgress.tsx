import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Navigations quicker than this show no bar at all, so fast screens do not flicker. */
const SHOW_AFTER_MS = 120;

/** The route-change progress bar (SPEC section 2), driven by the router's navigation events. */
export function RouteProgress() {
  const router = useRouter();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let shown = false;
    const stop = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      if (shown) nprogress.complete();
      shown = false;
    };
    const offStart = router.subscribe('onBeforeLoad', (event) => {
      if (!event.pathChanged) return;
      stop();
      timer = setTimeout(() => {
        shown = true;
        nprogress.start();
      }, SHOW_AFTER_MS);
    });
    const offEnd = router.subscribe('onResolved', stop);
    return () => {
      offStart();
      offEnd();
      stop();
    };
  }, [router]);
  return <NavigationProgress size={3} zIndex={1100} aria-hidden="true" />;
}
