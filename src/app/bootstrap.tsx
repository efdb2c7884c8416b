import { createRoot } from 'react-dom/client';
import { PERSIST_KEY } from '@/data/session';
import { App } from './App';
import { createAppBackhouse } from './backhouse';
import { noteFailedDownloads } from './errors/downloadFailures';
import { initI18n, workspaceNamespaces } from './i18n';
import { LANGUAGE_KEY, startsRightToLeft } from '@/shared/languages';
import { routeLabelNamespaces, screenNamespaces } from './nav/navMeta';
import { registerPwa } from './pwa/registerPwa';
import { createQueryClient } from './queryClient';
import { createAppRouter, type AppRouter } from './router';
import { SETTINGS_KEY } from './settings/settingsState';
import { createSettingsStore } from './settings/settingsStore';
import { guardedLocalStorage } from './storage';

/**
 * Starts the app: preferences first (so the first paint has the right direction and colours), then
 * the data layer and the router; the splash stays until the saved session, the user's local store
 * and the language have loaded and the router has matched the address.
 */
export function bootstrap(container: HTMLElement): void {
  noteFailedDownloads();
  const storage = guardedLocalStorage();
  const settings = createSettingsStore(storage);
  const firstRightToLeft = startsRightToLeft(
    storage?.getItem(LANGUAGE_KEY) ?? null,
    storage?.getItem(SETTINGS_KEY) ?? null,
    navigator.languages ?? [],
  );
  settings.init();
  if (firstRightToLeft) settings.change('direction', 'rtl');
  const { direction, paletteMode } = settings.getState();
  document.documentElement.setAttribute('dir', direction);
  document.documentElement.setAttribute('data-mantine-color-scheme', paletteMode);

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
  const returning = (storage?.getItem(PERSIST_KEY) ?? null) !== null;
  const screenRoutes = returning ? preloadScreen(router) : [];

  const ready = Promise.all([
    initI18n(
      storage,
      returning
        ? [
            ...workspaceNamespaces,
            ...routeLabelNamespaces(Object.values(router.routesById)),
            ...screenNamespaces(screenRoutes),
          ]
        : [],
    ).catch((error: unknown) => {
      console.error('[start] could not load the translations', error);
    }),
    backhouse.start().catch((error: unknown) => {
      // The app still opens: signed out, or signed in without the local store (reported by screens).
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

  createRoot(container).render(
    <App
      queryClient={queryClient}
      backhouse={backhouse}
      router={router}
      settings={settings}
      ready={ready}
    />,
  );
  registerPwa();
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
