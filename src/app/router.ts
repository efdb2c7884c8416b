import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import type { RouterContext } from './routerContext';

/** The router with its typed context; screens preload on intent, TanStack Query decides freshness. */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
