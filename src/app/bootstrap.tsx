import type { Root } from 'react-dom/client';
import type { LoginReply } from '@contract/auth';
import { PERSIST_KEY, type KeyValueStorage } from '@/data/session';
import { App } from './App';
import { createAppBackhouse } from './backhouse';
import { i18n, initI18n, workspaceNamespaces } from './i18n';
import { routeLabelNamespaces, screenNamespaces } from './nav/navMeta';
import { createQueryClient } from './queryClient';
import { createAppRouter, type AppRouter } from './router';
import type { SettingsStore } from './settings/settingsStore';

export interface AppStart {
  /** Where the app renders: the page's root, which may show the sign-in page until now. */
  root: Root;
  storage: KeyValueStorage | null;
  /** The appearance preferences, applied to the page already (`startSettings`). */
  settings: SettingsStore;
  /** A sign-in the server has just answered on the sign-in page that opened before the app. */
  signedIn?: LoginReply;
}

/**
 * Starts the app (src/main.tsx has applied the preferences, so the first paint has the right
 * direction and colours): the data layer and the router; the splash stays until the saved session
 * (or the sign-in handed over), the user's local store and the language have loaded and the router
 * has matched the address.
 */
export function bootstrap({ root, storage, settings, signedIn }: AppStart): void {
  const queryClient = createQueryClient();
  // The router is made after the data layer, which needs it only when a 401 arrives.
  let router: AppRouter | null = null;
  const backhouse = createAppBackhouse({
    storage,
    queryClient,
    onUnauthorized: () => void router?.navigate({ to: '/' }),
  });
  router = createAppRouter({ queryClient, backhouse });
  // A returning user opens straight on a screen (often offline, from the service worker): fetch its
  // code and words while the saved session and the local store load, not after.
  const returning = signedIn !== undefined || (storage?.getItem(PERSIST_KEY) ?? null) !== null;
  const screenRoutes = returning ? preloadScreen(router) : [];
  const namespaces = returning
    ? [
        ...workspaceNamespaces,
        ...routeLabelNamespaces(Object.values(router.routesById)),
        ...screenNamespaces(screenRoutes),
      ]
    : [];

  const ready = Promise.all([
    // The sign-in page that opened before the app has started the translations already.
    (i18n.isInitialized ? i18n.loadNamespaces(namespaces) : initI18n(storage, namespaces)).catch(
      (error: unknown) => {
        console.error('[start] could not load the translations', error);
      },
    ),
    backhouse
      .start()
      .then(() => signedIn && backhouse.signedIn(signedIn))
      .catch((error: unknown) => {
        // The app still opens: signed out, or signed in without the local store (reported by
        // screens).
        console.error('[start] could not open the local store', error);
      }),
  ])
    // The router then matches the address (its guards, its screen's code) before the first render.
    // Left to the router's mount, that load ran after the first render, which drew the shell with
    // its screen pending, then drew it all again at once (issue 24: the dashboard's first render
    // from the cache, bench/dashboard.ts). A load that fails leaves it to the mount, as before.
    .then(() => router.load())
    .catch((error: unknown) => {
      console.error('[start] could not match the address', error);
    });

  root.render(
    <App
      queryClient={queryClient}
      backhouse={backhouse}
      router={router}
      settings={settings}
      ready={ready}
    />,
  );
}

/**
 * Starts loading the code of the routes the current address shows (failures show when rendered),
 * and gives those routes.
 */
function preloadScreen(router: AppRouter) {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  return routes;
}
